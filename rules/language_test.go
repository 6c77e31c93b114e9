package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
)

func TestParseLanguage(t *testing.T) {
	for raw, want := range map[string]string{"en": "en", "si": "si", "ta": "ta", " si ": "si"} {
		got, err := ParseLanguage(raw)
		require.NoError(t, err, raw)
		assert.Equal(t, want, got, raw)
	}
	for _, bad := range []string{"", "EN", "fr", "sinhala", "si-LK", "en,si"} {
		_, err := ParseLanguage(bad)
		e, ok := apperr.As(err)
		require.True(t, ok, bad)
		assert.Equal(t, ErrLanguage, e.Code, bad)
		assert.Equal(t, MsgLanguage, e.Error(), bad)
	}
}
