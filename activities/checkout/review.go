package checkout

import (
	"context"
	"time"

	"cerebro/mailer"
	"cerebro/models"
)

// SlipReviewReminder asks the admins to review a slip that is waiting.
type SlipReviewReminder struct {
	InvoiceID int64
	ReviewBy  time.Time // the first slot's start: undecided by then, the booking fails
}

// SendSlipReviewReminder mails every admin that a slip waits for review.
// An invoice no longer awaiting approval (decided meanwhile) gets no mail.
func (a *Activities) SendSlipReviewReminder(ctx context.Context, r SlipReviewReminder) error {
	status, err := a.Stores.Checkout.InvoiceStatus(ctx, r.InvoiceID)
	if err != nil || status != models.InvoicePendingApproval {
		return err
	}
	cref := models.InvoiceCref(r.InvoiceID)
	admins, err := a.Mail.Admins(ctx)
	if err != nil {
		return err
	}
	return a.Mail.SendEach(ctx, admins, "slip_review", mailer.Data{"Cref": cref, "ReviewBy": r.ReviewBy,
		"Dashboard": a.PublicBaseURL + "/#/admindashboard"})
}
