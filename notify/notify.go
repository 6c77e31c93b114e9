// Package notify tells people on their phones what their mail tells them:
// a short text (SMS) to a verified number and a push to each of their
// devices, beside the mail, never instead of it. The mail is the record; a
// notice that cannot be delivered is logged and the change it tells of
// stands.
//
// An activity that mails a person about one of the Events also hands a
// Notice to the Notifier (activities.Mail.Notify); each Channel decides
// for itself whether this person gets it now: a verified number with texts
// on, outside the quiet hours; a subscribed device.
package notify

import (
	"context"
	"log/slog"

	"cerebro/mailer"
)

// Event is what a notice tells of; its text is texts/<language>/<event>.tmpl.
type Event string

// The events people are told of on their phones.
const (
	BookingConfirmed Event = "booking_confirmed" // to the consultee: their sessions are booked and paid
	BookingNew       Event = "booking_new"       // to the consultant: someone booked them
	ReminderDay      Event = "reminder_day"      // 24 h before the start, to both parties
	ReminderSoon     Event = "reminder_soon"     // 15 min before the start, to both parties (sent in the quiet hours too)
	Cancelled        Event = "cancelled"         // a party or Cerebro cancelled the session
	Rescheduled      Event = "rescheduled"       // the session moved
	RoomOpen         Event = "room_open"         // the session's room is open to join
	RefundPaid       Event = "refund_paid"       // a refund reached the consultee
	NewMessage       Event = "new_message"       // unread messages on a booking's thread
	ConsultantOpened Event = "consultant_opened" // a watched consultant published availability
)

// Events are all the events, in the order above.
var Events = []Event{BookingConfirmed, BookingNew, ReminderDay, ReminderSoon, Cancelled, Rescheduled, RoomOpen,
	RefundPaid, NewMessage, ConsultantOpened}

// Notice is one event told to one person.
type Notice struct {
	UserID int64
	Event  Event
	Reader mailer.Reader // their language and zone: the text is written for them
	Data   mailer.Data   // the fields the event's text reads (Other, Start, Amount…)
	Link   string        // the page a push opens, absolute
}

// Channel delivers notices one way. Deliver decides whether the person
// gets this one (and may hold it, as texts are held through the night);
// an error is logged by the Notifier and never fails the caller.
type Channel interface {
	Name() string
	Deliver(ctx context.Context, n Notice) error
}

// Notifier hands each notice to every channel. A nil Notifier, or one with
// no channels, tells nobody: mail alone, as before phones.
type Notifier struct {
	Channels []Channel
}

// Notify hands the notice to every channel; a channel's failure is logged
// and does not stop the others.
func (n *Notifier) Notify(ctx context.Context, notice Notice) {
	if n == nil {
		return
	}
	for _, c := range n.Channels {
		if err := c.Deliver(ctx, notice); err != nil {
			slog.ErrorContext(ctx, "notice not delivered", "channel", c.Name(), "event", notice.Event,
				"userId", notice.UserID, "err", err)
		}
	}
}
