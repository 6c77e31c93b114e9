package activities

import (
	"context"
	"fmt"
	"time"

	"cerebro/invite"
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
	m, err := a.sessionMailOf(ctx, r.BookingID, r.Party)
	if err != nil || m.b.Status != models.BookingConfirmed {
		return err
	}
	when := fmt.Sprintf("%s, %s to %s (Colombo time)", rules.ColomboDate(m.b.Slot.StartsAt),
		rules.ColomboClock(m.b.Slot.StartsAt)[:5], rules.ColomboClock(m.b.Slot.EndsAt)[:5])
	lead := leadText(r.Lead)
	return a.Mailer.Send(ctx, mailer.Message{
		To:      m.me.email,
		Subject: "Reminder: your Cerebro session starts in " + lead,
		Body: fmt.Sprintf("Hello %s,\n\nYour session with %s starts in %s: %s.\n"+
			"Join it from your dashboard, where the Join Call button opens shortly before the start: %s/#/%s\n",
			m.me.first, m.other.name, lead, when, a.PublicBaseURL, m.dashboard),
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

// ChangeMail asks for one party's mail about a change to their booking: a
// cancellation (Outcome empty) or what the session came to.
type ChangeMail struct {
	BookingID int64
	Party     string // MailConsultee or MailConsultant
	Outcome   string // rules.SessionOutcome; empty for a cancellation
}

// cancelledByText says who cancelled, to the party reading it.
func cancelledByText(by, party string) string {
	switch {
	case by == party:
		return "you cancelled it"
	case by == models.CancelledByConsultant:
		return "the consultant cancelled it"
	case by == models.CancelledByConsultee:
		return "the consultee cancelled it"
	}
	return "Cerebro cancelled it"
}

// outcomeText says what a session came to, to the party reading it.
var outcomeText = map[string]map[string]string{
	string(rules.OutcomeConsultantNoShow): {
		MailConsultee:  "The consultant did not come to your session. You are refunded in full.",
		MailConsultant: "You did not come to this session. The consultee is refunded in full and the penalty is deducted from your next payout.",
	},
	string(rules.OutcomeConsulteeNoShow): {
		MailConsultee:  "You did not come to this session; the consultant waited for you. The session counts as held.",
		MailConsultant: "The consultee did not come to this session. It counts as held: you are paid for it.",
	},
	string(rules.OutcomeCutShort): {
		MailConsultee:  "Your session was cut short. An admin will look at both parties' presence and decide your refund (in full if nobody decides within 30 days).",
		MailConsultant: "This session was cut short. An admin will look at both parties' presence and decide the consultee's refund.",
	},
	string(rules.OutcomeNobodyPresent): {
		MailConsultee:  "Neither of you came to this session. You are refunded in full.",
		MailConsultant: "Neither of you came to this session. The consultee is refunded in full; there is no penalty.",
	},
}

// SendChangeMail mails one party that their booking was cancelled (with the
// calendar's cancellation) or what its session came to.
func (a *Activities) SendChangeMail(ctx context.Context, m ChangeMail) error {
	sm, err := a.sessionMailOf(ctx, m.BookingID, m.Party)
	if err != nil {
		return err
	}
	b, me, other, dashboard := sm.b, sm.me, sm.other, sm.dashboard
	when := fmt.Sprintf("%s, %s (Colombo time)", rules.ColomboDate(b.Slot.StartsAt), rules.ColomboClock(b.Slot.StartsAt)[:5])
	msg := mailer.Message{To: me.email}
	switch {
	case m.Outcome != "":
		msg.Subject = "Your Cerebro session of " + rules.ColomboDate(b.Slot.StartsAt)
		msg.Body = fmt.Sprintf("Hello %s,\n\nAbout your session with %s on %s:\n\n%s\n\nYour dashboard: %s/#/%s\n",
			me.name, other.name, when, outcomeText[m.Outcome][m.Party], a.PublicBaseURL, dashboard)
	default:
		by := ""
		if b.CancelledBy != nil {
			by = *b.CancelledBy
		}
		sequence := 1
		if b.RescheduledFrom != nil {
			sequence = 2
		}
		msg.Subject = "Your Cerebro session was cancelled"
		msg.Body = fmt.Sprintf("Hello %s,\n\nYour session with %s on %s is cancelled: %s.\n%s\nYour dashboard: %s/#/%s\n",
			me.name, other.name, when, cancelledByText(by, m.Party), a.refundSentence(ctx, b.ID, m.Party), a.PublicBaseURL, dashboard)
		msg.Attachments = a.invites(invite.Cancel, *b, sequence, sm.consultee, sm.consultant)
	}
	return a.Mailer.Send(ctx, msg)
}

// refundSentence says what happens to the money, to the consultee; the
// consultant is told nothing about the consultee's refund.
func (a *Activities) refundSentence(ctx context.Context, bookingID int64, party string) string {
	if party != MailConsultee {
		return ""
	}
	r, err := a.Store.RefundOfBooking(ctx, bookingID)
	switch {
	case err != nil:
		return "Nothing is refunded for it.\n"
	case r.Status == models.RefundRequested:
		return "Your refund request goes to an admin, who decides the amount; you will be told.\n"
	}
	return fmt.Sprintf("You are refunded %s, to the way you paid.\n", rules.FormatLKR(r.Amount))
}
