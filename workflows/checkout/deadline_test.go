package checkout_test

import (
	"context"
	"time"

	"github.com/stretchr/testify/mock"

	checkoutacts "cerebro/activities/checkout"
	refundacts "cerebro/activities/refund"
	"cerebro/models"
	checkoutwf "cerebro/workflows/checkout"
	refundwf "cerebro/workflows/refund"
	"cerebro/workflows/workflowstest"
)

// Every deadline decision sees every message that came before it, and one
// that comes in the same workflow task as the deadline's timer: the worker
// was slow, down or being redeployed, and Temporal hands both over at once.
// SignalWorkflowSkippingWorkflowTask a millisecond before the deadline
// delivers the message without running the workflow, so the next workflow
// task, the deadline timer's, carries both.
const justBefore = workflowstest.JustBefore

// withTheDeadline sends a signal in the same workflow task as a timer that
// fires after d.
func (s *checkoutSuite) withTheDeadline(name string, arg any, d time.Duration) {
	s.env.RegisterDelayedCallback(func() { s.env.SignalWorkflowSkippingWorkflowTask(name, arg) }, d-justBefore)
}

func (s *checkoutSuite) TestPaymentThatCameWithTheHoldDeadlineIsAPayment() {
	s.holdsSlots()
	s.confirms()
	s.notified("pay-1")
	s.withTheDeadline(checkoutwf.PaymentSignal, checkoutwf.Payment{PaymentID: "pay-1", StatusCode: 2, AmountCents: 300000}, hold)

	out := s.run(models.PayOnline)

	s.Equal(models.InvoicePaid, out.Status, "paid in time: never released, never refunded")
	s.Equal("pay-1", out.PaymentID)
	s.Empty(s.released)
	s.Equal(t0.Add(hold), s.env.Now().UTC())
}

func (s *checkoutSuite) TestSlipThatCameWithTheUploadDeadlineGoesToTheAdmin() {
	s.holdsSlots()
	s.slipGoesToTheAdmin()
	s.releases()
	s.withTheDeadline(checkoutwf.SlipUploadedSignal, checkoutwf.SlipUpload{SlipID: 5}, uploadWindow)

	out := s.run(models.PaySlip)

	s.Equal(checkoutwf.ReasonSlipNotReviewed, out.FailureReason, "the slip was taken; only the review never came")
	s.Require().Len(s.released, 1)
	s.True(s.released[0].RefundSlip)
	s.Equal(firstStart, s.releasedAt.UTC())
}

func (s *checkoutSuite) TestDecisionThatCameWithTheReviewDeadlineIsTaken() {
	s.holdsSlots()
	s.slipGoesToTheAdmin()
	s.confirms()
	s.signal(checkoutwf.SlipUploadedSignal, checkoutwf.SlipUpload{SlipID: 5}, time.Hour)
	s.decideRecorded(checkoutwf.SlipDecision{Status: checkoutwf.SlipApproved, AdminRemark: "Deposit seen", DecidedBy: 1},
		firstStart.Sub(t0)-justBefore)

	out := s.run(models.PaySlip)

	s.Equal(models.InvoicePaid, out.Status)
	s.Equal([]models.Confirmation{{InvoiceID: invoiceID, AdminRemark: "Deposit seen", DecidedBy: 1}}, s.confirmed)
	s.Empty(s.released)
}

// A decision still being checked against its record when the review
// deadline fires came in time: the deadline waits for the check.
func (s *checkoutSuite) TestDecisionBeingCheckedAtTheReviewDeadlineIsTaken() {
	s.holdsSlots()
	s.slipGoesToTheAdmin()
	s.confirms()
	s.book.Delay = 300 * time.Millisecond // the database is slow; the deadline's timer fires meanwhile
	s.signal(checkoutwf.SlipUploadedSignal, checkoutwf.SlipUpload{SlipID: 5}, time.Hour)
	res := s.decide(checkoutwf.SlipApproved, "Deposit seen", firstStart.Sub(t0)-justBefore)

	out := s.run(models.PaySlip)

	s.True(res.Done)
	s.NoError(res.Err)
	s.Equal(models.InvoicePaid, out.Status)
	s.Empty(s.released)
}

// A payment that comes with the checkout's last step is refunded before the
// workflow closes: the refund is never left to a child started as it ends.
func (s *checkoutSuite) TestPaymentThatCameWithTheReleaseIsRefundedBeforeTheCheckoutCloses() {
	s.holdsSlots()
	s.env.OnActivity(s.acts.Checkout.ReleaseInvoice, mock.Anything, mock.Anything).After(time.Minute).Return(nil).Once()
	s.env.OnWorkflow(refundwf.RefundPayment, mock.Anything, refundacts.PaymentRefund{InvoiceID: invoiceID, PaymentID: "late-1",
		AmountCents: 300000, Reason: "Invoice 42 could not take this payment"}).Return("rf-1", nil).Once()
	s.notified("late-1")
	s.withTheDeadline(checkoutwf.PaymentSignal, checkoutwf.Payment{PaymentID: "late-1", StatusCode: 2, AmountCents: 300000}, hold+time.Minute)

	out := s.run(models.PayOnline)

	s.Equal(checkoutwf.ReasonHoldExpired, out.FailureReason) // AfterTest: the refund started, once
}

// slipGoesToTheAdmin expects the invoice to be put in front of the admin.
func (s *checkoutSuite) slipGoesToTheAdmin() {
	s.env.OnActivity(s.acts.Checkout.MarkSlipUploaded, mock.Anything, mock.Anything).Return(
		func(context.Context, checkoutacts.SlipUploaded) error { return nil }).Once()
}

// Before the hold is released the gateway is asked: a payment it took whose
// notification never came pays the invoice, at the hold's end.
func (s *checkoutSuite) TestPaymentWhoseNotificationWasLostIsFoundAtTheGatewayBeforeTheRelease() {
	s.holdsSlots()
	s.confirms()
	s.atGateway = checkoutacts.GatewayPayment{Found: true, PaymentID: "pay-lost", AmountCents: 300000, Currency: "LKR"}

	out := s.run(models.PayOnline)

	s.Equal(models.InvoicePaid, out.Status)
	s.Equal("pay-lost", out.PaymentID)
	s.Empty(s.released)
	s.Equal(t0.Add(hold), s.env.Now().UTC(), "asked when the hold ran out")
}

// A gateway that cannot be asked does not keep the slots: after bounded
// retries the hold is released and the invoice left for the reconciler to
// ask again.
func (s *checkoutSuite) TestAGatewayThatCannotBeAskedReleasesTheHoldAndLeavesItToTheReconciler() {
	s.holdsSlots()
	s.releases()
	s.gatewayDown = true

	out := s.run(models.PayOnline)

	s.Equal(checkoutwf.ReasonHoldExpired, out.FailureReason)
	s.Equal([]int64{invoiceID}, s.unchecked)
	s.Less(s.releasedAt.Sub(t0), hold+time.Minute, "bounded: released within a minute of the hold's end")
}
