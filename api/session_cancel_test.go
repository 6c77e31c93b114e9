package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/models/session"
	"cerebro/rules"
)

// Cancellations, faults and the admin's refund decisions, end to end: the
// session workflow decides with the refund policy and the simulator refunds.

func cancel(t testing.TB, p paid, token string) response {
	t.Helper()
	return call(t, "POST", path("/booking/%d/cancel", p.bookingID), token, map[string]any{"reason": "Something came up"})
}

func TestConsulteeCancellingEarlyIsRefundedAtOnce(t *testing.T) {
	p := paidSession(t, tomorrow())
	assert.Equal(t, http.StatusForbidden, cancel(t, p, newShopper(t).token).Status, "a stranger consultee")
	assert.Equal(t, http.StatusForbidden, cancel(t, p, newSeller(t).token).Status, "the consultant of another booking")
	assert.Equal(t, http.StatusForbidden, cancel(t, p, adminToken(t)).Status, "the admin")

	res := cancel(t, p, p.shopper.token)

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Contains(t, res.message(), "full refund")
	refund := res.Body["refund"].(map[string]any)
	assert.Equal(t, string(models.RefundPaid), refund["status"])
	assert.EqualValues(t, slotPrice, refund["amount"])
	assert.Equal(t, models.BookingCancelled, bookingRow(t, p.bookingID).Status)
	assert.Equal(t, models.SlotAvailable, slotRow(t, p.slotID).Status, "the slot can be booked again")
	require.Len(t, refundsOf(t, p.paymentID), 1)
	assert.Equal(t, slotPrice, refundsOf(t, p.paymentID)[0].AmountCents)
	assert.Equal(t, models.RefundPaid, refundOfBooking(t, p.bookingID).Status)
	assert.Equal(t, http.StatusConflict, cancel(t, p, p.shopper.token).Status, "once")

	invoices := call(t, "GET", path("/invoice/consultee/%d", p.shopper.id), p.shopper.token, nil)
	assert.Contains(t, string(invoices.Raw), `"refunds":[{"status":"PAID","amount":250000,"method":"ONLINE","cause":"CONSULTEE_CANCEL","paidAt":"`)
	assert.Contains(t, string(invoices.Raw), `"bookingStatus":"CANCELLED","cancelledBy":"CONSULTEE"`, "My Bookings says it was cancelled, and by whom")

	// The cancelled booking moves to Previous, for both parties, saying who cancelled.
	for _, list := range []response{
		call(t, "GET", path("/booking/consultee/%d/previous", p.shopper.id), p.shopper.token, nil),
		call(t, "GET", path("/booking/consultant/%d/previous", p.seller.id), p.seller.token, nil),
	} {
		require.Equal(t, http.StatusOK, list.Status, "%s", list.Raw)
		assert.Contains(t, string(list.Raw), fmt.Sprintf(`{"id":%d,`, p.bookingID))
		assert.Contains(t, string(list.Raw), `"status":"CANCELLED","joinOpensIn":0,"cancelledBy":"CONSULTEE"`)
	}
	upcoming := call(t, "GET", path("/booking/consultee/%d", p.shopper.id), p.shopper.token, nil)
	assert.NotContains(t, string(upcoming.Raw), fmt.Sprintf(`{"id":%d,`, p.bookingID))

	unpaid := newShopper(t)
	invoiceID, bookings := mustBook(t, unpaid, "ONLINE", p.seller.id, openSlots(t, p.seller.id, tomorrow().Add(3*time.Hour), 1)[0])
	cancelled := call(t, "DELETE", path("/invoice/%d", invoiceID), unpaid.token, nil)
	require.Contains(t, []int{http.StatusOK, http.StatusAccepted}, cancelled.Status, "%s", cancelled.Raw)
	awaitInvoice(t, invoiceID, models.InvoiceFailed, 10*time.Second)
	never := call(t, "GET", path("/booking/consultee/%d/previous", unpaid.id), unpaid.token, nil)
	assert.NotContains(t, string(never.Raw), fmt.Sprintf(`{"id":%d,`, bookings[0]), "a booking never paid is not a previous booking")
}

