package api_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/api/temporalproto"
	"go.temporal.io/sdk/client"

	refundacts "cerebro/activities/refund"
	"cerebro/config"
	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/models/stores"
	"cerebro/rules"
	"cerebro/testutil"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
	discoverywf "cerebro/workflows/discovery"
	gatewaywf "cerebro/workflows/gateway"
	payoutwf "cerebro/workflows/payout"
	phonewf "cerebro/workflows/phone"
	profilewf "cerebro/workflows/profile"
	refundwf "cerebro/workflows/refund"
	sessionwf "cerebro/workflows/session"
)

// TestRecordHistories runs every workflow type down each of its paths
// through the real API, worker and Temporal dev server, and writes each
// workflow's history as JSON for the replay suite (workflows/replay_test.go).
// It runs only when CEREBRO_RECORD_HISTORIES names the folder to write:
// scripts/record-histories.sh. Histories of workflows still waiting (a
// session in its rating window) are recorded as far as they got, which is
// what a worker picking them up after a deploy replays.
func TestRecordHistories(t *testing.T) {
	dir := os.Getenv("CEREBRO_RECORD_HISTORIES")
	if dir == "" {
		t.Skip("set CEREBRO_RECORD_HISTORIES to a folder to record workflow histories (scripts/record-histories.sh)")
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	rec := &recorder{dir: dir}
	t.Run("checkout", func(t *testing.T) { recordCheckouts(t, rec) })
	t.Run("session", func(t *testing.T) { recordSessions(t, rec) })
	t.Run("approval", func(t *testing.T) { recordApproval(t, rec) })
	t.Run("refund", func(t *testing.T) { recordRefundRequest(t, rec) })
	t.Run("reconciler", func(t *testing.T) { recordReconciler(t, rec) })
	t.Run("reconciler-awaited", func(t *testing.T) { recordReconcilerAwaited(t, rec) })
	t.Run("refund-payment-gave-up", func(t *testing.T) { recordRefundPaymentGaveUp(t, rec) })
	t.Run("refund-paid-again", func(t *testing.T) { recordRefundPaidAgain(t, rec) })
	t.Run("reconciler-refunded", func(t *testing.T) { recordReconcilerRefunded(t, rec) })
	t.Run("reconciler-flagged", func(t *testing.T) { recordReconcilerFlagged(t, rec) })
	t.Run("reconciler-chargeback", func(t *testing.T) { recordReconcilerChargeback(t, rec) })
	t.Run("payouts", func(t *testing.T) { recordPayouts(t, rec) })
	t.Run("housekeeping", func(t *testing.T) { recordHousekeeping(t, rec) })
	t.Run("messages", func(t *testing.T) { recordMessageMail(t, rec) })
	t.Run("watchers", func(t *testing.T) { recordWatchers(t, rec) })
}

// recorder writes workflow histories under dir.
type recorder struct{ dir string }

// save writes the history of workflowID's latest run as dir/name.json.
func (r *recorder) save(t *testing.T, name, workflowID string) {
	t.Helper()
	r.saveRun(t, name, workflowID, "")
}

// saveRun writes the history of one run of workflowID ("" the latest).
func (r *recorder) saveRun(t *testing.T, name, workflowID, runID string) {
	t.Helper()
	ctx := context.Background()
	// Let the worker finish the task it may be running, so the history
	// ends on a completed workflow task.
	time.Sleep(500 * time.Millisecond)
	hist := &historypb.History{}
	it := env.temporal.GetWorkflowHistory(ctx, workflowID, runID, false, 0)
	for it.HasNext() {
		e, err := it.Next()
		require.NoError(t, err)
		hist.Events = append(hist.Events, e)
	}
	raw, err := temporalproto.CustomJSONMarshalOptions{Indent: "  "}.Marshal(hist)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(r.dir, name+".json"), raw, 0o644))
	t.Logf("%s: %s, %d events", name, workflowID, len(hist.Events))
}

