package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseZone(t *testing.T) {
	for raw, want := range map[string]string{
		"Asia/Colombo": "Asia/Colombo", " Europe/London ": "Europe/London", "America/New_York": "America/New_York",
		"UTC": "UTC", "5.5": "Asia/Colombo", "5.50": "Asia/Colombo",
	} {
		got, err := ParseZone(raw)
		require.NoError(t, err, raw)
		assert.Equal(t, want, got, raw)
	}
	for _, bad := range []string{"", "Local", "Mars/Olympus", "7", "+05:30", "asia colombo", "../etc/passwd", "Asia/Colombo.", "IST"} {
		_, err := ParseZone(bad)
		assert.Error(t, err, bad)
	}
}

func TestZoneOfCountry(t *testing.T) {
	assert.Equal(t, "Asia/Colombo", ZoneOfCountry("Sri Lanka"))
	assert.Equal(t, "Asia/Kolkata", ZoneOfCountry("India"))
	assert.Equal(t, "Europe/London", ZoneOfCountry("United Kingdom"))
	assert.Equal(t, "America/New_York", ZoneOfCountry("United States"))
	assert.Equal(t, "Asia/Colombo", ZoneOfCountry("Atlantis"))
}
