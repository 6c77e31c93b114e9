package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/models/stores"
	"cerebro/rules"
	"cerebro/workflows"
)

func reschedule(t *testing.T, token string, bookingID int64, body any) response {
	t.Helper()
	return call(t, "POST", path("/booking/%d/reschedule", bookingID), token, body)
}

func TestTheConsulteeReschedulesOnceToAnotherSlotOfTheSameConsultant(t *testing.T) {
	p := paidSession(t, tomorrow().Add(24*time.Hour))
	later := openSlots(t, p.seller.id, tomorrow().Add(48*time.Hour), 1)[0]
	soonSlot := openSlots(t, p.seller.id, time.Now().UTC().Add(20*time.Hour).Truncate(time.Hour), 1)[0]
	other := openSlots(t, newSeller(t).id, tomorrow().Add(48*time.Hour), 1)[0]
	dearer := models.Slot{ConsultantID: p.seller.id, StartsAt: tomorrow().Add(50 * time.Hour), EndsAt: tomorrow().Add(50*time.Hour + 30*time.Minute),
		SlotSize: 30, Price: slotPrice + 50000, Status: models.SlotAvailable}
	require.NoError(t, env.store.DB.Omit("Consultant").Create(&dearer).Error)

	assert.Equal(t, http.StatusForbidden, reschedule(t, newShopper(t).token, p.bookingID, map[string]any{"cerebroslotId": later}).Status)
	assert.Equal(t, http.StatusForbidden, reschedule(t, p.seller.token, p.bookingID, map[string]any{"cerebroslotId": later}).Status,
		"the consultant cancels, never moves")
	for name, c := range map[string]struct {
		body   any
		status int
		msg    string
	}{
		"no slot":               {map[string]any{}, http.StatusBadRequest, "cerebroslotId must be a positive whole number."},
		"a slot id of a type":   {map[string]any{"cerebroslotId": "soon"}, http.StatusBadRequest, `Field "cerebroslotId" must be of type number.`},
		"another consultant's":  {map[string]any{"cerebroslotId": other}, http.StatusConflict, "That slot is not one of this consultant's available slots."},
		"no such slot":          {map[string]any{"cerebroslotId": 99999999}, http.StatusConflict, "That slot is not one of this consultant's available slots."},
		"within 24 hours":       {map[string]any{"cerebroslotId": soonSlot}, http.StatusConflict, "The new slot must start more than 24 hours from now."},
		"a dearer slot":         {map[string]any{"cerebroslotId": dearer.ID}, http.StatusConflict, "The new slot must not cost more than the booked one."},
		"the slot already held": {map[string]any{"cerebroslotId": p.slotID}, http.StatusConflict, "That slot is not one of this consultant's available slots."},
	} {
		res := reschedule(t, p.shopper.token, p.bookingID, c.body)
		assert.Equal(t, c.status, res.Status, "%s: %s", name, res.Raw)
		assert.Equal(t, c.msg, res.message(), name)
	}

	res := reschedule(t, p.shopper.token, p.bookingID, map[string]any{"cerebroslotId": later})

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.EqualValues(t, p.bookingID, res.Body["id"], "the booking keeps its id")
	assert.EqualValues(t, 0, res.Body["refundedCents"], "the same price: nothing to refund")
	var refunds int64
	require.NoError(t, env.store.DB.Model(&refund.Refund{}).Where("booking_id = ?", p.bookingID).Count(&refunds).Error)
	assert.Zero(t, refunds)
	from := res.Body["rescheduledFrom"].(map[string]any)
	assert.EqualValues(t, p.slotID, from["id"])
	assert.Equal(t, rules.ColomboDate(p.start), from["startDate"])
	assert.Equal(t, models.SlotBooked, slotRow(t, later).Status)
	assert.Equal(t, models.SlotAvailable, slotRow(t, p.slotID).Status, "the old slot can be booked again")
	b := bookingRow(t, p.bookingID)
	assert.Equal(t, later, b.CerebroslotID)
	require.NotNil(t, b.RescheduledFrom)
	assert.Equal(t, p.slotID, *b.RescheduledFrom)
	newStart := slotRow(t, later).StartsAt
	require.Eventually(t, func() bool {
		return sessionStatus(t, p.bookingID).JoinOpensAt.Equal(newStart.Add(-env.cfg.JoinEarly))
	}, 10*time.Second, 50*time.Millisecond, "the session's timers follow the new slot")
	require.Eventually(t, func() bool { return len(env.outbox.To(p.seller.email)) > 0 && len(env.outbox.To(p.shopper.email)) > 0 },
		10*time.Second, 50*time.Millisecond)
	for _, to := range []string{p.seller.email, p.shopper.email} {
		mails := env.outbox.To(to)
		assert.Equal(t, "Your Cerebro session was rescheduled", mails[len(mails)-1].Subject, to)
	}

	again := reschedule(t, p.shopper.token, p.bookingID, map[string]any{"cerebroslotId": openSlots(t, p.seller.id, tomorrow().Add(72*time.Hour), 1)[0]})
	assert.Equal(t, http.StatusConflict, again.Status)
	assert.Equal(t, "This booking can no longer be rescheduled.", again.message(), "once per booking")
	cancelled := cancel(t, p, p.shopper.token)
	require.Equal(t, http.StatusOK, cancelled.Status, "the moved booking can still be cancelled: %s", cancelled.Raw)
	assert.Equal(t, models.SlotAvailable, slotRow(t, later).Status, "releasing the new slot, not the old one")
}

