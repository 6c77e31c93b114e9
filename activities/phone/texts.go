// Package phone is the phones area's activities: the SMS channel of the
// notices (Texts, a notify.Channel) and the sweep that sends the texts it
// held (SweepTexts).
//
// The contract (README "Texts"): a text goes only to a verified number of a
// person with texts on; never from 21:00 to 07:00 Colombo time but the
// 15-minute reminder — the others are held and sent at 07:00, unless their
// moment (the session's start, the new time) passed first; at most PerHour
// texts an hour to one number, the rest held until the hour frees. Every
// text is a row of text_outbox keyed by the activity that told it (its
// workflow, run and activity id), the person and the event, so a retried
// activity finds its text instead of sending a second.
package phone

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"go.temporal.io/sdk/activity"

	"cerebro/activities"
	"cerebro/models/phone"
	"cerebro/notify"
	"cerebro/sms"
)

// DefaultPerHour is how many texts one number gets in an hour at most
// (SMS_PER_HOUR): a day's notices about a few sessions fit; a flood of
// message notices does not.
const DefaultPerHour = 6

// maxAttempts: a text the gateway failed to take this often is given up.
const maxAttempts = 5

// keptFor is how long a notice without a moment of its own (a refund, a
// message) may wait to be sent.
const keptFor = 24 * time.Hour

// Texts is the SMS channel of the notices.
type Texts struct {
	Phone    *phone.Store
	Provider sms.Provider
	PerHour  int
	Now      func() time.Time
}

// NewTexts is the channel over the shared dependencies: the phone store and
// the SMS provider (SMS_PROVIDER).
func NewTexts(d *activities.Deps) *Texts {
	p := d.SMS
	if p == nil {
		p = sms.NewLog()
	}
	return &Texts{Phone: d.Stores.Phone, Provider: p, PerHour: d.TextsPerHour}
}

func (t *Texts) now() time.Time {
	if t.Now != nil {
		return t.Now()
	}
	return time.Now()
}

func (t *Texts) perHour() int {
	if t.PerHour > 0 {
		return t.PerHour
	}
	return DefaultPerHour
}

// Name is the channel's, in the Notifier's log lines.
func (t *Texts) Name() string { return "sms" }

// Deliver writes the notice's text for a person with a verified number and
// texts on, keeps it in the outbox and sends it now, or holds it.
func (t *Texts) Deliver(ctx context.Context, n notify.Notice) error {
	st, found, err := t.Phone.StatusOf(ctx, n.UserID)
	if err != nil || !found || st.Textable() == "" {
		return err
	}
	_, body, err := notify.Text(n)
	if err != nil {
		return err
	}
	now := t.now()
	sendAfter := now
	if n.Event != notify.ReminderSoon {
		sendAfter = sms.NotBefore(now)
	}
	text, err := t.Phone.Hold(ctx, phone.Text{Key: key(ctx, n, body, now), UserID: n.UserID, Number: st.Textable(),
		Event: string(n.Event), Body: body, SendAfter: sendAfter, DropAfter: dropAfter(n, sendAfter)})
	if err != nil || text.State != phone.TextHeld || text.SendAfter.After(now) {
		return err
	}
	_, err = t.send(ctx, text, now)
	return err
}

// key names the text of this notice told by this activity: a retry of the
// activity (same workflow, run and activity id) finds the same key. Outside
// an activity, the person, event, text and minute name it.
func key(ctx context.Context, n notify.Notice, body string, now time.Time) string {
	if activity.IsActivity(ctx) {
		info := activity.GetInfo(ctx)
		return fmt.Sprintf("%s/%s/%s/%d/%s", info.WorkflowExecution.ID, info.WorkflowExecution.RunID, info.ActivityID,
			n.UserID, n.Event)
	}
	return fmt.Sprintf("%d/%s/%x/%d", n.UserID, n.Event, sha256.Sum256([]byte(body)), now.Unix()/60)
}

