// Package smtpsink is a mail server for tests: it accepts every message
// over SMTP (github.com/emersion/go-smtp) and keeps it, so a test can read
// what a process that was given only SMTP_HOST sent — as a mail provider
// would receive it.
package smtpsink

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"strings"
	"sync"
	"time"

	"github.com/emersion/go-smtp"
)

// Message is one mail received.
type Message struct {
	From    string
	To      []string
	Raw     []byte
	Subject string
	Text    string // the text/plain part (or the whole body)
}

// Sink is a running SMTP server.
type Sink struct {
	server *smtp.Server
	ln     net.Listener

	mu       sync.Mutex
	messages []Message
	arrived  chan struct{}
}

// Start listens on addr ("127.0.0.1:0", "172.20.1.1:587").
func Start(addr string) (*Sink, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	return Serve(ln), nil
}

// Serve accepts mail on a listener the caller opened.
func Serve(ln net.Listener) *Sink {
	s := &Sink{ln: ln, arrived: make(chan struct{}, 1)}
	s.server = smtp.NewServer(backend{s})
	s.server.Domain = "sink.test"
	s.server.AllowInsecureAuth = true
	s.server.ReadTimeout, s.server.WriteTimeout = time.Minute, time.Minute
	go func() { _ = s.server.Serve(ln) }()
	return s
}

// Addr is where the sink listens.
func (s *Sink) Addr() string { return s.ln.Addr().String() }

// Close stops the server.
func (s *Sink) Close() { _ = s.server.Close() }

// Messages are the mails received so far.
func (s *Sink) Messages() []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Message(nil), s.messages...)
}

// Await waits until a mail matching ok has arrived.
func (s *Sink) Await(ok func(Message) bool, timeout time.Duration) (Message, error) {
	deadline := time.After(timeout)
	for {
		for _, m := range s.Messages() {
			if ok(m) {
				return m, nil
			}
		}
		select {
		case <-s.arrived:
		case <-deadline:
			return Message{}, fmt.Errorf("no matching mail in %s (%d received)", timeout, len(s.Messages()))
		}
	}
}

func (s *Sink) keep(m Message) {
	s.mu.Lock()
	s.messages = append(s.messages, m)
	s.mu.Unlock()
	select {
	case s.arrived <- struct{}{}:
	default:
	}
}

type backend struct{ s *Sink }

func (b backend) NewSession(*smtp.Conn) (smtp.Session, error) { return &session{s: b.s}, nil }

type session struct {
	s    *Sink
	from string
	to   []string
}

func (x *session) AuthPlain(string, string) error { return nil }
func (x *session) Mail(from string, _ *smtp.MailOptions) error {
	x.from = from
	return nil
}
func (x *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	x.to = append(x.to, to)
	return nil
}
func (x *session) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	m := Message{From: x.from, To: x.to, Raw: raw}
	m.Subject, m.Text = parse(raw)
	x.s.keep(m)
	return nil
}
func (x *session) Reset()        { x.from, x.to = "", nil }
func (x *session) Logout() error { return nil }

// parse reads the subject and the text/plain part, decoding what the
// sender encoded (quoted-printable, base64, RFC 2047 words).
func parse(raw []byte) (subject, text string) {
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return "", string(raw)
	}
	subject, _ = new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	media, params, _ := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if !strings.HasPrefix(media, "multipart/") {
		body, _ := io.ReadAll(decode(msg.Header.Get("Content-Transfer-Encoding"), msg.Body))
		return subject, string(body)
	}
	return subject, textPart(multipart.NewReader(msg.Body, params["boundary"]))
}

func textPart(r *multipart.Reader) string {
	for {
		p, err := r.NextPart()
		if err != nil {
			return ""
		}
		media, params, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		switch {
		case strings.HasPrefix(media, "multipart/"):
			if t := textPart(multipart.NewReader(p, params["boundary"])); t != "" {
				return t
			}
		case media == "text/plain":
			body, _ := io.ReadAll(decode(p.Header.Get("Content-Transfer-Encoding"), p))
			return string(body)
		}
	}
}

func decode(encoding string, r io.Reader) io.Reader {
	switch strings.ToLower(strings.TrimSpace(encoding)) {
	case "base64":
		return base64.NewDecoder(base64.StdEncoding, r)
	case "quoted-printable":
		return quotedprintable.NewReader(r)
	}
	return r
}