func recordCheckouts(t *testing.T, rec *recorder) {
	t.Run("online-paid", func(t *testing.T) {
		t.Parallel()
		p := paidSession(t, tomorrow())
		rec.save(t, "checkout-online-paid", workflows.CheckoutWorkflowID(p.invoiceID))
	})
	t.Run("online-expired-then-late-payment-refunded", func(t *testing.T) {
		t.Parallel()
		short := serverWithConfig(t, func(cfg *config.Config) { cfg.PaymentHold = 2 * time.Second })
		shopper, seller := newShopper(t), newSeller(t)
		slot := openSlots(t, seller.id, tomorrow(), 1)
		res := callOn(t, short, "POST", "/api/v1/booking?paymentMethod=ONLINE", shopper.token, bookingBody(shopper, seller.id, slot))
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		invoiceID := int64(res.Body["invoiceId"].(float64))
		inv := awaitInvoice(t, invoiceID, models.InvoiceFailed, 20*time.Second)
		rec.save(t, "checkout-online-expired", workflows.CheckoutWorkflowID(invoiceID))
		paymentID := fmt.Sprintf("44%010d", invoiceID)
		require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, paymentID, 2)))
		require.Eventually(t, func() bool { return len(refundsOf(t, paymentID)) == 1 }, 20*time.Second, 100*time.Millisecond)
		rec.save(t, "refund-payment-late", workflows.RefundWorkflowID(paymentID))
	})
	t.Run("online-found-at-the-gateway", func(t *testing.T) {
		// Not parallel: it makes the shared simulator drop notifications.
		sim := simulator(t)
		sim.DropNotifications(true)
		defer sim.DropNotifications(false)
		short := serverWithConfig(t, func(cfg *config.Config) { cfg.PaymentHold = 2 * time.Second })
		shopper, seller := newShopper(t), newSeller(t)
		res := callOn(t, short, "POST", "/api/v1/booking?paymentMethod=ONLINE", shopper.token,
			bookingBody(shopper, seller.id, openSlots(t, seller.id, tomorrow(), 1)))
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		invoiceID := int64(res.Body["invoiceId"].(float64))
		payAtTheSimulator(t, env.server.URL, shopper.token, invoiceID)
		awaitInvoice(t, invoiceID, models.InvoicePaid, 20*time.Second)
		awaitClosed(t, workflows.CheckoutWorkflowID(invoiceID))
		rec.save(t, "checkout-online-found-at-the-gateway", workflows.CheckoutWorkflowID(invoiceID))
	})
	t.Run("online-cancelled", func(t *testing.T) {
		t.Parallel()
		shopper, seller := newShopper(t), newSeller(t)
		invoiceID, _ := mustBook(t, shopper, "ONLINE", seller.id, openSlots(t, seller.id, tomorrow(), 1)...)
		res := call(t, "DELETE", fmt.Sprintf("/api/v1/invoice/%d", invoiceID), shopper.token, nil)
		require.Contains(t, []int{http.StatusOK, http.StatusAccepted}, res.Status, "%s", res.Raw)
		awaitInvoice(t, invoiceID, models.InvoiceFailed, 10*time.Second)
		rec.save(t, "checkout-online-cancelled", workflows.CheckoutWorkflowID(invoiceID))
	})
	t.Run("slip-approved", func(t *testing.T) {
		t.Parallel()
		rec.save(t, "checkout-slip-approved", workflows.CheckoutWorkflowID(decidedSlip(t, "APPROVED", models.InvoicePaid)))
	})
	t.Run("slip-rejected", func(t *testing.T) {
		t.Parallel()
		rec.save(t, "checkout-slip-rejected", workflows.CheckoutWorkflowID(decidedSlip(t, "REJECTED", models.InvoiceFailed)))
	})
	t.Run("slip-forged-decision-refused", func(t *testing.T) {
		t.Parallel()
		shopper, seller := newShopper(t), newSeller(t)
		invoiceID := uploadedSlip(t, shopper, openSlots(t, seller.id, tomorrow(), 1), seller.id)
		admin := adminID(t)
		rejected := recorded(t, models.Decision{Kind: models.DecisionSlip, SubjectID: invoiceID, Status: checkoutwf.SlipRejected, DecidedBy: admin})
		err := straightToTemporal(t, workflows.CheckoutWorkflowID(invoiceID), checkoutwf.DecideSlipUpdate,
			checkoutwf.SlipDecision{Status: checkoutwf.SlipApproved, DecidedBy: admin, DecisionID: rejected})
		require.Error(t, err, "a record that says REJECTED does not approve")
		res := call(t, "PUT", "/api/v1/payments", adminToken(t), map[string]any{"invoiceId": invoiceID, "invoiceStatus": "APPROVED"})
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		awaitInvoice(t, invoiceID, models.InvoicePaid, 10*time.Second)
		rec.save(t, "checkout-slip-forged-decision-refused", workflows.CheckoutWorkflowID(invoiceID))
	})
	t.Run("slip-unreviewed", func(t *testing.T) {
		t.Parallel()
		shopper, seller := newShopper(t), newSeller(t)
		start := time.Now().UTC().Add(8 * time.Second).Truncate(time.Second)
		invoiceID := uploadedSlip(t, shopper, openSlots(t, seller.id, start, 1), seller.id)
		awaitInvoice(t, invoiceID, models.InvoiceFailed, 30*time.Second)
		rec.save(t, "checkout-slip-unreviewed", workflows.CheckoutWorkflowID(invoiceID))
	})
	t.Run("slip-not-uploaded", func(t *testing.T) {
		t.Parallel()
		short := serverWithConfig(t, func(cfg *config.Config) { cfg.SlipUploadWindow = 2 * time.Second })
		shopper, seller := newShopper(t), newSeller(t)
		slot := openSlots(t, seller.id, tomorrow(), 1)
		res := callOn(t, short, "POST", "/api/v1/booking?paymentMethod=SLIP", shopper.token, bookingBody(shopper, seller.id, slot))
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		invoiceID := int64(res.Body["invoiceId"].(float64))
		awaitInvoice(t, invoiceID, models.InvoiceFailed, 20*time.Second)
		rec.save(t, "checkout-slip-not-uploaded", workflows.CheckoutWorkflowID(invoiceID))
	})
	t.Run("slip-escalated", func(t *testing.T) { recordSlipEscalated(t, rec) })
	t.Run("online-payment-flagged", func(t *testing.T) { recordPaymentFlagged(t, rec) })
	t.Run("slip-card-payment-refunded", func(t *testing.T) { recordCardPaymentOfSlip(t, rec) })
	t.Run("online-paid-with-promo", func(t *testing.T) { recordPromoCheckout(t, rec) })
}

