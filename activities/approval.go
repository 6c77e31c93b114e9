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
