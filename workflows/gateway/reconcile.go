package gateway

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	checkoutacts "cerebro/activities/checkout"
	gatewayacts "cerebro/activities/gateway"
	refundacts "cerebro/activities/refund"
	"cerebro/models"
	"cerebro/payments"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
	refundwf "cerebro/workflows/refund"
)

// ReconcilerScheduleID is the Temporal Schedule that runs ReconcilePayments
// every ReconcileEvery; `cerebro worker` ensures it exists at start.
const ReconcilerScheduleID = "payments-reconciler"

// ReconcileEvery is how often the reconciler runs, and ReconcileGrace how
// old a stored notification must be before the reconciler delivers it (the
// API delivers it itself as it comes; this is for deliveries that were lost).
const (
	ReconcileEvery = time.Minute
	ReconcileGrace = 10 * time.Second
	reconcileBatch = 200
)

// Reconciled says what one reconciler run did.
type Reconciled struct {
	Delivered   int `json:"delivered"`   // handed to a running checkout (once per notification)
	Awaited     int `json:"awaited"`     // handed to a running checkout before: left to it
	Refunded    int `json:"refunded"`    // paid after the checkout closed: a refund run started
	Refunding   int `json:"refunding"`   // paid after the checkout closed: its refund was already under way
	Flagged     int `json:"flagged"`     // paid after it closed, not for the invoice's amount: left to the admin
	Chargebacks int `json:"chargebacks"` // marked on the invoice
	Rechecked   int `json:"rechecked"`   // released invoices the gateway was asked about again
	FoundLate   int `json:"foundLate"`   // payments it had taken for them, settled at once
	MailedFails int `json:"mailedFails"` // refunds the gateway refused, mailed to the admins
}

// ReconcilePayments settles what the product stored: every gateway
// notification that no invoice, refund or flag accounts for — because
// Temporal was down, or the API was killed between storing it and handing
// it on — is delivered now, as if it had just come:
//   - to its checkout while that runs (the checkout pays with it, or
//     refunds it, exactly once), once: a notification handed to a running
//     checkout before is its to settle, and is not signalled again while
//     the invoice awaits payment or a slip's review (a refund under way
//     would otherwise be signalled every run, for weeks);
//   - a payment whose checkout is over is refunded in full by a
//     RefundPayment workflow keyed by the payment (one at a time per
//     payment; a run that failed may run again), or flagged to the admin
//     when it is not for the invoice's amount;
//   - a chargeback is marked on the invoice;
//
// and tells the admins, once, of each refund the gateway refused.
func ReconcilePayments(ctx workflow.Context) (Reconciled, error) {
	var out Reconciled
	var list []models.UnsettledNotification
	actx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	q := gatewayacts.UnsettledQuery{OlderThan: workflow.Now(ctx).Add(-ReconcileGrace), Limit: reconcileBatch}
	if err := workflow.ExecuteActivity(actx, gatewayActs.UnsettledNotifications, q).Get(ctx, &list); err != nil {
		return out, err
	}
	for _, n := range list {
		if err := settleNotification(ctx, n, &out); err != nil {
			return out, err
		}
	}
	if err := recheckGateway(ctx, &out); err != nil {
		return out, err
	}
	err := workflow.ExecuteActivity(actx, refundActs.MailFailedRefunds).Get(ctx, &out.MailedFails)
	return out, err
}

// recheckGateway asks the gateway again about ONLINE invoices released
// while it could not be asked: what it took for them is stored as a
// notification and settled at once (the invoice is over: refunded). A
// gateway still unreachable is asked again next run.
func recheckGateway(ctx workflow.Context, out *Reconciled) error {
	var unchecked []checkoutacts.GatewayCheck
	sctx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	if err := workflow.ExecuteActivity(sctx, gatewayActs.UncheckedInvoices, reconcileBatch).Get(ctx, &unchecked); err != nil {
		return err
	}
	gctx := workflow.WithActivityOptions(ctx, checkoutwf.GatewayCheckOptions)
	for _, c := range unchecked {
		var found []models.UnsettledNotification
		if err := workflow.ExecuteActivity(gctx, gatewayActs.RecheckGateway, c).Get(ctx, &found); err != nil {
			workflow.GetLogger(ctx).Warn("the gateway could not be asked", "invoiceId", c.InvoiceID, "err", err)
			continue
		}
		out.Rechecked++
		out.FoundLate += len(found)
		for _, n := range found {
			if err := settleNotification(ctx, n, out); err != nil {
				return err
			}
		}
	}
	return nil
}

