package checkout_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	promtestutil "github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/suite"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"

	"cerebro/activities"
	checkoutacts "cerebro/activities/checkout"
	refundacts "cerebro/activities/refund"
	"cerebro/metrics"
	"cerebro/models"
	checkoutwf "cerebro/workflows/checkout"
	refundwf "cerebro/workflows/refund"
	sessionwf "cerebro/workflows/session"
	"cerebro/workflows/workflowstest"
)

// The checkout's clock: booked at t0, the first slot three days later.
var (
	t0         = workflowstest.T0
	firstStart = t0.Add(72 * time.Hour)
)

const (
	hold         = 15 * time.Minute
	uploadWindow = 24 * time.Hour
	invoiceID    = int64(42)
)

type checkoutSuite struct {
	suite.Suite
	testsuite.WorkflowTestSuite
	env  *testsuite.TestWorkflowEnvironment
	acts *workflowstest.Activities

	released   []models.Release
	releasedAt time.Time
	confirmed  []models.Confirmation
	// stored is what the gateway's stored notifications say, by payment id;
	// a payment id missing here was never notified by the gateway.
	stored    map[string]models.StoredPayment
	flagged   []string
	escalated []time.Time // when the admins were mailed about an unreviewed slip
	// atGateway is what the gateway's Retrieval API says the order was paid
	// with; gatewayDown makes it unreachable.
	atGateway   checkoutacts.GatewayPayment
	gatewayDown bool
	unchecked   []int64
	book        *workflowstest.DecisionBook // the admin's decisions the api recorded
}

func TestCheckout(t *testing.T) { suite.Run(t, new(checkoutSuite)) }

func (s *checkoutSuite) SetupTest() {
	s.env = s.NewTestWorkflowEnvironment()
	s.env.SetStartTime(t0)
	s.acts = workflowstest.NewActivities()
	s.acts.Register(s.env)
	s.env.RegisterWorkflow(sessionwf.Session)
	s.env.RegisterWorkflow(refundwf.RefundPayment)
	s.released, s.confirmed, s.releasedAt = nil, nil, time.Time{}
	s.stored, s.flagged, s.escalated = map[string]models.StoredPayment{}, nil, nil
	s.atGateway, s.gatewayDown, s.unchecked = checkoutacts.GatewayPayment{}, false, nil
	s.book = workflowstest.NewDecisionBook()
	s.env.OnActivity(s.acts.Decisions.CheckDecision, mock.Anything, mock.Anything).Return(s.book.Check).Maybe()
	s.env.OnActivity(s.acts.Checkout.FindGatewayPayment, mock.Anything, mock.Anything).Return(
		func(_ context.Context, c checkoutacts.GatewayCheck) (checkoutacts.GatewayPayment, error) {
			if s.gatewayDown {
				return checkoutacts.GatewayPayment{}, errors.New("PayHere retrieval: gateway error (HTTP 502)")
			}
			if s.atGateway.Found { // stored as a notification, as the activity does
				s.notified(s.atGateway.PaymentID)
			}
			return s.atGateway, nil
		}).Maybe()
	s.env.OnActivity(s.acts.Checkout.GatewayUnchecked, mock.Anything, mock.Anything).Return(
		func(_ context.Context, id int64) error { s.unchecked = append(s.unchecked, id); return nil }).Maybe()
	s.env.OnActivity(s.acts.Checkout.SendSlipReviewReminder, mock.Anything, mock.Anything).Return(
		func(_ context.Context, r checkoutacts.SlipReviewReminder) error {
			s.escalated = append(s.escalated, s.env.Now().UTC())
			return nil
		}).Maybe()
	s.env.OnActivity(s.acts.Checkout.CheckPayment, mock.Anything, mock.Anything).Return(
		func(_ context.Context, c checkoutacts.PaymentCheck) (models.StoredPayment, error) {
			return s.stored[c.PaymentID], nil
		}).Maybe()
	s.env.OnActivity(s.acts.Checkout.FlagPayment, mock.Anything, mock.Anything).Return(
		func(_ context.Context, f checkoutacts.PaymentFlag) error {
			s.flagged = append(s.flagged, f.Flag)
			return nil
		}).Maybe()
}

