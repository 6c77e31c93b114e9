package profile_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models/modelstest"
	"cerebro/models/profile"
)

// The expiry sweep's reads at their boundaries: warned from 30 days ahead
// to the expiry day, once per expiry date; lapsed from the day after.
func TestCredentialExpiryBoundaries(t *testing.T) {
	f := modelstest.NewFixture(t)
	ctx := context.Background()
	s := profile.New(f.Store.DB)
	today := time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC)
	day := func(n int) *time.Time { d := today.AddDate(0, 0, n); return &d }
	id := f.Consultant.ID
	submit := func(expires *time.Time) {
		t.Helper()
		_, err := s.SubmitCredential(ctx, profile.Credential{ConsultantID: id, Body: "SLMC", Number: "12345", ExpiresOn: expires,
			DocumentName: "0123456789abcdef0123456789abcdef.pdf"}, today)
		require.NoError(t, err)
	}
	warned := func(on time.Time) bool {
		due, err := s.CredentialsToWarn(ctx, on)
		require.NoError(t, err)
		for _, d := range due {
			if d.ConsultantID == id {
				return true
			}
		}
		return false
	}

	submit(day(31))
	assert.False(t, warned(today), "31 days ahead: not yet")
	assert.True(t, warned(today.AddDate(0, 0, 1)), "30 days ahead: warned")
	require.NoError(t, s.MarkExpiryWarned(ctx, id, *day(31)))
	assert.False(t, warned(today.AddDate(0, 0, 1)), "once")

	submit(day(60))
	assert.True(t, warned(today.AddDate(0, 0, 30)), "a renewal with a new date is warned again")

	submit(day(0))
	lapsed, err := s.LapseExpired(ctx, today)
	require.NoError(t, err)
	assert.Zero(t, lapsed, "valid through its expiry day")
	_, err = s.LapseExpired(ctx, today.AddDate(0, 0, 1))
	require.NoError(t, err)
	var isLapsed bool
	require.NoError(t, f.Store.DB.Raw(`SELECT credential_lapsed FROM consultants WHERE id = ?`, id).Scan(&isLapsed).Error)
	assert.True(t, isLapsed, "the day after: out of search and booking")
	var status string
	require.NoError(t, f.Store.DB.Raw(`SELECT status FROM consultant_search WHERE id = ?`, id).Scan(&status).Error)
	assert.Equal(t, "CREDENTIAL_LAPSED", status, "the search's copy leaves them out")
}