// decidedSlip books by slip, uploads it and has the admin decide it.
func decidedSlip(t *testing.T, decision string, want models.InvoiceStatus) int64 {
	shopper, seller := newShopper(t), newSeller(t)
	invoiceID := uploadedSlip(t, shopper, openSlots(t, seller.id, tomorrow(), 2), seller.id)
	res := call(t, "PUT", "/api/v1/payments", adminToken(t), map[string]any{"invoiceId": invoiceID,
		"invoiceStatus": decision, "adminRemark": "Recorded: " + decision})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	awaitInvoice(t, invoiceID, want, 10*time.Second)
	return invoiceID
}

// shortSession pays for a booking of a slot that opens at once and ends
// after length, so its end comes while the recorder waits.
func shortSession(t *testing.T, length time.Duration) paid {
	t.Helper()
	p := paid{shopper: newShopper(t), seller: newSeller(t), start: time.Now().UTC().Add(2 * time.Second).Truncate(time.Second)}
	s := models.Slot{ConsultantID: p.seller.id, StartsAt: p.start, EndsAt: p.start.Add(length), SlotSize: 30,
		Price: slotPrice, Status: models.SlotAvailable}
	require.NoError(t, env.store.DB.Omit("Consultant").Create(&s).Error)
	p.slotID = s.ID
	var bookings []int64
	p.invoiceID, bookings = mustBook(t, p.shopper, "ONLINE", p.seller.id, p.slotID)
	p.bookingID = bookings[0]
	inv := invoiceRow(t, p.invoiceID)
	p.paymentID = fmt.Sprintf("45%010d", p.invoiceID)
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, p.paymentID, 2)))
	awaitInvoice(t, p.invoiceID, models.InvoicePaid, 10*time.Second)
	return p
}

func join(t *testing.T, token string, bookingID int64) {
	t.Helper()
	res := call(t, "POST", "/api/v1/booking/rate", token, map[string]any{"bookingId": bookingID})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
}