// dropAfter is when the text stops being worth sending: the session's new
// time, its start (a reminder, a cancellation, a booking, the room), else a
// day after it could first go.
func dropAfter(n notify.Notice, sendAfter time.Time) time.Time {
	for _, field := range []string{"To", "Start"} {
		if at, ok := n.Data[field].(time.Time); ok && !at.IsZero() {
			return at
		}
	}
	return sendAfter.Add(keptFor)
}

// Outcomes of one try to send a held text.
const (
	outcomeSent    = "sent"
	outcomeHeld    = "held"
	outcomeDropped = "dropped"
	outcomeSkipped = "skipped" // another sender has it
)

// send sends a held text whose time has come, unless its moment passed, the
// night came, or the number had its hour's texts.
func (t *Texts) send(ctx context.Context, text phone.Text, now time.Time) (string, error) {
	switch {
	case now.After(text.DropAfter) || text.Attempts >= maxAttempts:
		return outcomeDropped, t.Phone.Drop(ctx, text.ID)
	case text.Event != string(notify.ReminderSoon) && sms.Quiet(now):
		return outcomeHeld, t.Phone.Defer(ctx, text.ID, sms.NotBefore(now))
	}
	sent, oldest, err := t.Phone.SentSince(ctx, text.Number, now.Add(-time.Hour))
	if err != nil {
		return "", err
	}
	if sent >= int64(t.perHour()) {
		return outcomeHeld, t.Phone.Defer(ctx, text.ID, oldest.Add(time.Hour))
	}
	claimed, err := t.Phone.Claim(ctx, text.ID, now)
	if err != nil || !claimed {
		return outcomeSkipped, err
	}
	if err := t.Provider.Send(ctx, text.Number, text.Body); err != nil {
		if errors.Is(err, sms.ErrRefused) {
			return outcomeDropped, errors.Join(err, t.Phone.Drop(ctx, text.ID))
		}
		return outcomeHeld, errors.Join(err, t.Phone.Release(ctx, text.ID))
	}
	return outcomeSent, nil
}

// TextSweep asks SweepTexts to send what is due at Now.
type TextSweep struct {
	Now time.Time
}

// TextSweepResult says what a sweep did with the texts that were due.
type TextSweepResult struct {
	Sent, Held, Dropped int
}

// sweepBatch is how many due texts one sweep looks at; the next takes the rest.
const sweepBatch = 500

// Sweep sends the held texts whose time has come: the night's at 07:00, a
// number's over its hourly allowance when the hour frees, one the gateway
// failed to take. A text that fails is logged and left for the next sweep.
func (t *Texts) Sweep(ctx context.Context, now time.Time) (TextSweepResult, error) {
	due, err := t.Phone.Due(ctx, now, sweepBatch)
	if err != nil {
		return TextSweepResult{}, err
	}
	var out TextSweepResult
	for _, text := range due {
		outcome, err := t.send(ctx, text, now)
		if err != nil {
			slog.ErrorContext(ctx, "text not sent", "id", text.ID, "event", text.Event, "err", err)
		}
		switch outcome {
		case outcomeSent:
			out.Sent++
		case outcomeHeld:
			out.Held++
		case outcomeDropped:
			out.Dropped++
		}
	}
	return out, nil
}

// Activities are the phones area's activities.
type Activities struct {
	Texts *Texts
}

// New keeps of the shared dependencies what this area's activities use.
func New(d *activities.Deps) *Activities { return &Activities{Texts: NewTexts(d)} }

// Register adds this area's activities to a worker.
func Register(r activities.Registry, d *activities.Deps) {
	r.RegisterActivity(New(d))
}

// SweepTexts sends the held texts due at in.Now. Running it twice sends
// nothing twice: each text is claimed before it goes.
func (a *Activities) SweepTexts(ctx context.Context, in TextSweep) (TextSweepResult, error) {
	return a.Texts.Sweep(ctx, in.Now)
}