func TestLateConsulteeCancellationIsDecidedByTheAdmin(t *testing.T) {
	p := paidSession(t, time.Now().UTC().Add(2*time.Hour).Truncate(time.Minute))
	admin := adminToken(t)

	res := cancel(t, p, p.shopper.token)

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, string(models.RefundRequested), res.Body["refund"].(map[string]any)["status"])
	assert.Equal(t, models.SlotAvailable, slotRow(t, p.slotID).Status)
	row := refundOfBooking(t, p.bookingID)
	assert.Equal(t, "Something came up", row.Note)
	assert.Empty(t, refundsOf(t, p.paymentID), "nothing paid before the admin decides")

	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/refunds?status=REQUESTED"), p.shopper.token, nil).Status)
	list := call(t, "GET", path("/refunds?status=REQUESTED"), admin, nil)
	require.Equal(t, http.StatusOK, list.Status, "%s", list.Raw)
	var mine map[string]any
	for _, r := range list.raw(t) {
		if int64(r["id"].(float64)) == row.ID {
			mine = r
		}
	}
	require.NotNil(t, mine, "the request is in the admin's list")
	assert.Equal(t, "CONSULTEE_CANCEL", mine["cause"])
	assert.Equal(t, "ONLINE", mine["method"])
	assert.EqualValues(t, slotPrice, mine["requestedAmount"])
	assert.EqualValues(t, 0, mine["suggestedAmount"])
	assert.Equal(t, "Kamala Silva", mine["consulteeName"])
	assert.Equal(t, "Nimal Perera", mine["consultantName"])
	assert.NotEmpty(t, mine["slotDate"])

	tooMuch := call(t, "PUT", path("/refunds/%d", row.ID), admin, map[string]any{"amount": slotPrice + 1})
	assert.Equal(t, http.StatusBadRequest, tooMuch.Status)
	decided := call(t, "PUT", path("/refunds/%d", row.ID), admin, map[string]any{"amount": 100000, "adminRemark": "Half, as a courtesy"})
	require.Equal(t, http.StatusOK, decided.Status, "%s", decided.Raw)
	// PayHere refunds whole payments only: part of one is a bank transfer the admin owes.
	got := refundOfBooking(t, p.bookingID)
	assert.Equal(t, models.RefundApproved, got.Status)
	require.NotNil(t, got.Amount)
	assert.Equal(t, int64(100000), *got.Amount)
	assert.Contains(t, got.PayoutNote, "PayHere refunds whole payments only")
	assert.Empty(t, refundsOf(t, p.paymentID), "nothing through the gateway")
	assert.Equal(t, "Half, as a courtesy", got.AdminRemark)
	assert.Equal(t, http.StatusConflict, call(t, "PUT", path("/refunds/%d", row.ID), admin, map[string]any{"amount": 0}).Status)
}

func TestConsultantCancellingRefundsInFullAndIsPenalised(t *testing.T) {
	p := paidSession(t, time.Now().UTC().Add(3*time.Hour).Truncate(time.Minute))

	res := cancel(t, p, p.seller.token)

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, string(models.RefundPaid), res.Body["refund"].(map[string]any)["status"])
	assert.EqualValues(t, slotPrice, res.Body["refund"].(map[string]any)["amount"])
	require.Len(t, refundsOf(t, p.paymentID), 1)
	var penalties []session.Penalty
	require.NoError(t, env.store.DB.Where("booking_id = ?", p.bookingID).Find(&penalties).Error)
	require.Len(t, penalties, 1)
	assert.Equal(t, p.seller.id, penalties[0].ConsultantID)
	assert.Equal(t, models.SlotBooked, slotRow(t, p.slotID).Status, "the slot is not resold")
	assert.Equal(t, models.CancelledByConsultant, *bookingRow(t, p.bookingID).CancelledBy)

	earnings := call(t, "GET", path("/consultant/earnings?consultantId=%d", p.seller.id), p.seller.token, nil)
	require.Equal(t, http.StatusOK, earnings.Status, "%s", earnings.Raw)
	listed := earnings.Body["penalties"].([]any)
	require.Len(t, listed, 1, "the penalty is listed beside the earnings")
	line := listed[0].(map[string]any)
	assert.EqualValues(t, p.bookingID, line["bookingId"])
	assert.Equal(t, models.PenaltyCancelled, line["reason"])
	assert.EqualValues(t, rules.PenaltyOf(slotPrice), line["amount"])
	assert.EqualValues(t, rules.PenaltyOf(slotPrice), earnings.Body["penaltyTotal"])
}