// decideRequestedRefund has the admin grant amount of the booking's refund request.
func decideRequestedRefund(t *testing.T, bookingID, amount int64) {
	t.Helper()
	r := refundOfBooking(t, bookingID)
	require.Equal(t, models.RefundRequested, r.Status)
	res := call(t, "PUT", fmt.Sprintf("/api/v1/refunds/%d", r.ID), adminToken(t),
		map[string]any{"amount": amount, "adminRemark": "Recorded decision"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	require.Eventually(t, func() bool { return refundOfBooking(t, bookingID).Status == models.RefundPaid },
		60*time.Second, 100*time.Millisecond)
}

func cancelAs(t *testing.T, token string, bookingID int64) {
	t.Helper()
	res := call(t, "POST", fmt.Sprintf("/api/v1/booking/%d/cancel", bookingID), token, map[string]any{"reason": "Recorded cancel"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
}

// joinAndReport has both parties join the session and report, as the video
// room does, that each is in and sees the other: the session's outcome is
// decided from these reports.
func joinAndReport(t *testing.T, p paid) {
	t.Helper()
	for _, token := range []string{p.seller.token, p.shopper.token} {
		join(t, token, p.bookingID)
		for _, event := range []string{rules.EventJoined, rules.EventOtherJoined} {
			res := call(t, "POST", fmt.Sprintf("/api/v1/booking/%d/presence", p.bookingID), token,
				map[string]any{"event": event, "at": time.Now().UTC().Format(time.RFC3339)})
			require.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)
		}
	}
}

func recordSessions(t *testing.T, rec *recorder) {
	t.Run("held-then-fault-claim", func(t *testing.T) {
		t.Parallel()
		p := shortSession(t, 40*time.Second) // long enough to pay and join under the recorder's parallel load
		joinAndReport(t, p)
		require.Eventually(t, func() bool { return bookingRow(t, p.bookingID).Status == models.BookingCompleted },
			time.Until(p.start.Add(40*time.Second+rules.OutcomeDelay+30*time.Second)), 100*time.Millisecond,
			"decided OutcomeDelay after the end")
		rec.save(t, "session-held", workflows.SessionWorkflowID(p.bookingID))
		res := call(t, "POST", fmt.Sprintf("/api/v1/booking/%d/fault", p.bookingID), p.shopper.token,
			map[string]any{"description": "The video froze for the last half"})
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		decideRequestedRefund(t, p.bookingID, slotPrice)
		rec.save(t, "session-held-fault-claim-decided", workflows.SessionWorkflowID(p.bookingID))
		awaitClosed(t, workflows.BookingRefundWorkflowID(p.bookingID))
		rec.save(t, "refund-fault-claim-approved", workflows.BookingRefundWorkflowID(p.bookingID))
	})
	t.Run("no-show", func(t *testing.T) {
		t.Parallel()
		p := shortSession(t, 10*time.Second)
		join(t, p.shopper.token, p.bookingID)
		require.Eventually(t, func() bool {
			var n int64
			env.store.DB.Model(&refund.Refund{}).Where("booking_id = ? AND status = ?", p.bookingID, models.RefundPaid).Count(&n)
			return n == 1
		}, 100*time.Second, 100*time.Millisecond)
		rec.save(t, "session-consultant-no-show", workflows.SessionWorkflowID(p.bookingID))
		awaitClosed(t, workflows.BookingRefundWorkflowID(p.bookingID))
		rec.save(t, "refund-no-show-paid", workflows.BookingRefundWorkflowID(p.bookingID))
	})
	t.Run("held-by-presence", func(t *testing.T) {
		t.Parallel()
		p := shortSession(t, 20*time.Second)
		joinAndReport(t, p)
		require.Eventually(t, func() bool { return bookingRow(t, p.bookingID).Outcome != nil },
			100*time.Second, 100*time.Millisecond)
		rec.save(t, "session-held-by-presence", workflows.SessionWorkflowID(p.bookingID))
	})
	for name, report := range map[string]func(paid, time.Time){
		"cut-short": func(p paid, start time.Time) {
			require.NoError(t, testutil.StayInRoom(context.Background(), env.store, p.bookingID, models.RaterConsultee, start, 0, 10, true))
			require.NoError(t, testutil.StayInRoom(context.Background(), env.store, p.bookingID, models.RaterConsultant, start, 0, 30, true))
		},
		"nobody-present": func(paid, time.Time) {},
		"consultee-no-show": func(p paid, start time.Time) {
			require.NoError(t, testutil.StayInRoom(context.Background(), env.store, p.bookingID, models.RaterConsultant, start, 0, 30, false))
		},
	} {
		t.Run(name, func(t *testing.T) {
			p := endedSession(t, report)
			rec.save(t, "session-"+name, workflows.SessionWorkflowID(p.bookingID))
		})
	}
	t.Run("consultee-cancels-early", func(t *testing.T) {
		t.Parallel()
		p := paidSession(t, tomorrow())
		cancelAs(t, p.shopper.token, p.bookingID)
		rec.save(t, "session-consultee-cancels-early", workflows.SessionWorkflowID(p.bookingID))
		awaitClosed(t, workflows.BookingRefundWorkflowID(p.bookingID))
		rec.save(t, "refund-cancellation-paid", workflows.BookingRefundWorkflowID(p.bookingID))
	})
	t.Run("consultee-cancels-late-admin-decides", func(t *testing.T) {
		t.Parallel()
		p := paidSession(t, time.Now().UTC().Add(2*time.Hour).Truncate(time.Minute))
		cancelAs(t, p.shopper.token, p.bookingID)
		decideRequestedRefund(t, p.bookingID, slotPrice)
		rec.save(t, "session-consultee-cancels-late-decided", workflows.SessionWorkflowID(p.bookingID))
		awaitClosed(t, workflows.BookingRefundWorkflowID(p.bookingID))
		rec.save(t, "refund-late-cancel-decided", workflows.BookingRefundWorkflowID(p.bookingID))
	})
	t.Run("rescheduled", func(t *testing.T) {
		t.Parallel()
		p := paidSession(t, tomorrow().Add(24*time.Hour))
		first, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflows.SessionWorkflowID(p.bookingID), "")
		require.NoError(t, err)
		later := openSlots(t, p.seller.id, tomorrow().Add(48*time.Hour), 1)[0]
		res := call(t, "POST", fmt.Sprintf("/api/v1/booking/%d/reschedule", p.bookingID), p.shopper.token, map[string]any{"cerebroslotId": later})
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		rec.saveRun(t, "session-rescheduled", workflows.SessionWorkflowID(p.bookingID), first.WorkflowExecutionInfo.Execution.RunId)
		rec.save(t, "session-rescheduled-continued", workflows.SessionWorkflowID(p.bookingID))
	})
	t.Run("rescheduled-then-cancelled", func(t *testing.T) {
		t.Parallel()
		p := paidSession(t, tomorrow().Add(24*time.Hour))
		later := openSlots(t, p.seller.id, tomorrow().Add(48*time.Hour), 1)[0]
		res := call(t, "POST", fmt.Sprintf("/api/v1/booking/%d/reschedule", p.bookingID), p.shopper.token, map[string]any{"cerebroslotId": later})
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		cancelAs(t, p.shopper.token, p.bookingID)
		require.Eventually(t, func() bool { return refundOfBooking(t, p.bookingID).Status == models.RefundPaid },
			20*time.Second, 100*time.Millisecond)
		rec.save(t, "session-rescheduled-then-cancelled", workflows.SessionWorkflowID(p.bookingID))
	})
	t.Run("rescheduled-cheaper-then-cancelled", func(t *testing.T) {
		t.Parallel()
		p := paidSession(t, tomorrow().Add(24*time.Hour))
		first, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflows.SessionWorkflowID(p.bookingID), "")
		require.NoError(t, err)
		cheaper := pricedSlot(t, p.seller.id, tomorrow().Add(48*time.Hour), slotPrice-50000)
		res := call(t, "POST", fmt.Sprintf("/api/v1/booking/%d/reschedule", p.bookingID), p.shopper.token, map[string]any{"cerebroslotId": cheaper})
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		cancelAs(t, p.shopper.token, p.bookingID)
		rec.saveRun(t, "session-rescheduled-cheaper", workflows.SessionWorkflowID(p.bookingID), first.WorkflowExecutionInfo.Execution.RunId)
		rec.save(t, "session-rescheduled-cheaper-then-cancelled", workflows.SessionWorkflowID(p.bookingID))
	})
	t.Run("consultant-cancels", func(t *testing.T) {
		t.Parallel()
		p := paidSession(t, time.Now().UTC().Add(2*time.Hour).Truncate(time.Minute))
		cancelAs(t, p.seller.token, p.bookingID)
		rec.save(t, "session-consultant-cancels", workflows.SessionWorkflowID(p.bookingID))
	})
	t.Run("reminded-a-day-before", func(t *testing.T) {
		recordReminder(t, rec, sessionwf.ReminderLeads[0], "session-reminded-a-day-before")
	})
	t.Run("reminded-just-before", func(t *testing.T) {
		recordReminder(t, rec, sessionwf.ReminderLeads[1], "session-reminded-just-before")
	})
	t.Run("held-to-done", func(t *testing.T) { recordHeldToDone(t, rec) })
	// JaaS saw the consultee alone; the consultant's browser claims the
	// whole session and they asked for the room: decided by the video
	// service's evidence, a no-show.
	t.Run("video-consultant-no-show", func(t *testing.T) {
		v := jaasSite(t)
		p := ended(t)
		r := roomOf(t, p.bookingID)
		v.inRoom(t, p, r.consultee, 0, 30)
		stayed(t, p, models.RaterConsultant, p.start, 0, 30, true)
		require.Equal(t, string(rules.OutcomeConsultantNoShow), *v.decide(t, p).Outcome)
		rec.save(t, "session-video-consultant-no-show", workflows.SessionWorkflowID(p.bookingID))
	})
	t.Run("race", func(t *testing.T) { recordSessionRaces(t, rec) })
}

// recordSessionRaces records two decisions sent to one session at once
// (issue 31): a move and a cancel, and a join and a cancel.
func recordSessionRaces(t *testing.T, rec *recorder) {
	t.Run("move-and-cancel-at-once", func(t *testing.T) {
		t.Parallel()
		p := paidSession(t, tomorrow().Add(24*time.Hour))
		first, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflows.SessionWorkflowID(p.bookingID), "")
		require.NoError(t, err)
		later := openSlots(t, p.seller.id, tomorrow().Add(48*time.Hour), 1)[0]
		moved, cancelled, _ := atOnce(t,
			func() response {
				return reschedule(t, p.shopper.token, p.bookingID, map[string]any{"cerebroslotId": later})
			},
			func() response { return cancel(t, p, p.seller.token) })
		t.Logf("move %d %s; cancel %d %s", moved.Status, moved.message(), cancelled.Status, cancelled.message())
		if cancelled.Status != http.StatusOK {
			cancelAs(t, p.seller.token, p.bookingID) // the moved booking's next run takes the cancel
		}
		awaitClosed(t, workflows.SessionWorkflowID(p.bookingID))
		rec.saveRun(t, "session-move-and-cancel-at-once", workflows.SessionWorkflowID(p.bookingID), first.WorkflowExecutionInfo.Execution.RunId)
		if moved.Status == http.StatusOK {
			rec.save(t, "session-move-and-cancel-at-once-continued", workflows.SessionWorkflowID(p.bookingID))
		}
	})
	t.Run("join-and-cancel-at-once", func(t *testing.T) {
		t.Parallel()
		p := shortSession(t, 40*time.Second)
		time.Sleep(time.Until(p.start))
		joined, cancelled, _ := atOnce(t,
			func() response {
				return call(t, "POST", "/api/v1/booking/rate", p.shopper.token, map[string]any{"bookingId": p.bookingID})
			},
			func() response { return cancel(t, p, p.seller.token) })
		t.Logf("join %d %s; cancel %d %s", joined.Status, joined.message(), cancelled.Status, cancelled.message())
		require.Equal(t, http.StatusOK, cancelled.Status, "%s", cancelled.Raw)
		awaitClosed(t, workflows.SessionWorkflowID(p.bookingID))
		rec.save(t, "session-join-and-cancel-at-once", workflows.SessionWorkflowID(p.bookingID))
	})
}

