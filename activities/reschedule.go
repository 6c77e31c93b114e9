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
	m, err := a.sessionMailOf(ctx, r.BookingID, r.Party)
	if err != nil {
		return err
	}
	when := func(t time.Time) string {
		return fmt.Sprintf("%s at %s (Colombo time)", rules.ColomboDate(t), rules.ColomboClock(t)[:5])
	}
	return a.Mailer.Send(ctx, mailer.Message{
		To:      m.me.email,
		Subject: "Your Cerebro session was rescheduled",
		Body: fmt.Sprintf("Hello %s,\n\nYour session with %s has moved from %s to %s. The updated calendar invite is attached.\n"+
			"It is on your dashboard: %s/#/%s\n", m.me.first, m.other.name, when(r.FromStartsAt), when(m.b.Slot.StartsAt),
			a.PublicBaseURL, m.dashboard),
		Attachments: a.invites(invite.Request, *m.b, 1, m.consultee, m.consultant), // SEQUENCE 1: the same event, moved
	})
}
