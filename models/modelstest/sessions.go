package modelstest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/models/gateway"
	"cerebro/models/refund"
	"cerebro/rules"
)

// Session stores one paid booking of consultee ce with the consultant, in a
// slot starting at start, with the booking's status. It is paid the way the
// checkout pays (into the ledger), so the session, payout and ledger tests
// start from the rows a real payment leaves.
func (f *Fixture) Session(t *testing.T, ce int64, start time.Time, price int64, status models.BookingStatus) int64 {
	return f.DiscountedSession(t, ce, start, price, 0, status)
}

// DiscountedSession is Session with a promo code's discount off the price:
// the consultee paid price − discount, the shares are of the full price.
func (f *Fixture) DiscountedSession(t *testing.T, ce int64, start time.Time, price, discount int64, status models.BookingStatus) int64 {
	slot := models.Slot{ConsultantID: f.Consultant.ID, StartsAt: start, EndsAt: start.Add(30 * time.Minute),
		SlotSize: 30, Price: price, Status: models.SlotBooked}
	require.NoError(t, f.Store.DB.Create(&slot).Error)
	platform, consultant := rules.SplitCommission(price)
	inv := models.Invoice{Cref: fmt.Sprintf("T-%d", slot.ID), ConsulteeID: ce, ConsultantID: f.Consultant.ID,
		PaymentMethod: models.PayOnline, Status: models.InvoicePendingPayment, TotalAmount: price - discount, PlatformAmount: platform,
		ConsultantAmount: consultant, Currency: "LKR", HoldExpiresAt: start, DiscountCents: discount}
	require.NoError(t, f.Store.DB.Create(&inv).Error)
	b := models.Booking{InvoiceID: inv.ID, CerebroslotID: slot.ID, ConsulteeID: ce, ConsultantID: f.Consultant.ID,
		BookingDate: start, Status: models.BookingPending, RoomName: fmt.Sprintf("room-%d", slot.ID), DiscountCents: discount}
	require.NoError(t, f.Store.DB.Create(&b).Error)
	_, err := checkout.New(f.Store.DB).ConfirmPayment(context.Background(), models.Confirmation{InvoiceID: inv.ID, PaymentID: fmt.Sprintf("p-%d", inv.ID)})
	require.NoError(t, err)
	require.NoError(t, f.Store.DB.Model(&b).Update("status", status).Error)
	return b.ID
}

// Refund opens a technical-fault refund of 1 cent on the booking and gives
// it the status asked for.
func (f *Fixture) Refund(t *testing.T, bookingID int64, status models.RefundStatus) {
	_, _, err := refund.New(f.Store.DB).Open(context.Background(), bookingID, refund.Opening{
		Cause: models.CauseTechnicalFault, Status: models.RefundRequested, Requested: 1, Suggested: 1})
	require.NoError(t, err)
	require.NoError(t, f.Store.DB.Exec("UPDATE refunds SET status = ?, amount = 1 WHERE booking_id = ?", status, bookingID).Error)
}

// PaidRefund records a refund of amount on a booking, paid at the gateway.
func (f *Fixture) PaidRefund(t *testing.T, bookingID, amount int64) int64 {
	t.Helper()
	ctx := context.Background()
	r, _, err := refund.New(f.Store.DB).Open(ctx, bookingID, refund.Opening{Cause: models.CauseTechnicalFault,
		Status: models.RefundApproved, Requested: amount, Amount: amount})
	require.NoError(t, err)
	require.NoError(t, gateway.New(f.Store.DB).MarkRefundPaid(ctx, r.ID, "rf", time.Now()))
	return r.ID
}

// Priced is an AVAILABLE 30-minute slot of the consultant at a price.
func (f *Fixture) Priced(t *testing.T, start time.Time, price int64) models.Slot {
	t.Helper()
	s := models.Slot{ConsultantID: f.Consultant.ID, StartsAt: start, EndsAt: start.Add(30 * time.Minute), SlotSize: 30,
		Price: price, Status: models.SlotAvailable}
	require.NoError(t, f.Store.DB.Create(&s).Error)
	return s
}

// RefundsOf is every refund of the booking, oldest first.
func (f *Fixture) RefundsOf(t *testing.T, bookingID int64) []refund.Refund {
	t.Helper()
	var rs []refund.Refund
	require.NoError(t, f.Store.DB.Where("booking_id = ?", bookingID).Order("id").Find(&rs).Error)
	return rs
}
