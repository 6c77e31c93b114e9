// Package message holds the activities of a booking's thread: mailing a
// party the messages they have neither read nor been told of.
package message

import (
	"context"
	"fmt"

	"cerebro/activities"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/stores"
	"cerebro/notify"
)

// Activities are the thread's; each is safe to retry.
type Activities struct {
	Stores stores.Stores
	Mail   *activities.Mail
}

// New keeps of the shared dependencies what this area's activities use.
func New(d *activities.Deps) *Activities {
	return &Activities{Stores: d.Stores, Mail: d.Mail()}
}

// Register adds this area's activities to a worker.
func Register(r activities.Registry, d *activities.Deps) {
	r.RegisterActivity(New(d))
}

// MailNew is the input of MailNewMessages: whose thread, and to whom.
type MailNew struct {
	BookingID int64
	Recipient models.Rater // models.RaterConsultee or models.RaterConsultant
}

// MailNewMessages mails the recipient the thread's messages they have
// neither read in the app nor been mailed about, and records them as
// mailed; with none it sends nothing. It answers how many it told of.
func (a *Activities) MailNewMessages(ctx context.Context, in MailNew) (int, error) {
	count, last, err := a.Stores.Message.Unmailed(ctx, in.BookingID, in.Recipient)
	if err != nil || count == 0 {
		return 0, err
	}
	b, err := a.Stores.Session.BookingByID(ctx, in.BookingID)
	if err != nil {
		return 0, err
	}
	consultee, consultant, err := activities.PartiesOf(b.Consultee, b.Consultant)
	if err != nil || b.Slot == nil {
		return 0, fmt.Errorf("booking %d: parties or slot not loaded: %v", in.BookingID, err)
	}
	to, from := consultee, consultant
	if in.Recipient == models.RaterConsultant {
		to, from = consultant, consultee
	}
	data := mailer.Data{"Name": to.First, "From": from.Name, "Count": count, "Start": b.Slot.StartsAt, "End": b.Slot.EndsAt,
		"Link": fmt.Sprintf("%s/#/messages/%d", a.Mail.PublicBaseURL, b.ID)}
	if err := a.Mail.Send(ctx, to, "messages_new", data, nil); err != nil {
		return 0, err
	}
	a.Mail.Notify(ctx, to, notify.NewMessage, mailer.Data{"From": from.Name, "Count": count}, fmt.Sprintf("/#/messages/%d", b.ID))
	return count, a.Stores.Message.MarkMailed(ctx, in.BookingID, in.Recipient, last)
}