// pricedSlot is an available slot of the consultant at a price of its own.
func pricedSlot(t testing.TB, consultantID int64, start time.Time, price int64) int64 {
	t.Helper()
	s := models.Slot{ConsultantID: consultantID, StartsAt: start, EndsAt: start.Add(30 * time.Minute), SlotSize: 30,
		Price: price, Status: models.SlotAvailable}
	require.NoError(t, env.store.DB.Omit("Consultant").Create(&s).Error)
	return s.ID
}

func refundRows(t testing.TB, bookingID int64) []refund.Refund {
	t.Helper()
	var rs []refund.Refund
	require.NoError(t, env.store.DB.Where("booking_id = ?", bookingID).Order("id").Find(&rs).Error)
	return rs
}

// A cheaper slot: the move and the refund of the difference are one step;
// the card payment's part goes back the way other partial card refunds do
// (PayHere refunds whole payments only: a bank transfer owed, nothing sent
// to the gateway); a dearer slot changes nothing; a later cancellation
// refunds what the booking costs now.
func TestACheaperSlotRefundsTheDifferenceAndALaterCancellationTheNewPrice(t *testing.T) {
	p := paidSession(t, tomorrow().Add(24*time.Hour))
	newPrice := slotPrice - 50000
	cheaper := pricedSlot(t, p.seller.id, tomorrow().Add(48*time.Hour), newPrice)
	dearer := pricedSlot(t, p.seller.id, tomorrow().Add(50*time.Hour), slotPrice+1)

	refused := reschedule(t, p.shopper.token, p.bookingID, map[string]any{"cerebroslotId": dearer})
	assert.Equal(t, http.StatusConflict, refused.Status, "%s", refused.Raw)
	assert.Equal(t, "The new slot must not cost more than the booked one.", refused.message())
	assert.Equal(t, p.slotID, bookingRow(t, p.bookingID).CerebroslotID, "a dearer slot changes nothing")
	assert.Nil(t, bookingRow(t, p.bookingID).RescheduledFrom)
	assert.Equal(t, models.SlotAvailable, slotRow(t, dearer).Status)
	assert.Equal(t, models.SlotBooked, slotRow(t, p.slotID).Status)
	assert.Empty(t, refundRows(t, p.bookingID))

	res := reschedule(t, p.shopper.token, p.bookingID, map[string]any{"cerebroslotId": cheaper})

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.EqualValues(t, p.bookingID, res.Body["id"])
	assert.EqualValues(t, 50000, res.Body["refundedCents"])
	assert.EqualValues(t, newPrice, res.Body["slotPrice"], "the booking costs the new price now")
	assert.EqualValues(t, p.slotID, res.Body["rescheduledFrom"].(map[string]any)["id"])
	assert.Equal(t, models.SlotBooked, slotRow(t, cheaper).Status)
	assert.Equal(t, models.SlotAvailable, slotRow(t, p.slotID).Status, "the old slot can be booked again")
	d := differenceRefundOf(t, p.bookingID)
	assert.Equal(t, models.CauseRescheduledCheaper, d.Cause)
	assert.Equal(t, string(models.PayOnline), d.Method, "the way the booking was paid")
	assert.Equal(t, int64(50000), d.RequestedAmount)
	require.NotNil(t, d.Amount)
	assert.Equal(t, int64(50000), *d.Amount)
	assert.Equal(t, models.RefundApproved, d.Status, "approved at once: no admin decides the product's own price")
	assert.Contains(t, d.PayoutNote, "PayHere refunds whole payments only", "paid like every partial card refund")
	assert.Empty(t, refundsOf(t, p.paymentID), "nothing sent to the gateway")
	newStart := slotRow(t, cheaper).StartsAt
	require.Eventually(t, func() bool {
		return sessionStatus(t, p.bookingID).JoinOpensAt.Equal(newStart.Add(-env.cfg.JoinEarly))
	}, 10*time.Second, 50*time.Millisecond, "the session's timers follow the new slot")

	mine := lastMail(t, p.shopper.email, "Your Cerebro session was rescheduled")
	assert.Contains(t, mine.Body, "The new slot costs less, so the difference, 500.00 LKR, is refunded to you. It is paid by bank transfer")
	assert.NotContains(t, lastMail(t, p.seller.email, "Your Cerebro session was rescheduled").Body, "refunded",
		"the consultant is not told the consultee's refund")

	invoice := call(t, "GET", path("/invoice/%d", p.invoiceID), p.shopper.token, nil)
	require.Equal(t, http.StatusOK, invoice.Status, "%s", invoice.Raw)
	assert.Contains(t, string(invoice.Raw),
		`{"status":"APPROVED","amount":50000,"method":"ONLINE","cause":"RESCHEDULED_CHEAPER","transferOwed":true}`)
	owed := call(t, "GET", "/api/v1/refunds?status=TRANSFER_OWED", adminToken(t), nil)
	require.Equal(t, http.StatusOK, owed.Status, "%s", owed.Raw)
	assert.Contains(t, string(owed.Raw), fmt.Sprintf(`"id":%d,"bookingId":%d,`, d.ID, p.bookingID), "in the admin's refunds like any other")
	assert.Contains(t, string(owed.Raw), `"cause":"RESCHEDULED_CHEAPER"`)

	cancelled := cancel(t, p, p.shopper.token)

	require.Equal(t, http.StatusOK, cancelled.Status, "%s", cancelled.Raw)
	refund := cancelled.Body["refund"].(map[string]any)
	assert.EqualValues(t, newPrice, refund["amount"], "what the booking costs now, not what was first paid")
	assert.Equal(t, string(models.CauseConsulteeCancel), refund["cause"])
	own := refundOfBooking(t, p.bookingID)
	assert.Equal(t, newPrice, own.RequestedAmount)
	require.NotNil(t, own.Amount)
	assert.Equal(t, newPrice, *own.Amount)
	assert.Len(t, refundRows(t, p.bookingID), 2, "the difference and the cancellation: the whole payment back")
	assert.Equal(t, models.SlotAvailable, slotRow(t, cheaper).Status)
}

