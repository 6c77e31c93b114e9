package checkout

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"cerebro/models"
	"cerebro/models/checkout"
	checkoutwf "cerebro/workflows/checkout"
)

// The checkout workflow starts with everything the checkout area prepared:
// the invoice, the parties, the slots, the method, the date, and the
// configured hold, slip window, join lead and hold limits, the consultee's
// notes, and the status it starts with (so its hold upserts nothing).
func TestCheckoutInputCarriesThePreparedOrder(t *testing.T) {
	day := time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC)
	limits := models.HoldLimits{MaxUnpaid: 3, MaxHeldSlots: 10}
	o := checkout.Order{InvoiceID: 9, ConsulteeID: 5, ConsultantID: 7, SlotIDs: []int64{1, 2}, Method: models.PaySlip,
		BookingDate: day, Keyed: true, Settings: checkout.Settings{PaymentHold: 15 * time.Minute, SlipUploadWindow: 2 * time.Hour,
			JoinEarly: 5 * time.Minute, RebookCooldown: time.Hour, Limits: limits}, Notes: map[int64]string{2: "My lease"}}
	assert.Equal(t, checkoutwf.CheckoutInput{InvoiceID: 9, ConsulteeID: 5, ConsultantID: 7, SlotIDs: []int64{1, 2},
		Method: models.PaySlip, BookingDate: day, PaymentHold: 15 * time.Minute, SlipUploadWindow: 2 * time.Hour,
		JoinEarly: 5 * time.Minute, Limits: limits, StatusAtStart: models.InvoicePendingPayment,
		Notes: map[int64]string{2: "My lease"}}, checkoutInputOf(o))
}