// notified stores a gateway notification of the invoice's full amount.
func (s *checkoutSuite) notified(paymentID string) {
	s.stored[paymentID] = models.StoredPayment{Found: true, AmountCents: 300000, Currency: "LKR"}
}

func (s *checkoutSuite) AfterTest(_, _ string) { s.env.AssertExpectations(s.T()) }

// releases expects the slots to be released, once, and records when.
func (s *checkoutSuite) releases() {
	s.env.OnActivity(s.acts.Checkout.ReleaseInvoice, mock.Anything, mock.Anything).Return(func(_ context.Context, r models.Release) error {
		s.released = append(s.released, r)
		s.releasedAt = s.env.Now()
		return nil
	}).Once()
}

// slots are the two slots every test books: the first at firstStart.
var slots = []models.HeldSlot{
	{BookingID: 101, SlotID: 11, StartsAt: firstStart, EndsAt: firstStart.Add(30 * time.Minute)},
	{BookingID: 102, SlotID: 12, StartsAt: firstStart.Add(30 * time.Minute), EndsAt: firstStart.Add(time.Hour)},
}

// holdsSlots makes the reservation succeed the way the database does: the
// deadline is the payment window after booking, capped at the first slot.
func (s *checkoutSuite) holdsSlots() {
	s.env.OnActivity(s.acts.Checkout.ReserveSlots, mock.Anything, mock.Anything).Return(
		func(_ context.Context, r models.ReserveRequest) (models.Reservation, error) {
			payBy := r.ReservedAt.Add(r.PaymentWindow)
			if firstStart.Before(payBy) {
				payBy = firstStart
			}
			return models.Reservation{InvoiceID: r.InvoiceID, Cref: "CRB-000042", TotalAmount: 300000, PayBy: payBy, Slots: slots}, nil
		}).Once()
}

// confirms expects the payment to be recorded once, the mails sent and a
// session started per booking.
func (s *checkoutSuite) confirms() {
	s.env.OnActivity(s.acts.Checkout.ConfirmPayment, mock.Anything, mock.Anything).Return(
		func(_ context.Context, c models.Confirmation) ([]models.HeldSlot, error) {
			s.confirmed = append(s.confirmed, c)
			return slots, nil
		}).Once()
	s.env.OnActivity(s.acts.Checkout.SendBookingConfirmation, mock.Anything, checkoutacts.BookingMail{InvoiceID: invoiceID, Party: activities.MailConsultee}).Return(nil).Once()
	s.env.OnActivity(s.acts.Checkout.SendBookingConfirmation, mock.Anything, checkoutacts.BookingMail{InvoiceID: invoiceID, Party: activities.MailConsultant}).Return(nil).Once()
	for _, b := range slots {
		s.env.OnWorkflow(sessionwf.Session, mock.Anything,
			sessionwf.SessionInput{BookingID: b.BookingID, StartsAt: b.StartsAt, EndsAt: b.EndsAt, ConsulteeID: 5, ConsultantID: 6}).Return(nil).Once()
	}
}

func (s *checkoutSuite) update(name string, after time.Duration) *workflowstest.UpdateResult {
	r := &workflowstest.UpdateResult{}
	s.env.RegisterDelayedCallback(func() {
		s.env.UpdateWorkflow(name, name+after.String(), &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { r.Rejected = err },
			OnComplete: func(v any, err error) { r.Done, r.Value, r.Err = true, v, err },
		})
	}, after)
	return r
}

func (s *checkoutSuite) signal(name string, arg any, after time.Duration) {
	s.env.RegisterDelayedCallback(func() { s.env.SignalWorkflow(name, arg) }, after)
}