func TestTechnicalFaultIsReportedByTheConsulteeAndDecidedByTheAdmin(t *testing.T) {
	p := followedUpSession(t)
	fault := func(token string) response {
		return call(t, "POST", path("/booking/%d/fault", p.bookingID), token, map[string]any{"description": "No sound at all"})
	}
	assert.Equal(t, http.StatusForbidden, fault(p.seller.token).Status, "the consultant does not report faults")
	assert.Equal(t, http.StatusForbidden, fault(newShopper(t).token).Status)
	assert.Equal(t, http.StatusBadRequest, call(t, "POST", path("/booking/%d/fault", p.bookingID), p.shopper.token,
		map[string]any{"description": strings.Repeat("a", 1001)}).Status)

	res := fault(p.shopper.token)

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, string(models.RefundRequested), res.Body["refund"].(map[string]any)["status"])
	assert.EqualValues(t, slotPrice, res.Body["refund"].(map[string]any)["amount"])
	assert.Equal(t, http.StatusConflict, fault(p.shopper.token).Status, "once")
	row := refundOfBooking(t, p.bookingID)
	assert.Equal(t, int64(slotPrice), *row.SuggestedAmount, "a full refund by default")
	assert.Equal(t, models.BookingCompleted, bookingRow(t, p.bookingID).Status)

	decided := call(t, "PUT", path("/refunds/%d", row.ID), adminToken(t),
		map[string]any{"amount": slotPrice, "adminRemark": "Sorry about the sound."})
	require.Equal(t, http.StatusOK, decided.Status, "%s", decided.Raw)
	require.Eventually(t, func() bool { return refundOfBooking(t, p.bookingID).Status == models.RefundPaid },
		10*time.Second, 50*time.Millisecond)
	assert.Len(t, refundsOf(t, p.paymentID), 1)
	inv := call(t, "GET", path("/invoice/%d", p.invoiceID), p.shopper.token, nil)
	require.Equal(t, http.StatusOK, inv.Status, "%s", inv.Raw)
	line := inv.Body["refunds"].([]any)[0].(map[string]any)
	assert.Equal(t, map[string]any{"status": "PAID", "cause": "TECHNICAL_FAULT", "adminRemark": "Sorry about the sound."},
		map[string]any{"status": line["status"], "cause": line["cause"], "adminRemark": line["adminRemark"]}, "the consultee sees the refund and the admin's words")
	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/invoice/%d", p.invoiceID), newShopper(t).token, nil).Status)
	assert.Equal(t, http.StatusOK, call(t, "GET", path("/invoice/%d", p.invoiceID), adminToken(t), nil).Status)

	late := heldSession(t, 7*24*time.Hour+time.Hour) // no session workflow any more either
	res = call(t, "POST", path("/booking/%d/fault", late.bookingID), late.shopper.token, map[string]any{"description": "x"})
	assert.Equal(t, http.StatusConflict, res.Status)
}

