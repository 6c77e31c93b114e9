package profile

import (
	"context"
	"strings"

	"cerebro/activities"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/profile"
)

// SendConsultantApprovedMail tells the consultant their profile is live.
func (a *Activities) SendConsultantApprovedMail(ctx context.Context, consultantID int64) error {
	c, err := a.Stores.Profile.ConsultantByID(ctx, consultantID)
	if err != nil {
		return err
	}
	return a.Mail.Send(ctx, consultantParty(c), "consultant_approved", mailer.Data{"Name": c.FirstName,
		"Dashboard": a.PublicBaseURL + "/#/consultantdashboard"}, nil)
}

// consultantParty is a consultant as the reader of a mail about their profile.
// (ConsultantByID loads the account.)
func consultantParty(c *models.Consultant) *activities.Party {
	return &activities.Party{First: c.FirstName, Email: c.User.Email, Reader: mailer.ReaderOf(c.User.Language, c.TimeZone)}
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
	return a.Stores.Profile.RecordConsultantReview(ctx, profile.ConsultantReview{ConsultantID: r.ConsultantID, Status: models.ConsultantStatus(r.Status),
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
	c, err := a.Stores.Profile.ConsultantByID(ctx, r.ConsultantID)
	if err != nil {
		return err
	}
	return a.Mail.Send(ctx, consultantParty(c), "consultant_rejected", mailer.Data{"Name": c.FirstName, "Reason": r.Reason,
		"Dashboard": a.PublicBaseURL + "/#/consultantdashboard"}, nil)
}

// ApprovalReminder asks the admins to review a consultant who waits.
type ApprovalReminder struct {
	ConsultantID int64
	Days         int // how long they have waited
}

// SendApprovalReminder mails every admin that a consultant waits for
// review; a consultant decided meanwhile gets no reminder.
func (a *Activities) SendApprovalReminder(ctx context.Context, r ApprovalReminder) error {
	c, err := a.Stores.Profile.ConsultantByID(ctx, r.ConsultantID)
	if err != nil || c.Status != models.ConsultantPending {
		return err
	}
	admins, err := a.Mail.Admins(ctx)
	if err != nil {
		return err
	}
	return a.Mail.SendEach(ctx, admins, "approval_reminder", mailer.Data{"Consultant": strings.TrimSpace(c.FirstName + " " + c.LastName),
		"Days": r.Days, "Dashboard": a.PublicBaseURL + "/#/admindashboard"})
}
