package refund

import (
	"context"

	"cerebro/mailer"
	"cerebro/models/refund"
)

// failedRefundBatch bounds the refunds one reconciler run mails about.
const failedRefundBatch = 50

// MailFailedRefunds tells every admin, once per refund, that the gateway
// refused a refund: the money is owed until the admin pays it again or
// settles it by bank transfer from the refunds tab. A refund is marked
// mailed after its mail went to every admin; a failure in between mails it
// again on the next run rather than never. It returns how many it mailed.
func (a *Activities) MailFailedRefunds(ctx context.Context) (int, error) {
	failed, err := a.Stores.Refund.FailedToMail(ctx, failedRefundBatch)
	if err != nil || len(failed) == 0 {
		return 0, err
	}
	admins, err := a.Mail.Admins(ctx)
	if err != nil {
		return 0, err
	}
	for i, r := range failed {
		err := a.Mail.SendEach(ctx, admins, "refund_failed", mailer.Data{"ID": r.ID, "Cref": r.Cref, "Amount": amountOf(r),
			"Consultee": r.ConsulteeName, "Reason": r.FailureReason, "Dashboard": a.PublicBaseURL + "/#/admindashboard"})
		if err != nil {
			return i, err
		}
		if err := a.Stores.Refund.MarkFailureMailed(ctx, r.ID); err != nil {
			return i, err
		}
	}
	return len(failed), nil
}

// amountOf is what a refund pays: its decided amount, else the requested one.
func amountOf(r refund.Listing) int64 {
	if r.Amount != nil {
		return *r.Amount
	}
	return r.RequestedAmount
}

// ReopenFailedRefund moves a FAILED refund back to APPROVED so it can be
// paid again; one already reopened (a retry of this activity) is left as it
// is.
func (a *Activities) ReopenFailedRefund(ctx context.Context, refundID int64) error {
	_, err := a.Stores.Refund.RetryFailed(ctx, refundID)
	return err
}
