package session

import (
	"context"
	"time"

	"cerebro/activities"
	"cerebro/invite"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/notify"
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
	err = a.Mail.Send(ctx, m.me, "session_reminder", mailer.Data{"Name": m.me.First, "Other": m.other.Name, "Lead": r.Lead,
		"Start": m.b.Slot.StartsAt, "End": m.b.Slot.EndsAt, "Dashboard": m.dashboard}, nil)
	if err == nil {
		event := notify.ReminderDay
		if r.Lead < time.Hour {
			event = notify.ReminderSoon
		}
		a.Mail.Notify(ctx, m.me, event, mailer.Data{"Other": m.other.Name, "Start": m.b.Slot.StartsAt, "Lead": r.Lead},
			m.link)
	}
	return err
}

// ChangeMail asks for one party's mail about a change to their booking: a
// cancellation (Outcome empty) or what the session came to.
type ChangeMail struct {
	BookingID int64
	Party     string // MailConsultee or MailConsultant
	Outcome   string // rules.SessionOutcome; empty for a cancellation
}

// cancelledBy says who cancelled, to the party reading it: you,
// consultant, consultee or cerebro (the session_cancelled mail's By).
func cancelledBy(by models.CancelledBy, party string) string {
	switch {
	case string(by) == party:
		return "you"
	case by == models.CancelledByConsultant:
		return "consultant"
	case by == models.CancelledByConsultee:
		return "consultee"
	}
	return "cerebro"
}

// mailedOutcomes are the outcomes each party is mailed about (a held
// session is not); the session_outcome mail says what each means to them.
var mailedOutcomes = map[string]bool{
	string(rules.OutcomeConsultantNoShow): true,
	string(rules.OutcomeConsulteeNoShow):  true,
	string(rules.OutcomeCutShort):         true,
	string(rules.OutcomeNobodyPresent):    true,
}

// SendChangeMail mails one party that their booking was cancelled (with the
// calendar's cancellation) or what its session came to.
func (a *Activities) SendChangeMail(ctx context.Context, m ChangeMail) error {
	sm, err := a.sessionMailOf(ctx, m.BookingID, m.Party)
	if err != nil {
		return err
	}
	b, me := sm.b, sm.me
	data := mailer.Data{"Name": me.Name, "Other": sm.other.Name, "Start": b.Slot.StartsAt, "Dashboard": sm.dashboard}
	if m.Outcome != "" {
		if !mailedOutcomes[m.Outcome] {
			return nil
		}
		data["Outcome"], data["ToConsultee"] = m.Outcome, m.Party == activities.MailConsultee
		return a.Mail.Send(ctx, me, "session_outcome", data, nil)
	}
	var by models.CancelledBy
	if b.CancelledBy != nil {
		by = *b.CancelledBy
	}
	sequence := invite.Sequence(b.RescheduledFrom != nil, true)
	data["By"] = cancelledBy(by, m.Party)
	data["Refund"], data["Amount"] = a.refundOf(ctx, b.ID, m.Party)
	invites, err := a.Mail.Invites(invite.Cancel, *b, sequence, me, sm.consultee, sm.consultant)
	if err != nil {
		return err
	}
	if err := a.Mail.Send(ctx, me, "session_cancelled", data, invites); err != nil {
		return err
	}
	a.Mail.Notify(ctx, me, notify.Cancelled, mailer.Data{"Other": sm.other.Name, "Start": b.Slot.StartsAt}, sm.link)
	return nil
}

// refundOf says what happens to the money, to the consultee: none,
// requested (an admin decides) or refunded, with the amount; the consultant
// is told nothing about the consultee's refund.
func (a *Activities) refundOf(ctx context.Context, bookingID int64, party string) (string, int64) {
	if party != activities.MailConsultee {
		return "", 0
	}
	r, err := a.Stores.Refund.OfBooking(ctx, bookingID)
	switch {
	case err != nil:
		return "none", 0
	case r.Status == models.RefundRequested:
		return "requested", 0
	}
	return "refunded", r.Amount
}

// RoomOpen asks for one party's notice that the session's room is open;
// one activity per party, as the reminders.
type RoomOpen struct {
	BookingID int64
	Party     string // MailConsultee or MailConsultant
}

// NotifyRoomOpen tells one party on their phones (a text, a push) that the
// session's room is open to join; no mail: the 15-minute reminder was
// mailed. A booking no longer confirmed tells nobody. A retry texts
// nobody twice (the text is keyed by this activity).
func (a *Activities) NotifyRoomOpen(ctx context.Context, r RoomOpen) error {
	m, err := a.sessionMailOf(ctx, r.BookingID, r.Party)
	if err != nil || m.b.Status != models.BookingConfirmed {
		return err
	}
	a.Mail.Notify(ctx, m.me, notify.RoomOpen, mailer.Data{"Other": m.other.Name, "Start": m.b.Slot.StartsAt}, m.link)
	return nil
}