func (s *checkoutSuite) pay(paymentID string, status int, after time.Duration) {
	s.notified(paymentID)
	s.signal(checkoutwf.PaymentSignal, checkoutwf.Payment{PaymentID: paymentID, StatusCode: status, AmountCents: 300000}, after)
}

func (s *checkoutSuite) status() checkoutwf.CheckoutStatus {
	v, err := s.env.QueryWorkflow(checkoutwf.CheckoutStatusQuery)
	s.Require().NoError(err)
	var out checkoutwf.CheckoutStatus
	s.Require().NoError(v.Get(&out))
	return out
}

func (s *checkoutSuite) run(method models.PaymentMethod) checkoutwf.CheckoutStatus {
	s.env.ExecuteWorkflow(checkoutwf.Checkout, checkoutwf.CheckoutInput{InvoiceID: invoiceID, ConsulteeID: 5, ConsultantID: 6,
		SlotIDs: []int64{11, 12}, Method: method, BookingDate: t0, PaymentHold: hold, SlipUploadWindow: uploadWindow})
	s.Require().True(s.env.IsWorkflowCompleted())
	s.Require().NoError(s.env.GetWorkflowError())
	var out checkoutwf.CheckoutStatus
	s.Require().NoError(s.env.GetWorkflowResult(&out))
	return out
}

// counted is a counter's value for one label value.
func counted(c *prometheus.CounterVec, label string) float64 {
	return promtestutil.ToFloat64(c.WithLabelValues(label))
}

func (s *checkoutSuite) TestOnlinePaymentConfirmsMailsAndStartsSessions() {
	s.holdsSlots()
	s.confirms()
	reserve := s.update(checkoutwf.ReserveUpdate, 0)
	s.env.RegisterDelayedCallback(func() {
		st := s.status()
		s.Equal(models.InvoicePendingPayment, st.Status)
		s.Equal(t0.Add(hold), st.Deadline.UTC())
		s.Equal([]int64{101, 102}, st.BookingIDs)
	}, time.Minute)
	s.pay("pay-1", 2, 5*time.Minute)
	paid, booked := counted(metrics.Payments, metrics.MethodCard), counted(metrics.Bookings, metrics.MethodCard)

	out := s.run(models.PayOnline)

	s.Equal(1.0, counted(metrics.Payments, metrics.MethodCard)-paid, "one card payment counted (cerebro_payments_total)")
	s.Equal(2.0, counted(metrics.Bookings, metrics.MethodCard)-booked, "its two sessions counted (cerebro_bookings_total)")
	s.True(reserve.Done)
	s.NoError(reserve.Err)
	s.Equal(checkoutwf.Reserved{InvoiceID: invoiceID, BookingIDs: []int64{101, 102}}, reserve.Value)
	s.Equal(models.InvoicePaid, out.Status)
	s.Equal("pay-1", out.PaymentID)
	s.Equal([]models.Confirmation{{InvoiceID: invoiceID, PaymentID: "pay-1"}}, s.confirmed)
	s.Empty(s.released)
	s.Equal(t0.Add(5*time.Minute), s.env.Now().UTC(), "paid at once, no waiting for the hold to run out")
}

func (s *checkoutSuite) TestOnlineHoldExpiresAfterExactlyTheHoldTime() {
	s.holdsSlots()
	s.releases()
	s.pay("", 0, time.Minute) // "pending" changes nothing

	out := s.run(models.PayOnline)

	s.Equal(models.InvoiceFailed, out.Status)
	s.Equal(checkoutwf.ReasonHoldExpired, out.FailureReason)
	s.Require().Len(s.released, 1)
	s.Equal(models.Release{InvoiceID: invoiceID, Reason: checkoutwf.ReasonHoldExpired, BookingStatus: models.BookingFailed,
		CancelledBy: models.CancelledBySystem}, s.released[0])
	s.Equal(hold, s.releasedAt.Sub(t0), "the mock clock moved by exactly the hold")
	s.Empty(s.confirmed)
}

