package checkout_test

import (
	"github.com/stretchr/testify/mock"
	"go.temporal.io/sdk/temporal"

	"cerebro/models"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
)

// upserted records every InvoiceStatus the checkout upserts, in order.
func (s *checkoutSuite) upserted() *[]string {
	var statuses []string
	s.env.OnUpsertTypedSearchAttributes(mock.Anything).Run(func(args mock.Arguments) {
		if status, ok := args.Get(0).(temporal.SearchAttributes).GetKeyword(workflows.InvoiceStatusKey); ok {
			statuses = append(statuses, status)
		}
	}).Return(nil)
	return &statuses
}

// expire runs an ONLINE checkout started with statusAtStart until its hold
// expires unpaid.
func (s *checkoutSuite) expire(statusAtStart models.InvoiceStatus) {
	s.holdsSlots()
	s.releases()
	s.env.ExecuteWorkflow(checkoutwf.Checkout, checkoutwf.CheckoutInput{InvoiceID: invoiceID, ConsulteeID: 5, ConsultantID: 6,
		SlotIDs: []int64{11, 12}, Method: models.PayOnline, BookingDate: t0, PaymentHold: hold, StatusAtStart: statusAtStart})
	s.Require().True(s.env.IsWorkflowCompleted())
	s.Require().NoError(s.env.GetWorkflowError())
}

// A checkout started with its status (every checkout since v1.1.0) holds
// the slots without an upsert — one visibility write less per booking —
// and still upserts the status it ends in.
func (s *checkoutSuite) TestAHoldStartedWithItsStatusUpsertsOnlyTheEnd() {
	statuses := s.upserted()
	s.expire(models.InvoicePendingPayment)
	s.Equal([]string{string(models.InvoiceFailed)}, *statuses)
	atStart := temporal.NewSearchAttributes(checkoutwf.StartAttributes(checkoutwf.CheckoutInput{StatusAtStart: models.InvoicePendingPayment})...)
	status, _ := atStart.GetKeyword(workflows.InvoiceStatusKey)
	s.Equal("PENDING_PAYMENT", status, "the start sets what the hold would have upserted")
}

// A checkout started before v1.1.0 (no status at its start) upserts the
// status once held, as its recorded history says.
func (s *checkoutSuite) TestAHoldStartedWithoutItsStatusUpsertsItOnceHeld() {
	statuses := s.upserted()
	s.expire("")
	s.Equal([]string{string(models.InvoicePendingPayment), string(models.InvoiceFailed)}, *statuses)
	s.Empty(checkoutwf.StartAttributes(checkoutwf.CheckoutInput{}), "nothing beside the parties")
}
