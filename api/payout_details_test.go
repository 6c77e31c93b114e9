package api_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/rules"
)

// A verified consultant's change of where payouts go mails the consultant
// and holds payouts until the admin confirms it; the admin's own change of
// the details needs no confirmation.
func TestChangedBankDetailsHoldPayoutsUntilTheAdminConfirms(t *testing.T) {
	ctx := context.Background()
	periodStart, periodEnd, err := rules.PayoutPeriod(rules.PayoutMonthly, time.Now())
	require.NoError(t, err)
	p := storedBooking(t, periodEnd.Add(-rules.ClaimWindow-2*time.Hour), models.BookingCompleted)
	profile := path("/consultant/%d", p.seller.id)

	same := consultantBody()
	same["bank"], same["bankBranch"], same["accNumber"] = "BOC", "Colombo", "123" // newSeller's details
	require.Equal(t, http.StatusOK, call(t, "PUT", profile, p.seller.token, same).Status)
	assert.Empty(t, inbox(p.seller.email), "a save that keeps the account changes nothing")

	moved := consultantBody() // Commercial Bank, Kollupitiya, 1002003004
	res := call(t, "PUT", profile, p.seller.token, moved)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.NotEmpty(t, res.Body["bankChangePendingSince"])
	mail := lastMail(t, p.seller.email, "Your payout bank details were changed")
	assert.Contains(t, mail.Body, "Account ending 3004")
	assert.NotContains(t, mail.Body, "1002003004", "never the whole number")

	run, err := env.stores.Payout.Open(ctx, periodStart, periodEnd)
	require.NoError(t, err)
	mine, err := env.stores.Payout.OfConsultant(ctx, p.seller.id)
	require.NoError(t, err)
	assert.Empty(t, mine, "held while the change waits")
	assert.Positive(t, run.Carried)

	confirm := path("/consultant/%d/confirmBankDetails", p.seller.id)
	admin := adminToken(t)
	seen := bankDetailsVersion(t, profile, admin) // what the admin reviewed
	assert.Equal(t, http.StatusForbidden, call(t, "PUT", confirm, p.seller.token, map[string]any{"confirm": true, "version": seen}).Status)
	assert.Equal(t, http.StatusBadRequest, call(t, "PUT", confirm, admin, map[string]any{"confirm": false, "version": seen}).Status)
	assert.Equal(t, http.StatusBadRequest, call(t, "PUT", confirm, admin, map[string]any{"confirm": true}).Status, "which version?")

	// The consultant changes the account again while the admin looks at the old one.
	again := consultantBody()
	again["accNumber"] = "9998887776"
	require.Equal(t, http.StatusOK, call(t, "PUT", profile, p.seller.token, again).Status)
	stale := call(t, "PUT", confirm, admin, map[string]any{"confirm": true, "version": seen})
	require.Equal(t, http.StatusConflict, stale.Status, "%s", stale.Raw)
	assert.Contains(t, stale.Body["message"], "review them again")
	_, err = env.stores.Payout.Open(ctx, periodStart, periodEnd)
	require.NoError(t, err)
	mine, err = env.stores.Payout.OfConsultant(ctx, p.seller.id)
	require.NoError(t, err)
	assert.Empty(t, mine, "still held: the admin never confirmed the account now stored")

	require.Equal(t, http.StatusOK, call(t, "PUT", profile, p.seller.token, moved).Status, "back to the reviewed account")
	reviewed := bankDetailsVersion(t, profile, admin)
	assert.Greater(t, reviewed, seen, "a change back is a new version too")
	ok := call(t, "PUT", confirm, admin, map[string]any{"confirm": true, "version": reviewed})
	require.Equal(t, http.StatusOK, ok.Status, "%s", ok.Raw)
	assert.Equal(t, http.StatusConflict, call(t, "PUT", confirm, admin, map[string]any{"confirm": true, "version": reviewed}).Status,
		"nothing left to confirm")

	_, err = env.stores.Payout.Open(ctx, periodStart, periodEnd)
	require.NoError(t, err)
	mine, err = env.stores.Payout.OfConsultant(ctx, p.seller.id)
	require.NoError(t, err)
	require.Len(t, mine, 1, "paid once confirmed")
	assert.Equal(t, "1002003004", mine[0].Account)

	byAdmin := consultantBody()
	byAdmin["accNumber"] = "5556667778"
	res = call(t, "PUT", profile, admin, byAdmin)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Nil(t, res.Body["bankChangePendingSince"], "the admin vouches for its own change")
}

// bankDetailsVersion is the version of the consultant's bank details the
// admin's view of the profile shows.
func bankDetailsVersion(t *testing.T, profile, admin string) int {
	t.Helper()
	res := call(t, "GET", profile, admin, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	v, ok := res.Body["bankDetailsVersion"].(float64)
	require.True(t, ok, "%s", res.Raw)
	return int(v)
}
