package activities

import (
	"context"
	"fmt"

	"cerebro/mailer"
	"cerebro/models"
)

// MarkConsultantVerified sets the consultant's status to VERIFIED; running it
// again changes nothing.
func (a *Activities) MarkConsultantVerified(ctx context.Context, consultantID int64) error {
	return a.Store.SetConsultantStatus(ctx, consultantID, models.ConsultantVerified)
}

// SendConsultantApprovedMail tells the consultant their profile is live.
func (a *Activities) SendConsultantApprovedMail(ctx context.Context, consultantID int64) error {
	c, err := a.Store.ConsultantByID(ctx, consultantID)
	if err != nil {
		return err
	}
	return a.Mailer.Send(ctx, mailer.Message{
		To:      c.User.Email,
		Subject: "Your Cerebro profile is approved",
		Body: fmt.Sprintf("Hello %s,\n\nYour consultant profile has been approved. You can now publish your availability:\n%s/#/consultantdashboard\n",
			c.FirstName, a.PublicBaseURL),
	})
}

// ApprovalRecord is the admin's decision on a consultant, to record.
type ApprovalRecord struct {
	ConsultantID int64
	Status       string // models.ConsultantVerified or models.ConsultantRejected
	Reason       string
	DecidedBy    int64
}

// RecordApproval stores the admin's decision (with who decided); running it
// again changes nothing.
func (a *Activities) RecordApproval(ctx context.Context, r ApprovalRecord) error {
	return a.Store.RecordConsultantReview(ctx, models.ConsultantReview{ConsultantID: r.ConsultantID, Status: r.Status,
		Reason: r.Reason, ReviewedBy: r.DecidedBy})
}

// ConsultantRejection asks for the mail telling a consultant why their
// profile was not approved.
type ConsultantRejection struct {
	ConsultantID int64
	Reason       string
}

// SendConsultantRejectedMail tells the consultant why their profile was not
// approved and that they may fix it and send it again.
func (a *Activities) SendConsultantRejectedMail(ctx context.Context, r ConsultantRejection) error {
	c, err := a.Store.ConsultantByID(ctx, r.ConsultantID)
	if err != nil {
		return err
	}
	return a.Mailer.Send(ctx, mailer.Message{
		To:      c.User.Email,
		Subject: "Your Cerebro profile was not approved",
		Body: fmt.Sprintf("Hello %s,\n\nYour consultant profile was not approved, for this reason:\n\n%s\n\n"+
			"You can correct your profile and save it again; it then goes back to the admin for review:\n%s/#/consultantdashboard\n",
			c.FirstName, r.Reason, a.PublicBaseURL),
	})
}

// ApprovalReminder asks the admins to review a consultant who waits.
type ApprovalReminder struct {
	ConsultantID int64
	Days         int // how long they have waited
}

// SendApprovalReminder mails every admin that a consultant waits for
// review; a consultant decided meanwhile gets no reminder.
func (a *Activities) SendApprovalReminder(ctx context.Context, r ApprovalReminder) error {
	c, err := a.Store.ConsultantByID(ctx, r.ConsultantID)
	if err != nil || c.Status != models.ConsultantPending {
		return err
	}
	admins, err := a.Store.AdminEmails(ctx)
	if err != nil {
		return err
	}
	days := "1 day"
	if r.Days != 1 {
		days = fmt.Sprintf("%d days", r.Days)
	}
	for _, to := range admins {
		err := a.Mailer.Send(ctx, mailer.Message{To: to,
			Subject: fmt.Sprintf("Consultant %s %s has waited %s for review", c.FirstName, c.LastName, days),
			Body: fmt.Sprintf("Hello,\n\n%s %s has waited %s for their consultant profile to be reviewed.\n"+
				"Approve or reject it in the admin dashboard: %s/#/admindashboard\n", c.FirstName, c.LastName, days, a.PublicBaseURL)})
		if err != nil {
			return err
		}
	}
	return nil
}