func TestAnUnsatisfactorySessionIsReportedWithinSevenDaysAndRefundsNothingUndecided(t *testing.T) {
	p := followedUpSession(t)
	report := func(body map[string]any) response {
		return call(t, "POST", path("/booking/%d/fault", p.bookingID), p.shopper.token, body)
	}
	for name, c := range map[string]struct {
		body map[string]any
		msg  string
	}{
		"unknown cause":   {map[string]any{"cause": "RUDE", "description": "x"}, "cause must be TECHNICAL_FAULT or UNSATISFACTORY."},
		"cause of a type": {map[string]any{"cause": 3, "description": "x"}, `Field "cause" must be of type string.`},
		"no description":  {map[string]any{"cause": "UNSATISFACTORY"}, "Please describe what went wrong."},
		"a blank one":     {map[string]any{"cause": "UNSATISFACTORY", "description": "  \n "}, "Please describe what went wrong."},
	} {
		res := report(c.body)
		assert.Equal(t, http.StatusBadRequest, res.Status, name)
		assert.Equal(t, c.msg, res.message(), name)
	}

	mine := call(t, "GET", path("/booking/consultee/%d/previous", p.shopper.id), p.shopper.token, nil)
	assert.Contains(t, string(mine.Raw), `"canRate":true,"canReportProblem":true`, "the app offers both")
	theirs := call(t, "GET", path("/booking/consultant/%d/previous", p.seller.id), p.seller.token, nil)
	assert.Contains(t, string(theirs.Raw), `"canRate":true,"canReportProblem":false`, "the consultant rates, never reports")
	old := heldSession(t, 8*24*time.Hour)
	gone := call(t, "GET", path("/booking/consultee/%d/previous", old.shopper.id), old.shopper.token, nil)
	assert.Contains(t, string(gone.Raw), `"canRate":false,"canReportProblem":false`, "both windows closed after 7 days")

	res := report(map[string]any{"cause": "UNSATISFACTORY", "description": "The advice was outside the stated expertise."})

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, string(models.RefundRequested), res.Body["refund"].(map[string]any)["status"])
	after := call(t, "GET", path("/booking/consultee/%d/previous", p.shopper.id), p.shopper.token, nil)
	assert.Contains(t, string(after.Raw), `"canReportProblem":false`, "one claim per session: the button goes")
	row := refundOfBooking(t, p.bookingID)
	assert.Equal(t, models.CauseUnsatisfactory, row.Cause)
	assert.Equal(t, int64(0), *row.SuggestedAmount, "undecided, an unsatisfactory session is not refunded")
	assert.Equal(t, "The advice was outside the stated expertise.", row.Note)
}

// A request recorded without a workflow is carried out by the booking's
// Refund workflow, which the api starts with the admin's decision.
func TestRefundDecisionWithoutARunningSessionIsCarriedOut(t *testing.T) {
	p := heldSession(t, 2*time.Hour)
	r, _, err := env.stores.Refund.Open(t.Context(), p.bookingID, refund.Opening{Cause: models.CauseTechnicalFault,
		Status: models.RefundRequested, Requested: slotPrice, Suggested: slotPrice})
	require.NoError(t, err)

	res := call(t, "PUT", path("/refunds/%d", r.ID), adminToken(t), map[string]any{"amount": 50000, "adminRemark": "Partly"})

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	require.Eventually(t, func() bool { return refundOfBooking(t, p.bookingID).Status == models.RefundPaid },
		10*time.Second, 50*time.Millisecond)
	require.Len(t, refundsOf(t, p.paymentID), 1)
	assert.Equal(t, int64(50000), refundsOf(t, p.paymentID)[0].AmountCents)

	rejected := heldSession(t, 2*time.Hour)
	r, _, err = env.stores.Refund.Open(t.Context(), rejected.bookingID, refund.Opening{Cause: models.CauseTechnicalFault,
		Status: models.RefundRequested, Requested: slotPrice, Suggested: slotPrice})
	require.NoError(t, err)
	res = call(t, "PUT", path("/refunds/%d", r.ID), adminToken(t), map[string]any{"amount": 0, "adminRemark": "Worked fine"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "Refund rejected.", res.message())
	assert.Equal(t, models.RefundRejected, refundOfBooking(t, rejected.bookingID).Status)
	assert.Empty(t, refundsOf(t, rejected.paymentID))
	assert.Equal(t, http.StatusBadRequest, call(t, "PUT", path("/refunds/%d", r.ID), adminToken(t), map[string]any{}).Status, "amount required")
}
