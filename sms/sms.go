// Package sms sends short texts to phones: a Provider per gateway
// (Notify.lk, Sri Lanka's; Twilio, everywhere else) chosen by SMS_PROVIDER,
// or the log when none is set, as mail goes to the log without SMTP_HOST.
// It also counts a text's segments (segments.go) and knows the quiet
// hours (quiet.go). Who gets a text, and when, is activities/phone's.
package sms

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"cerebro/config"
)

// Provider sends one text to one number. to is the number in international
// form without a plus: the dial code, then the national number
// ("94771234567").
type Provider interface {
	Send(ctx context.Context, to, body string) error
}

// ErrRefused is a gateway's refusal of a text (bad number, no credit…):
// sending it again does not help.
var ErrRefused = errors.New("sms: the gateway refused the text")

// New is the provider SMS_PROVIDER names, with its settings; none: the log.
func New(c config.SMS) Provider {
	client := &http.Client{Timeout: 15 * time.Second}
	switch c.Provider {
	case config.SMSNotifyLK:
		return &NotifyLK{BaseURL: c.BaseURL(), UserID: c.NotifyLKUserID, APIKey: c.NotifyLKAPIKey,
			SenderID: c.SenderID, Client: client}
	case config.SMSTwilio:
		return &Twilio{BaseURL: c.BaseURL(), AccountSID: c.TwilioAccountSID, AuthToken: c.TwilioAuthToken,
			From: c.TwilioFrom, Client: client}
	}
	return NewLog()
}

// Log writes each text to the log (a line "sms (no provider configured)"
// with to= and the text) and keeps the last ones in memory: development
// and tests need no gateway.
type Log struct {
	mu   sync.Mutex
	sent []Sent
}

// Sent is one text the log provider took.
type Sent struct {
	To   string
	Body string
}

// logLimit bounds memory when a dev server runs for days.
const logLimit = 500

// NewLog is a provider that writes texts to the log.
func NewLog() *Log { return &Log{} }

// Send logs the text and keeps it.
func (l *Log) Send(ctx context.Context, to, body string) error {
	slog.InfoContext(ctx, "sms (no provider configured)", "to", to, "text", body)
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sent = append(l.sent, Sent{To: to, Body: body})
	if len(l.sent) > logLimit {
		l.sent = l.sent[len(l.sent)-logLimit:]
	}
	return nil
}

// To is every text the log took for the number, oldest first.
func (l *Log) To(number string) []Sent {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []Sent
	for _, s := range l.sent {
		if s.To == number {
			out = append(out, s)
		}
	}
	return out
}

// Number is a dial code and a national number as a provider takes it:
// digits only, the national number's leading 0 dropped ("94", "0771234567"
// → "94771234567").
func Number(dialCode, phone string) string {
	return strings.TrimPrefix(dialCode, "+") + strings.TrimLeft(phone, "0")
}

func refused(gateway string, status int, why string) error {
	return fmt.Errorf("%w: %s answered %d: %s", ErrRefused, gateway, status, why)
}
