package activities

import (
	"context"
	"log/slog"

	"cerebro/mailer"
	"cerebro/models/stores"
	"cerebro/notify"
)

// How activities write mail: from the catalogue (mailer.Compose), in the
// language of each recipient, times in their zone. A booking's parties read
// their account's language and their profile's zone; admins read their
// account's language and Sri Lanka time.

// Mail writes and sends the areas' mails. An area's activities hold it as a
// named field, never embedded: its methods are helpers, not activities.
type Mail struct {
	Stores        stores.Stores
	Mailer        mailer.Mailer
	PublicBaseURL string // links in mails point here
	// Notifier tells people on their phones what their mail tells them
	// (texts, pushes); nil: mail alone.
	Notifier *notify.Notifier
}

// Notify tells the party of the event on their phones, beside the mail;
// link is the page a push opens, a path under PublicBaseURL. Nothing is
// told to a party with no account (UserID 0).
func (m *Mail) Notify(ctx context.Context, to *Party, event notify.Event, data mailer.Data, link string) {
	if to.UserID == 0 {
		return
	}
	m.Notifier.Notify(ctx, notify.Notice{UserID: to.UserID, Event: event, Reader: to.Reader, Data: data,
		Link: m.PublicBaseURL + link})
}

// Send writes the named mail from the catalogue for the party and sends it.
func (m *Mail) Send(ctx context.Context, to *Party, name string, data mailer.Data, attachments []mailer.Attachment) error {
	msg, err := mailer.Compose(to.Reader, name, data)
	if err != nil {
		return err
	}
	msg.To, msg.Attachments = to.Email, attachments
	return m.Mailer.Send(ctx, msg)
}

// SendLogged sends a mail whose failure must not undo the change it tells
// of: it is logged.
func (m *Mail) SendLogged(ctx context.Context, to *Party, name string, data mailer.Data) {
	if err := m.Send(ctx, to, name, data, nil); err != nil {
		slog.ErrorContext(ctx, "mail failed", "to", to.Email, "mail", name, "err", err)
	}
}

// Admins are every admin as a mail reader: their account's language, Sri
// Lanka time.
func (m *Mail) Admins(ctx context.Context) ([]*Party, error) {
	rows, err := m.Stores.Account.AdminRecipients(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*Party, len(rows))
	for i, r := range rows {
		out[i] = &Party{Email: r.Email, Reader: mailer.ReaderOf(r.Language, "")}
	}
	return out, nil
}

// SendEach writes the named mail for each reader and sends it, stopping at
// the first failure.
func (m *Mail) SendEach(ctx context.Context, to []*Party, name string, data mailer.Data) error {
	for _, p := range to {
		if err := m.Send(ctx, p, name, data, nil); err != nil {
			return err
		}
	}
	return nil
}

// Parties of a booking confirmation mail.
const (
	MailConsultee  = "CONSULTEE"
	MailConsultant = "CONSULTANT"
)
