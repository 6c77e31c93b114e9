package api_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"cerebro/models"
	"cerebro/rules"
	"cerebro/testutil"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
	gatewaywf "cerebro/workflows/gateway"
	sessionwf "cerebro/workflows/session"
)

// Recorders of the paths issue 31 found unrecorded: reminders, slip-review
// escalations, payment flags, a checkout refunding a card payment, the
// reconciler's refund, flag and chargeback branches, and a held session
// followed to DONE. Each runs through the real API and worker, except the
// last: the rating window is seven days (rules.RatingWindow, not
// configurable), so that session is started with a slot that ended longer
// ago than that, and its timers fire at once.

// recordReminder pays for a session starting just over lead from now, so
// its lead reminder (workflows.ReminderLeads) fires while the recorder
// waits; the session is recorded waiting for what comes next.
func recordReminder(t *testing.T, rec *recorder, lead time.Duration, name string) {
	t.Parallel()
	p := paidSession(t, time.Now().UTC().Add(lead+30*time.Second).Truncate(time.Second))
	awaitActivities(t, workflows.SessionWorkflowID(p.bookingID), "SendSessionReminder", 2, time.Minute)
	rec.save(t, name, workflows.SessionWorkflowID(p.bookingID))
}

// recordSlipEscalated uploads a slip for a slot starting just over
// SlipEscalationBeforeStart from now: nobody reviews it, so the admins are
// mailed about it; then the admin approves it.
func recordSlipEscalated(t *testing.T, rec *recorder) {
	t.Parallel()
	shopper, seller := newShopper(t), newSeller(t)
	start := time.Now().UTC().Add(checkoutwf.SlipEscalationBeforeStart + 30*time.Second).Truncate(time.Second)
	invoiceID := uploadedSlip(t, shopper, openSlots(t, seller.id, start, 1), seller.id)
	awaitActivities(t, workflows.CheckoutWorkflowID(invoiceID), "SendSlipReviewReminder", 1, time.Minute)
	res := call(t, "PUT", "/api/v1/payments", adminToken(t), map[string]any{"invoiceId": invoiceID,
		"invoiceStatus": "APPROVED", "adminRemark": "Recorded after the escalation"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	awaitInvoice(t, invoiceID, models.InvoicePaid, 10*time.Second)
	awaitClosed(t, workflows.CheckoutWorkflowID(invoiceID))
	rec.save(t, "checkout-slip-escalated-then-approved", workflows.CheckoutWorkflowID(invoiceID))
}

// recordPaymentFlagged has the gateway notify a payment that is not the
// invoice's amount (flagged, not taken), then the right one (it pays).
func recordPaymentFlagged(t *testing.T, rec *recorder) {
	t.Parallel()
	shopper, seller := newShopper(t), newSeller(t)
	invoiceID, _ := mustBook(t, shopper, "ONLINE", seller.id, openSlots(t, seller.id, tomorrow(), 1)...)
	inv := invoiceRow(t, invoiceID)
	cheap := fmt.Sprintf("50%010d", invoiceID)
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount-100, inv.Currency, cheap, 2)))
	require.Eventually(t, func() bool { return strings.Contains(invoiceRow(t, invoiceID).PaymentFlag, cheap) },
		20*time.Second, 100*time.Millisecond, "the checkout flags the payment")
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, fmt.Sprintf("51%010d", invoiceID), 2)))
	awaitInvoice(t, invoiceID, models.InvoicePaid, 20*time.Second)
	awaitClosed(t, workflows.CheckoutWorkflowID(invoiceID))
	rec.save(t, "checkout-online-payment-flagged", workflows.CheckoutWorkflowID(invoiceID))
}