// A slip payment's difference goes back by bank transfer, as its other
// refunds do.
func TestACheaperSlotOfASlipBookingIsRefundedByBankTransfer(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	p := paid{shopper: shopper, seller: seller, start: tomorrow().Add(24 * time.Hour)}
	p.slotID = openSlots(t, seller.id, p.start, 1)[0]
	p.invoiceID = uploadedSlip(t, shopper, []int64{p.slotID}, seller.id)
	approved := call(t, "PUT", "/api/v1/payments", adminToken(t), map[string]any{"invoiceId": p.invoiceID,
		"invoiceStatus": "APPROVED", "adminRemark": "Deposit seen"})
	require.Equal(t, http.StatusOK, approved.Status, "%s", approved.Raw)
	awaitInvoice(t, p.invoiceID, models.InvoicePaid, 10*time.Second)
	require.NoError(t, env.store.DB.Raw(`SELECT id FROM bookings WHERE invoice_id = ?`, p.invoiceID).Scan(&p.bookingID).Error)
	require.Eventually(t, func() bool {
		_, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflows.SessionWorkflowID(p.bookingID), "")
		return err == nil
	}, 10*time.Second, 50*time.Millisecond)
	cheaper := pricedSlot(t, seller.id, tomorrow().Add(48*time.Hour), slotPrice-100000)

	res := reschedule(t, shopper.token, p.bookingID, map[string]any{"cerebroslotId": cheaper})

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.EqualValues(t, 100000, res.Body["refundedCents"])
	d := differenceRefundOf(t, p.bookingID)
	assert.Equal(t, string(models.PaySlip), d.Method)
	assert.Equal(t, models.RefundApproved, d.Status, "a bank transfer the admin owes")
	assert.Contains(t, lastMail(t, shopper.email, "Your Cerebro session was rescheduled").Body,
		"the difference, 1,000.00 LKR, is refunded to you. It is paid by bank transfer: give your bank details under My Invoice")
	invoice := call(t, "GET", path("/invoice/%d", p.invoiceID), shopper.token, nil)
	assert.Contains(t, string(invoice.Raw),
		`{"status":"APPROVED","amount":100000,"method":"SLIP","cause":"RESCHEDULED_CHEAPER","transferOwed":true}`)
}

// The consultant earns what the booking costs after a cheaper move, not
// what was first paid, and the refunded difference takes nothing more away.
func TestACheaperMoveEarnsTheConsultantTheNewPrice(t *testing.T) {
	p := paidSession(t, tomorrow().Add(24*time.Hour))
	cheaper := pricedSlot(t, p.seller.id, tomorrow().Add(48*time.Hour), 200000)
	res := reschedule(t, p.shopper.token, p.bookingID, map[string]any{"cerebroslotId": cheaper})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	// Held: completed as the session workflow completes it.
	require.NoError(t, stores.New(env.store.DB).Session.CompleteSession(context.Background(), p.bookingID))
	date := rules.ColomboDate(slotRow(t, cheaper).StartsAt)

	earnings := call(t, "GET", path("/consultant/earnings?consultantId=%d&startDate=%s&endDate=%s", p.seller.id, date, date),
		p.seller.token, nil)

	require.Equal(t, http.StatusOK, earnings.Status, "%s", earnings.Raw)
	assert.EqualValues(t, 1, earnings.Body["bookings"])
	assert.EqualValues(t, 200000, earnings.Body["earned"])
	assert.EqualValues(t, 140000, earnings.Body["consultantShare"])
	assert.EqualValues(t, 60000, earnings.Body["cerebroShare"])
}