func recordApproval(t *testing.T, rec *recorder) {
	a := createConsultantProfile(t, nil)
	require.Eventually(t, func() bool {
		_, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflows.ApprovalWorkflowID(a.id), "")
		return err == nil
	}, 10*time.Second, 50*time.Millisecond)
	rec.save(t, "approval-pending", workflows.ApprovalWorkflowID(a.id))
	res := approveConsultant(t, a.id)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	awaitClosed(t, workflows.ApprovalWorkflowID(a.id))
	rec.save(t, "approval-verified", workflows.ApprovalWorkflowID(a.id))

	b := createConsultantProfile(t, nil)
	require.Eventually(t, func() bool {
		_, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflows.ApprovalWorkflowID(b.id), "")
		return err == nil
	}, 10*time.Second, 50*time.Millisecond)
	res = call(t, "PUT", fmt.Sprintf("/api/v1/consultant/updateStatus/%d", b.id), adminToken(t),
		map[string]any{"status": "REJECTED", "reason": "Please add your licence number."})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	awaitClosed(t, workflows.ApprovalWorkflowID(b.id))
	rec.save(t, "approval-rejected", workflows.ApprovalWorkflowID(b.id))

	// A decision sent straight to Temporal, its record saying otherwise,
	// refused; then the admin's.
	c := createConsultantProfile(t, nil)
	require.Eventually(t, func() bool {
		_, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflows.ApprovalWorkflowID(c.id), "")
		return err == nil
	}, 10*time.Second, 50*time.Millisecond)
	admin := adminID(t)
	rejected := recorded(t, models.Decision{Kind: models.DecisionApproval, SubjectID: c.id, Status: profilewf.ApprovalRejected,
		Remark: "No licence", DecidedBy: admin})
	require.Error(t, straightToTemporal(t, workflows.ApprovalWorkflowID(c.id), profilewf.DecideApprovalUpdate,
		profilewf.ApprovalDecision{Status: profilewf.ApprovalVerified, DecidedBy: admin, DecisionID: rejected}))
	require.Equal(t, http.StatusOK, approveConsultant(t, c.id).Status)
	awaitClosed(t, workflows.ApprovalWorkflowID(c.id))
	rec.save(t, "approval-forged-decision-refused", workflows.ApprovalWorkflowID(c.id))
}

