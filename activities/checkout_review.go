package activities

import (
	"context"
	"fmt"
	"time"

	"cerebro/mailer"
	"cerebro/models"
	"cerebro/rules"
)

// SlipReviewReminder asks the admins to review a slip that is waiting.
type SlipReviewReminder struct {
	InvoiceID int64
	ReviewBy  time.Time // the first slot's start: undecided by then, the booking fails
}

// SendSlipReviewReminder mails every admin that a slip waits for review.
// An invoice no longer awaiting approval (decided meanwhile) gets no mail.
func (a *Activities) SendSlipReviewReminder(ctx context.Context, r SlipReviewReminder) error {
	status, err := a.Store.InvoiceStatus(ctx, r.InvoiceID)
	if err != nil || status != models.InvoicePendingApproval {
		return err
	}
	admins, err := a.Store.AdminEmails(ctx)
	if err != nil {
		return err
	}
	cref := models.InvoiceCref(r.InvoiceID)
	body := fmt.Sprintf("Hello,\n\nThe bank slip of invoice %s waits for your review. Its slots stay held until %s, %s "+
		"(Colombo time); if nobody decides by then, the booking fails and the deposit is owed back to the consultee.\n"+
		"Review it in the admin dashboard: %s/#/admindashboard\n",
		cref, rules.ColomboDate(r.ReviewBy), rules.ColomboClock(r.ReviewBy)[:5], a.PublicBaseURL)
	for _, to := range admins {
		m := mailer.Message{To: to, Subject: "A bank slip waits for review: " + cref, Body: body}
		if err := a.Mailer.Send(ctx, m); err != nil {
			return err
		}
	}
	return nil
}
