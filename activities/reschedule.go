package activities

import (
	"context"
	"errors"
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"

	"cerebro/invite"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/rules"
)

// ErrTypeRescheduleRefused: the slot was taken or the booking changed
// meanwhile; retrying will not change that.
const ErrTypeRescheduleRefused = "RescheduleRefused"

// RescheduleBooking moves the booking to the new slot in one transaction
// (models.Store.RescheduleBooking); safe to repeat.
func (a *Activities) RescheduleBooking(ctx context.Context, r models.Rescheduling) (models.Moved, error) {
	m, err := a.Store.RescheduleBooking(ctx, r, time.Now())
	if errors.Is(err, models.ErrRescheduleRefused) || errors.Is(err, models.ErrNotFound) {
		return m, temporal.NewNonRetryableApplicationError("That slot can no longer be booked; please choose another.",
			ErrTypeRescheduleRefused, err)
	}
	return m, err
}

// RescheduledMail asks for one party's mail about a moved booking.
type RescheduledMail struct {
	BookingID    int64
	Party        string // MailConsultee or MailConsultant
	FromStartsAt time.Time
}

// SendRescheduledMail tells one party the session moved, from when to when.
func (a *Activities) SendRescheduledMail(ctx context.Context, r RescheduledMail) error {
	b, err := a.Store.BookingByID(ctx, r.BookingID)
	if err != nil {
		return err
	}
	if b.Slot == nil || b.Consultee == nil || b.Consultee.User == nil || b.Consultant == nil || b.Consultant.User == nil {
		return fmt.Errorf("booking %d: slot or parties not loaded", b.ID)
	}
	consultee, consultant, err := partiesOf(b.Consultee, b.Consultant)
	if err != nil {
		return err
	}
	when := func(t time.Time) string {
		return fmt.Sprintf("%s at %s (Colombo time)", rules.ColomboDate(t), rules.ColomboClock(t)[:5])
	}
	to, name, other, dashboard := b.Consultee.User.Email, b.Consultee.FirstName,
		b.Consultant.FirstName+" "+b.Consultant.LastName, "consulteedashboard"
	if r.Party == MailConsultant {
		to, name, other, dashboard = b.Consultant.User.Email, b.Consultant.FirstName,
			b.Consultee.FirstName+" "+b.Consultee.LastName, "consultantdashboard"
	}
	return a.Mailer.Send(ctx, mailer.Message{
		To:      to,
		Subject: "Your Cerebro session was rescheduled",
		Body: fmt.Sprintf("Hello %s,\n\nYour session with %s has moved from %s to %s. The updated calendar invite is attached.\n"+
			"It is on your dashboard: %s/#/%s\n", name, other, when(r.FromStartsAt), when(b.Slot.StartsAt), a.PublicBaseURL, dashboard),
		Attachments: a.invites(invite.Request, *b, 1, consultee, consultant), // SEQUENCE 1: the same event, moved
	})
}