// recordCardPaymentOfSlip has the gateway notify a card payment of an
// invoice whose slip waits for review: nothing can take it, so the running
// checkout refunds it (its RefundPayment child); then the admin approves
// the slip.
func recordCardPaymentOfSlip(t *testing.T, rec *recorder) {
	t.Parallel()
	shopper, seller := newShopper(t), newSeller(t)
	invoiceID := uploadedSlip(t, shopper, openSlots(t, seller.id, tomorrow(), 1), seller.id)
	inv := invoiceRow(t, invoiceID)
	paymentID := fmt.Sprintf("52%010d", invoiceID)
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, paymentID, 2)))
	require.Eventually(t, func() bool { return len(refundsOf(t, paymentID)) == 1 }, 20*time.Second, 100*time.Millisecond)
	awaitClosed(t, workflows.RefundWorkflowID(paymentID))
	res := call(t, "PUT", "/api/v1/payments", adminToken(t), map[string]any{"invoiceId": invoiceID,
		"invoiceStatus": "APPROVED", "adminRemark": "Recorded after a card payment"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	awaitInvoice(t, invoiceID, models.InvoicePaid, 10*time.Second)
	awaitClosed(t, workflows.CheckoutWorkflowID(invoiceID))
	rec.save(t, "checkout-slip-card-payment-refunded", workflows.CheckoutWorkflowID(invoiceID))
	rec.save(t, "refund-payment-by-the-checkout", workflows.RefundWorkflowID(paymentID))
}

// recordHeldToDone runs a held session whose rating window has passed: it
// decides HELD, completes the booking, and its follow-up ends at once (DONE).
// The window is seven days, so the slot is one that ended longer ago.
func recordHeldToDone(t *testing.T, rec *recorder) {
	t.Parallel()
	p := storedBooking(t, time.Now().UTC().Add(-rules.RatingWindow-time.Hour).Truncate(time.Second), models.BookingConfirmed)
	for _, party := range []models.Rater{models.RaterConsultee, models.RaterConsultant} {
		require.NoError(t, testutil.StayInRoom(context.Background(), env.store, p.bookingID, party, p.start, 0, 30, true))
	}
	run, err := env.temporal.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{
		ID: workflows.SessionWorkflowID(p.bookingID), TaskQueue: env.cfg.TaskQueue}, sessionwf.Session,
		sessionwf.SessionInput{BookingID: p.bookingID, StartsAt: p.start, EndsAt: p.start.Add(30 * time.Minute),
			PriceCents: slotPrice, JoinEarly: env.cfg.JoinEarly, ConsulteeID: p.shopper.id, ConsultantID: p.seller.id})
	require.NoError(t, err)
	require.NoError(t, run.Get(context.Background(), nil))
	b := bookingRow(t, p.bookingID)
	require.Equal(t, models.BookingCompleted, b.Status)
	require.Equal(t, string(rules.OutcomeHeld), *b.Outcome)
	require.Equal(t, sessionwf.PhaseDone, sessionStatus(t, p.bookingID).Phase)
	rec.save(t, "session-held-done", workflows.SessionWorkflowID(p.bookingID))
}

// recordReconcilerBranch runs the payments reconciler once over a
// notification, stored but never delivered, of a paid invoice whose
// checkout is over: status and amount pick the branch; settled says when
// it is done. The notification is of another payment (its id made of
// prefix), or, for prefix "", of the payment that paid the invoice.
func recordReconcilerBranch(t *testing.T, rec *recorder, name, prefix string, status int, short int64,
	settled func(p paid, paymentID string) bool) {
	p := paidSession(t, tomorrow())
	inv := invoiceRow(t, p.invoiceID)
	paymentID := fmt.Sprintf("%s%010d", prefix, p.invoiceID)
	if prefix == "" {
		paymentID = p.paymentID // the payment that paid it, as a chargeback names it
	}
	storedOnly(t, inv, paymentID, status, inv.TotalAmount-short, "LKR")
	id := "record-" + name
	run, err := env.temporal.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{ID: id,
		TaskQueue: env.cfg.TaskQueue}, gatewaywf.ReconcilePayments)
	require.NoError(t, err)
	var out gatewaywf.Reconciled
	require.NoError(t, run.Get(context.Background(), &out))
	t.Logf("%s: %+v", name, out)
	require.Eventually(t, func() bool { return settled(p, paymentID) }, 20*time.Second, 100*time.Millisecond)
	rec.save(t, name, id)
}

func recordReconcilerRefunded(t *testing.T, rec *recorder) {
	recordReconcilerBranch(t, rec, "reconcile-payments-refunded", "53", 2, 0, func(_ paid, paymentID string) bool {
		return len(refundsOf(t, paymentID)) == 1
	})
}

func recordReconcilerFlagged(t *testing.T, rec *recorder) {
	recordReconcilerBranch(t, rec, "reconcile-payments-flagged", "54", 2, 100, func(p paid, paymentID string) bool {
		return strings.Contains(invoiceRow(t, p.invoiceID).PaymentFlag, paymentID)
	})
}

func recordReconcilerChargeback(t *testing.T, rec *recorder) {
	recordReconcilerBranch(t, rec, "reconcile-payments-chargeback", "", -3, 0, func(p paid, _ string) bool {
		return invoiceRow(t, p.invoiceID).Chargeback
	})
}

// awaitActivities waits until n activities of the type have completed in
// the workflow's latest run.
func awaitActivities(t *testing.T, workflowID, activityType string, n int, within time.Duration) {
	t.Helper()
	require.Eventually(t, func() bool {
		scheduled, done := map[int64]bool{}, 0
		it := env.temporal.GetWorkflowHistory(context.Background(), workflowID, "", false, 0)
		for it.HasNext() {
			e, err := it.Next()
			if err != nil {
				return false
			}
			if a := e.GetActivityTaskScheduledEventAttributes(); a != nil && a.ActivityType.GetName() == activityType {
				scheduled[e.EventId] = true
			}
			if a := e.GetActivityTaskCompletedEventAttributes(); a != nil && scheduled[a.ScheduledEventId] {
				done++
			}
		}
		return done >= n
	}, within, 250*time.Millisecond, "%s: %d %s never completed", workflowID, n, activityType)
}
