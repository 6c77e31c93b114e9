package activities

import (
	"context"
	"log/slog"

	"cerebro/mailer"
)

// How activities write mail: from the catalogue (mailer.Compose), in the
// language of each recipient, times in their zone. A booking's parties read
// their account's language and their profile's zone; admins read their
// account's language and Sri Lanka time.

// send writes the named mail from the catalogue for the party and sends it.
func (a *Activities) send(ctx context.Context, to *mailerParty, name string, data mailer.Data, attachments []mailer.Attachment) error {
	m, err := mailer.Compose(to.reader, name, data)
	if err != nil {
		return err
	}
	m.To, m.Attachments = to.email, attachments
	return a.Mailer.Send(ctx, m)
}

// sendLogged sends a mail whose failure must not undo the change it tells
// of: it is logged.
func (a *Activities) sendLogged(ctx context.Context, to *mailerParty, name string, data mailer.Data) {
	if err := a.send(ctx, to, name, data, nil); err != nil {
		slog.ErrorContext(ctx, "mail failed", "to", to.email, "mail", name, "err", err)
	}
}

// admins are every admin as a mail reader: their account's language, Sri
// Lanka time.
func (a *Activities) admins(ctx context.Context) ([]*mailerParty, error) {
	rows, err := a.Stores.Account.AdminRecipients(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*mailerParty, len(rows))
	for i, r := range rows {
		out[i] = &mailerParty{email: r.Email, reader: mailer.ReaderOf(r.Language, "")}
	}
	return out, nil
}

// sendEach writes the named mail for each reader and sends it, stopping at
// the first failure.
func (a *Activities) sendEach(ctx context.Context, to []*mailerParty, name string, data mailer.Data) error {
	for _, p := range to {
		if err := a.send(ctx, p, name, data, nil); err != nil {
			return err
		}
	}
	return nil
}
