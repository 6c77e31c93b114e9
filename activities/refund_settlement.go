package activities

import (
	"context"
	"fmt"

	"cerebro/mailer"
	"cerebro/models"
	"cerebro/rules"
)

// failedRefundBatch bounds the refunds one reconciler run mails about.
const failedRefundBatch = 50

// MailFailedRefunds tells every admin, once per refund, that the gateway
// refused a refund: the money is owed until the admin pays it again or
// settles it by bank transfer from the refunds tab. A refund is marked
// mailed after its mail went to every admin; a failure in between mails it
// again on the next run rather than never. It returns how many it mailed.
func (a *Activities) MailFailedRefunds(ctx context.Context) (int, error) {
	failed, err := a.Store.FailedRefundsToMail(ctx, failedRefundBatch)
	if err != nil || len(failed) == 0 {
		return 0, err
	}
	admins, err := a.Store.AdminEmails(ctx)
	if err != nil {
		return 0, err
	}
	for i, r := range failed {
		body := fmt.Sprintf("Hello,\n\nThe payment gateway refused refund %d of invoice %s (%s to %s):\n\n  %s\n\n"+
			"The money is still owed. Pay it again, or settle it by bank transfer, from the refunds tab: %s/#/admindashboard\n",
			r.ID, r.Cref, amountOf(r), r.ConsulteeName, r.FailureReason, a.PublicBaseURL)
		for _, to := range admins {
			m := mailer.Message{To: to, Subject: fmt.Sprintf("A refund failed: %s, refund %d", r.Cref, r.ID), Body: body}
			if err := a.Mailer.Send(ctx, m); err != nil {
				return i, err
			}
		}
		if err := a.Store.MarkFailureMailed(ctx, r.ID); err != nil {
			return i, err
		}
	}
	return len(failed), nil
}

func amountOf(r models.RefundListing) string {
	if r.Amount != nil {
		return rules.FormatLKR(*r.Amount)
	}
	return rules.FormatLKR(r.RequestedAmount)
}

// ReopenFailedRefund moves a FAILED refund back to APPROVED so it can be
// paid again; one already reopened (a retry of this activity) is left as it
// is.
func (a *Activities) ReopenFailedRefund(ctx context.Context, refundID int64) error {
	_, err := a.Store.RetryFailedRefund(ctx, refundID)
	return err
}
