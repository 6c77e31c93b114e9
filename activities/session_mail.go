package activities

import (
	"context"
	"fmt"
	"time"

	"cerebro/mailer"
	"cerebro/models"
	"cerebro/rules"
)

// SessionReminder asks for one party's reminder of a session; one activity
// per recipient, so a retry never mails the other twice.
type SessionReminder struct {
	BookingID int64
	Party     string        // MailConsultee or MailConsultant
	Lead      time.Duration // how long before the start: 24 h or 15 min
}

// SendSessionReminder mails one party that the session starts soon. A
// booking no longer confirmed (cancelled meanwhile) gets no reminder.
func (a *Activities) SendSessionReminder(ctx context.Context, r SessionReminder) error {
	b, err := a.Store.BookingByID(ctx, r.BookingID)
	if err != nil {
		return err
	}
	if b.Status != models.BookingConfirmed {
		return nil
	}
	if b.Slot == nil || b.Consultee == nil || b.Consultee.User == nil || b.Consultant == nil || b.Consultant.User == nil {
		return fmt.Errorf("booking %d: slot or parties not loaded", b.ID)
	}
	when := fmt.Sprintf("%s, %s to %s (Colombo time)", rules.ColomboDate(b.Slot.StartsAt),
		rules.ColomboClock(b.Slot.StartsAt)[:5], rules.ColomboClock(b.Slot.EndsAt)[:5])
	lead := leadText(r.Lead)
	to, name, other, dashboard := b.Consultee.User.Email, b.Consultee.FirstName,
		b.Consultant.FirstName+" "+b.Consultant.LastName, "consulteedashboard"
	if r.Party == MailConsultant {
		to, name, other, dashboard = b.Consultant.User.Email, b.Consultant.FirstName,
			b.Consultee.FirstName+" "+b.Consultee.LastName, "consultantdashboard"
	}
	return a.Mailer.Send(ctx, mailer.Message{
		To:      to,
		Subject: "Reminder: your Cerebro session starts in " + lead,
		Body: fmt.Sprintf("Hello %s,\n\nYour session with %s starts in %s: %s.\n"+
			"Join it from your dashboard, where the Join Call button opens shortly before the start: %s/#/%s\n",
			name, other, lead, when, a.PublicBaseURL, dashboard),
	})
}

// leadText says a duration the way a person would: "24 hours", "15 minutes".
func leadText(d time.Duration) string {
	switch {
	case d >= time.Hour && d%time.Hour == 0:
		if d == time.Hour {
			return "1 hour"
		}
		return fmt.Sprintf("%d hours", d/time.Hour)
	case d == time.Minute:
		return "1 minute"
	default:
		return fmt.Sprintf("%d minutes", d/time.Minute)
	}
}