// recordReconciler runs the payments reconciler once over a notification
// whose delivery was lost, as its Schedule does.
func recordReconciler(t *testing.T, rec *recorder) {
	seller := newSeller(t)
	invoiceID, _ := mustBook(t, newShopper(t), "ONLINE", seller.id, openSlots(t, seller.id, tomorrow(), 1)...)
	inv := invoiceRow(t, invoiceID)
	storedOnly(t, inv, fmt.Sprintf("46%010d", invoiceID), 2, inv.TotalAmount, "LKR")
	run, err := env.temporal.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{ID: "record-reconciler",
		TaskQueue: env.cfg.TaskQueue}, gatewaywf.ReconcilePayments)
	require.NoError(t, err)
	require.NoError(t, run.Get(context.Background(), nil))
	awaitInvoice(t, invoiceID, models.InvoicePaid, 10*time.Second)
	rec.save(t, "reconcile-payments-delivered", "record-reconciler")
}

// recordReconcilerAwaited runs the payments reconciler over a notification
// already handed to its running checkout: left to it, not signalled again.
func recordReconcilerAwaited(t *testing.T, rec *recorder) {
	seller := newSeller(t)
	invoiceID := uploadedSlip(t, newShopper(t), openSlots(t, seller.id, tomorrow(), 1), seller.id)
	inv := invoiceRow(t, invoiceID)
	paymentID := fmt.Sprintf("47%010d", invoiceID)
	simulator(t).FailRetrievalOf(inv.Cref, true) // its refund cannot start: the payment stays unsettled
	t.Cleanup(func() { simulator(t).FailRetrievalOf(inv.Cref, false) })
	storedOnly(t, inv, paymentID, 2, inv.TotalAmount, "LKR")
	require.NoError(t, stores.New(env.store.DB).Gateway.MarkPaymentDelivered(context.Background(), invoiceID, paymentID, 2))
	run, err := env.temporal.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{ID: "record-reconciler-awaited",
		TaskQueue: env.cfg.TaskQueue}, gatewaywf.ReconcilePayments)
	require.NoError(t, err)
	require.NoError(t, run.Get(context.Background(), nil))
	rec.save(t, "reconcile-payments-awaited", "record-reconciler-awaited")
}

