package rules_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/rules"
)

func TestCheckReschedule(t *testing.T) {
	now := at(t, "2030-03-01T04:00:00Z")
	day, sec := 24*time.Hour, time.Second
	for _, tc := range []struct {
		name               string
		from, to           time.Time
		oldPrice, newPrice int64
		refusal            string
	}{
		{"both more than a day ahead, same price", now.Add(2 * day), now.Add(3 * day), 250000, 250000, ""},
		{"a cheaper slot (not yet)", now.Add(2 * day), now.Add(3 * day), 250000, 200000, "must cost the same"},
		{"booked slot exactly a day ahead", now.Add(day), now.Add(3 * day), 250000, 250000, "more than 24 hours before it starts"},
		{"booked slot a day and a second ahead", now.Add(day + sec), now.Add(3 * day), 250000, 250000, ""},
		{"new slot exactly a day ahead", now.Add(2 * day), now.Add(day), 250000, 250000, "new slot must start more than 24 hours"},
		{"the same slot", now.Add(2 * day), now.Add(2 * day), 250000, 250000, "already booked"},
		{"a dearer slot", now.Add(2 * day), now.Add(3 * day), 250000, 250001, "must cost the same"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := rules.CheckReschedule(tc.from, tc.to, tc.oldPrice, tc.newPrice, now)
			if tc.refusal == "" {
				assert.NoError(t, err)
				return
			}
			e, ok := apperr.As(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, http.StatusConflict, e.Status)
			assert.Contains(t, e.Message, tc.refusal)
		})
	}
}