func (s *checkoutSuite) TestDuplicateNotificationConfirmsOnce() {
	s.holdsSlots()
	s.confirms() // each expectation is .Once()
	s.notified("pay-1")
	s.env.RegisterDelayedCallback(func() {
		for i := 0; i < 3; i++ { // the gateway retries, the consultee double-clicks
			s.env.SignalWorkflow(checkoutwf.PaymentSignal, checkoutwf.Payment{PaymentID: "pay-1", StatusCode: 2, AmountCents: 300000})
		}
	}, 5*time.Minute)

	out := s.run(models.PayOnline)

	s.Equal(models.InvoicePaid, out.Status)
	s.Len(s.confirmed, 1)
}

func (s *checkoutSuite) TestGatewayFailureReleases() {
	s.holdsSlots()
	s.releases()
	s.pay("pay-9", -2, 3*time.Minute)

	out := s.run(models.PayOnline)

	s.Equal(checkoutwf.ReasonPaymentFailed, out.FailureReason)
	s.Require().Len(s.released, 1)
	s.Equal(3*time.Minute, s.releasedAt.Sub(t0))
	s.Empty(s.confirmed)
}

func (s *checkoutSuite) TestCancelWhilePendingReleasesAtOnce() {
	s.holdsSlots()
	s.releases()
	cancel := s.update(checkoutwf.CancelUpdate, 3*time.Minute)

	out := s.run(models.PayOnline)

	s.Nil(cancel.Rejected)
	s.True(cancel.Done)
	s.NoError(cancel.Err)
	s.Equal(checkoutwf.ReasonCancelled, out.FailureReason)
	s.Require().Len(s.released, 1)
	s.Equal(models.Release{InvoiceID: invoiceID, Reason: checkoutwf.ReasonCancelled, BookingStatus: models.BookingCancelled,
		CancelledBy: models.CancelledByConsultee}, s.released[0])
	s.Equal(3*time.Minute, s.releasedAt.Sub(t0))
}

// A payment that lands while the expired hold is being released is money
// nothing can use: it goes back through a RefundPayment child.
func (s *checkoutSuite) TestLatePaymentIsRefunded() {
	s.holdsSlots()
	s.env.OnActivity(s.acts.Checkout.ReleaseInvoice, mock.Anything, mock.Anything).After(time.Minute).Return(nil).Once()
	s.env.OnWorkflow(refundwf.RefundPayment, mock.Anything, refundacts.PaymentRefund{InvoiceID: invoiceID, PaymentID: "late-1",
		AmountCents: 300000, Reason: "Invoice 42 could not take this payment"}).Return("rf-1", nil).Once()
	s.pay("late-1", 2, hold+30*time.Second)
	s.pay("late-1", 2, hold+40*time.Second) // replayed: refunded once

	out := s.run(models.PayOnline)

	s.Equal(checkoutwf.ReasonHoldExpired, out.FailureReason)
	s.Empty(s.confirmed)
}

func (s *checkoutSuite) TestTakenSlotRefusesTheReservationAndHoldsNothing() {
	s.env.OnActivity(s.acts.Checkout.ReserveSlots, mock.Anything, mock.Anything).Return(models.Reservation{},
		temporal.NewNonRetryableApplicationError("The slot on 2026-11-23 at 08:30 is no longer available.",
			checkoutacts.ErrTypeSlotUnavailable, nil)).Once()
	reserve := s.update(checkoutwf.ReserveUpdate, 0)

	out := s.run(models.PayOnline)

	s.True(reserve.Done)
	var appErr *temporal.ApplicationError
	s.Require().ErrorAs(reserve.Err, &appErr)
	s.Equal(checkoutwf.ErrTypeSlotUnavailable, appErr.Type())
	s.Equal("The slot on 2026-11-23 at 08:30 is no longer available.", appErr.Message())
	s.Equal(models.InvoiceStatus(checkoutwf.CheckoutUnavailable), out.Status)
	s.Empty(s.released, "nothing was held, so nothing is released")
}