// settleNotification delivers one notification; see ReconcilePayments.
func settleNotification(ctx workflow.Context, n models.UnsettledNotification, out *Reconciled) error {
	actx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	if n.StatusCode == payments.StatusChargedback {
		out.Chargebacks++
		return workflow.ExecuteActivity(actx, gatewayActs.FlagChargeback, n.InvoiceID).Get(ctx, nil)
	}
	if n.Delivered && awaitsPayment(n.InvoiceStatus) {
		out.Awaited++ // its running checkout has it
		return nil
	}
	if !n.Delivered {
		delivered, err := deliver(ctx, n)
		if err != nil || delivered {
			out.Delivered += btoi(delivered)
			return err
		}
	}
	switch {
	case n.StatusCode != payments.StatusPaid:
		return nil // a failure for a checkout that is over changes nothing
	case n.Amount != n.InvoiceTotal || n.Currency != n.InvoiceCurrency:
		out.Flagged++
		flag := checkoutacts.PaymentFlag{InvoiceID: n.InvoiceID, PaymentID: n.PaymentID, Flag: fmt.Sprintf(
			"Payment %s of %s %s, after the invoice closed, does not match its amount: not refunded automatically.",
			n.PaymentID, n.Currency, payments.FormatAmount(n.Amount))}
		return workflow.ExecuteActivity(actx, checkoutActs.FlagPayment, flag).Get(ctx, nil)
	}
	return refundLate(ctx, n, out)
}

// awaitsPayment reports whether an invoice in this status still has its
// checkout waiting (for the card payment or a slip's review).
func awaitsPayment(status models.InvoiceStatus) bool {
	return status == models.InvoicePendingPayment || status == models.InvoicePendingApproval
}

// deliver signals the notification to its checkout and records that it
// did; false (no error) if the checkout is over.
func deliver(ctx workflow.Context, n models.UnsettledNotification) (bool, error) {
	p := checkoutwf.Payment{PaymentID: n.PaymentID, StatusCode: n.StatusCode, AmountCents: n.Amount, Currency: n.Currency}
	if err := workflow.SignalExternalWorkflow(ctx, workflows.CheckoutWorkflowID(n.InvoiceID), "", checkoutwf.PaymentSignal, p).Get(ctx, nil); err != nil {
		return false, nil // the checkout is over
	}
	actx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	return true, workflow.ExecuteActivity(actx, gatewayActs.MarkNotificationDelivered, n.ID).Get(ctx, nil)
}

// refundLate starts the refund of a payment whose checkout is over, and
// counts what it did: started, or found under way already.
func refundLate(ctx workflow.Context, n models.UnsettledNotification, out *Reconciled) error {
	cctx := workflow.WithChildOptions(ctx, refundwf.RefundChildOptions(n.PaymentID))
	in := refundacts.PaymentRefund{InvoiceID: n.InvoiceID, PaymentID: n.PaymentID, AmountCents: n.Amount,
		Reason: fmt.Sprintf("Payment arrived after invoice %s was closed", models.InvoiceCref(n.InvoiceID))}
	err := workflow.ExecuteChildWorkflow(cctx, refundwf.RefundPayment, in).GetChildWorkflowExecution().Get(ctx, nil)
	switch {
	case err == nil:
		out.Refunded++
	case temporal.IsWorkflowExecutionAlreadyStartedError(err):
		out.Refunding++
	default:
		return fmt.Errorf("refund payment %s: %w", n.PaymentID, err)
	}
	return nil
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