// recordRefundPaymentGaveUp runs a payment's refund that the gateway
// refuses: the run fails and leaves a FAILED refund (GiveUpPaymentRefund).
func recordRefundPaymentGaveUp(t *testing.T, rec *recorder) {
	seller := newSeller(t)
	invoiceID, _ := mustBook(t, newShopper(t), "ONLINE", seller.id, openSlots(t, seller.id, tomorrow(), 1)...)
	inv := invoiceRow(t, invoiceID)
	paymentID := fmt.Sprintf("48%010d", invoiceID)
	storedOnly(t, inv, paymentID, 2, inv.TotalAmount, "LKR")
	simulator(t).DeclineRefundsOf(paymentID, 1)
	run, err := env.temporal.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{ID: workflows.RefundWorkflowID(paymentID),
		TaskQueue: env.cfg.TaskQueue}, refundwf.RefundPayment,
		refundacts.PaymentRefund{InvoiceID: invoiceID, PaymentID: paymentID, AmountCents: inv.TotalAmount, Reason: "Recorded"})
	require.NoError(t, err)
	require.Error(t, run.Get(context.Background(), nil), "the gateway refused it")
	rec.save(t, "refund-payment-gave-up", workflows.RefundWorkflowID(paymentID))
}

// recordRefundRequest decides a refund request recorded without a
// workflow: the API starts the booking's Refund workflow with it.
func recordRefundRequest(t *testing.T, rec *recorder) {
	p := heldSession(t, time.Hour)
	suggested := slotPrice
	r := refund.Refund{BookingID: &p.bookingID, InvoiceID: p.invoiceID, Cause: models.CauseTechnicalFault,
		Status: models.RefundRequested, Method: string(models.PayOnline), RequestedAmount: slotPrice, SuggestedAmount: &suggested,
		Note: "Recorded fault"}
	require.NoError(t, env.store.DB.Create(&r).Error)
	res := call(t, "PUT", fmt.Sprintf("/api/v1/refunds/%d", r.ID), adminToken(t), map[string]any{"amount": slotPrice, "adminRemark": "Recorded"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	awaitClosed(t, workflows.BookingRefundWorkflowID(p.bookingID))
	rec.save(t, "refund-request-started-by-the-api", workflows.BookingRefundWorkflowID(p.bookingID))

	// A decision sent straight to Temporal, its record granting another
	// amount, refused; then the admin's.
	p = paidSession(t, soon().Add(3*time.Hour))
	cancelAs(t, p.shopper.token, p.bookingID)
	late := refundOfBooking(t, p.bookingID)
	full := refundwf.RefundDecision{RefundID: late.ID, AmountCents: slotPrice, DecidedBy: adminID(t)}
	full.DecisionID = recorded(t, refundRecord(full, func(d *refundwf.RefundDecision) { d.AmountCents = 1 }))
	require.Error(t, straightToTemporal(t, workflows.BookingRefundWorkflowID(p.bookingID), refundwf.DecideRefundUpdate, full))
	res = call(t, "PUT", fmt.Sprintf("/api/v1/refunds/%d", late.ID), adminToken(t), map[string]any{"amount": 0, "adminRemark": "Recorded"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	awaitClosed(t, workflows.BookingRefundWorkflowID(p.bookingID))
	rec.save(t, "refund-forged-decision-refused", workflows.BookingRefundWorkflowID(p.bookingID))
}

// awaitClosed waits for the workflow to finish.
func awaitClosed(t *testing.T, workflowID string) {
	t.Helper()
	require.Eventually(t, func() bool {
		d, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflowID, "")
		return err == nil && d.WorkflowExecutionInfo.CloseTime != nil
	}, 20*time.Second, 100*time.Millisecond, "%s never closed", workflowID)
}

// recordRefundPaidAgain has the admin pay again a refund the gateway refused.
func recordRefundPaidAgain(t *testing.T, rec *recorder) {
	p := paidSession(t, tomorrow())
	simulator(t).DeclineRefundsOf(p.paymentID, 1)
	cancelAs(t, p.shopper.token, p.bookingID)
	require.Eventually(t, func() bool { return refundOfBooking(t, p.bookingID).Status == models.RefundFailed },
		20*time.Second, 100*time.Millisecond)
	r := refundOfBooking(t, p.bookingID)
	res := call(t, "PUT", fmt.Sprintf("/api/v1/refunds/%d/retry", r.ID), adminToken(t), nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	awaitClosed(t, workflows.RefundPayoutWorkflowID(r.ID))
	rec.save(t, "pay-refund-again", workflows.RefundPayoutWorkflowID(r.ID))
}

// recordPayouts opens last period's payouts, as the consultant-payouts Schedule does.
func recordPayouts(t *testing.T, rec *recorder) {
	_, end, err := rules.PayoutPeriod(rules.PayoutMonthly, time.Now())
	require.NoError(t, err)
	storedBooking(t, end.Add(-rules.ClaimWindow-2*time.Hour), models.BookingCompleted)
	run, err := env.temporal.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{ID: "record-payouts",
		TaskQueue: env.cfg.TaskQueue}, payoutwf.OpenConsultantPayouts, rules.PayoutMonthly)
	require.NoError(t, err)
	require.NoError(t, run.Get(context.Background(), nil))
	rec.save(t, "open-consultant-payouts", "record-payouts")
}

// recordHousekeeping runs the two scheduled housekeepers once each, as their
// Schedules do: the orphaned-upload sweep and the next-free-slot refresher.
func recordHousekeeping(t *testing.T, rec *recorder) {
	for _, run := range []struct {
		name string
		wf   any
	}{{"clean-uploads", profilewf.CleanUploads}, {"refresh-discovery", discoverywf.RefreshDiscovery},
		{"sweep-credentials", profilewf.SweepCredentials}, {"sweep-texts", phonewf.SweepTexts}} {
		id := "record-" + run.name
		w, err := env.temporal.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{ID: id,
			TaskQueue: env.cfg.TaskQueue}, run.wf)
		require.NoError(t, err)
		require.NoError(t, w.Get(context.Background(), nil))
		rec.save(t, run.name, id)
	}
}
