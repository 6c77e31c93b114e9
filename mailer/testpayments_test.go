package mailer

import (
	"bytes"
	"context"
	"encoding/base64"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/rules"
)

// The line each language says it in; English exactly as the web app's banner
// begins.
func TestTheTestPaymentsLineInEveryLanguage(t *testing.T) {
	assert.Equal(t, "Test payments: no real money moves. This mail comes from a Cerebro test site.", TestPaymentsNotice(rules.English))
	assert.Contains(t, TestPaymentsNotice(rules.Sinhala), "සැබෑ මුදල්")
	assert.Contains(t, TestPaymentsNotice(rules.Tamil), "உண்மையான பணம்")
	assert.Equal(t, TestPaymentsNotice(rules.English), TestPaymentsNotice("fr"), "a language Cerebro does not write reads English")
}

// On a site with test payments every mail of the catalogue, in every
// language, says so in its reader's language, in the plain text and in the
// HTML alternative as they go out; on a live site none does.
func TestEveryMailSaysTestPaymentsInBothParts(t *testing.T) {
	for _, lang := range rules.Languages {
		notice := TestPaymentsNotice(lang)
		for _, name := range mailNames(t, lang) {
			if name == "layout" {
				continue
			}
			m, err := Compose(ReaderOf(lang, "Asia/Colombo"), name, samples[name])
			require.NoError(t, err, "%s/%s", lang, name)
			m.To = "kamala@example.lk"
			m.Attachments = []Attachment{{Name: "session.ics", ContentType: "text/calendar; charset=utf-8", Data: []byte("BEGIN:VCALENDAR")}}

			outbox := NewOutbox()
			require.NoError(t, TestPayments(outbox).Send(context.Background(), m))
			sent := outbox.Sent()
			require.Len(t, sent, 1)
			text, html := partsAsSent(t, sent[0])
			assert.True(t, strings.HasPrefix(text, notice+"\n\n"), "%s/%s: the text begins with the line: %q", lang, name, text)
			assert.Contains(t, text, m.Body, "%s/%s: then the mail", lang, name)
			assert.Contains(t, html, notice, "%s/%s: the HTML says it", lang, name)
			assert.Less(t, strings.Index(html, notice), strings.Index(html, "padding:24px;font-size:16px"),
				"%s/%s: above the message", lang, name)

			text, html = partsAsSent(t, m) // a live site's mailer sends the message as composed
			assert.NotContains(t, text, notice, "%s/%s", lang, name)
			assert.NotContains(t, html, notice, "%s/%s", lang, name)
			assert.NotContains(t, html, "#fff3cd", "%s/%s: no empty strip", lang, name)
		}
	}
}

// partsAsSent is the plain text and the HTML of the message as the SMTP
// mailer writes it, decoded.
func partsAsSent(t *testing.T, m Message) (text, html string) {
	t.Helper()
	msg, err := outgoing("no-reply@cerebro.lk", m)
	require.NoError(t, err)
	var raw bytes.Buffer
	_, err = msg.WriteTo(&raw)
	require.NoError(t, err)
	parsed, err := mail.ReadMessage(&raw)
	require.NoError(t, err)
	found := map[string]string{}
	collectParts(t, parsed.Header.Get("Content-Type"), parsed.Header.Get("Content-Transfer-Encoding"), parsed.Body, found)
	return found["text/plain"], found["text/html"]
}

func collectParts(t *testing.T, contentType, encoding string, body io.Reader, found map[string]string) {
	t.Helper()
	kind, params, err := mime.ParseMediaType(contentType)
	require.NoError(t, err)
	if strings.HasPrefix(kind, "multipart/") {
		r := multipart.NewReader(body, params["boundary"])
		for {
			p, err := r.NextRawPart()
			if err == io.EOF {
				return
			}
			require.NoError(t, err)
			collectParts(t, p.Header.Get("Content-Type"), p.Header.Get("Content-Transfer-Encoding"), p, found)
		}
	}
	switch strings.ToLower(encoding) {
	case "quoted-printable":
		body = quotedprintable.NewReader(body)
	case "base64":
		body = base64.NewDecoder(base64.StdEncoding, body)
	}
	b, err := io.ReadAll(body)
	require.NoError(t, err)
	if _, seen := found[kind]; !seen {
		found[kind] = strings.ReplaceAll(string(b), "\r\n", "\n")
	}
}
