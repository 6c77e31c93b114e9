// Package mailer writes and sends Cerebro's mail: password resets, booking
// confirmations, reminders... Each is written from the message catalogue
// (catalogue.go) in its recipient's language, with times in their zone
// (Reader). With no SMTP server configured, mail goes to the log and to an
// in-memory outbox, so development and tests need no mail server.
package mailer

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"sync"

	gomail "github.com/wneessen/go-mail"

	"cerebro/config"
)

// Message is one mail: the plain text, an HTML alternative (when empty, the
// text laid out in the product's look, see html.go) and attachments.
// Compose writes them from the catalogue in the recipient's language.
type Message struct {
	To          string
	Subject     string
	Body        string
	HTML        string
	Lang        string // the language it is written in (rules.English when empty)
	Attachments []Attachment
	// Notice is a line said above the message in both its parts, set by the
	// mailer that sends it: that no real money moves on this site
	// (TestPayments). Empty on a live site.
	Notice string
}

// Text is the plain text as sent: the notice, if any, then the body.
func (m Message) Text() string {
	if m.Notice == "" {
		return m.Body
	}
	return m.Notice + "\n\n" + m.Body
}

// Attachment is a file sent with a mail, e.g. a calendar invite.
type Attachment struct {
	Name        string
	ContentType string // e.g. "text/calendar; method=REQUEST; charset=utf-8"
	Data        []byte
}

// Mailer delivers messages.
type Mailer interface {
	Send(ctx context.Context, m Message) error
}

// New returns an SMTP mailer when SMTP_HOST is set, otherwise a log mailer.
func New(c config.SMTP) Mailer {
	if c.Host == "" {
		return NewOutbox()
	}
	return &smtpMailer{cfg: c}
}

type smtpMailer struct{ cfg config.SMTP }

func (s *smtpMailer) Send(ctx context.Context, m Message) error {
	msg, err := outgoing(s.cfg.From, m)
	if err != nil {
		return err
	}
	opts := []gomail.Option{gomail.WithPort(s.cfg.Port), gomail.WithTLSPolicy(gomail.TLSOpportunistic)}
	if s.cfg.Username != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthPlain),
			gomail.WithUsername(s.cfg.Username), gomail.WithPassword(s.cfg.Password))
	}
	client, err := gomail.NewClient(s.cfg.Host, opts...)
	if err != nil {
		return err
	}
	return client.DialAndSendWithContext(ctx, msg)
}

// outgoing is the message as it goes out: the plain text, the HTML alternative
// and the attachments.
func outgoing(from string, m Message) (*gomail.Msg, error) {
	msg := gomail.NewMsg()
	if err := msg.From(from); err != nil {
		return nil, err
	}
	if err := msg.To(m.To); err != nil {
		return nil, fmt.Errorf("mail to %q: %w", m.To, err)
	}
	msg.Subject(m.Subject)
	msg.SetBodyString(gomail.TypeTextPlain, m.Text())
	msg.AddAlternativeString(gomail.TypeTextHTML, m.HTMLOrLayout())
	for _, a := range m.Attachments {
		if err := msg.AttachReader(a.Name, bytes.NewReader(a.Data), gomail.WithFileContentType(gomail.ContentType(a.ContentType))); err != nil {
			return nil, fmt.Errorf("attach %s: %w", a.Name, err)
		}
	}
	return msg, nil
}

// Outbox logs every message and keeps the latest ones for inspection.
type Outbox struct {
	mu   sync.Mutex
	sent []Message
}

// outboxLimit bounds memory when a dev server runs for days.
const outboxLimit = 500

// NewOutbox returns an empty log mailer.
func NewOutbox() *Outbox { return &Outbox{} }

// Send logs the message and keeps it.
func (o *Outbox) Send(ctx context.Context, m Message) error {
	slog.InfoContext(ctx, "mail (no SMTP configured)", "to", m.To, "subject", m.Subject, "body", m.Text())
	o.mu.Lock()
	defer o.mu.Unlock()
	o.sent = append(o.sent, m)
	if len(o.sent) > outboxLimit {
		o.sent = o.sent[len(o.sent)-outboxLimit:]
	}
	return nil
}

// Sent returns a copy of the kept messages, oldest first.
func (o *Outbox) Sent() []Message {
	o.mu.Lock()
	defer o.mu.Unlock()
	return append([]Message(nil), o.sent...)
}

// To returns the kept messages for one recipient.
func (o *Outbox) To(addr string) []Message {
	var out []Message
	for _, m := range o.Sent() {
		if m.To == addr {
			out = append(out, m)
		}
	}
	return out
}
