package smtpsink_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/wneessen/go-mail"

	"cerebro/testutil/smtpsink"
)

// A mail sent the way the mailer sends one (go-mail, text with an HTML
// alternative, quoted-printable, an encoded subject) is kept with its
// subject and text decoded.
func TestSinkKeepsWhatAMailerSends(t *testing.T) {
	sink, err := smtpsink.Start("127.0.0.1:0")
	require.NoError(t, err)
	defer sink.Close()
	host, port, _ := strings.Cut(sink.Addr(), ":")

	m := mail.NewMsg()
	require.NoError(t, m.From("no-reply@cerebro.lk"))
	require.NoError(t, m.To("nimal@example.lk"))
	m.Subject("Verify your email — Cerebro")
	m.SetBodyString(mail.TypeTextPlain, "Open https://cerebro.lk/#/verify-email/abc123 to verify. Thank you, naturally — Cerebro")
	m.AddAlternativeString(mail.TypeTextHTML, "<p>Open the link</p>")
	var p int
	_, _ = fmt.Sscan(port, &p)
	c, err := mail.NewClient(host, mail.WithPort(p), mail.WithTLSPolicy(mail.TLSOpportunistic))
	require.NoError(t, err)
	require.NoError(t, c.DialAndSendWithContext(context.Background(), m))

	got, err := sink.Await(func(m smtpsink.Message) bool { return strings.Contains(m.Text, "verify-email/abc123") }, 5*time.Second)
	require.NoError(t, err)
	assert.Equal(t, "Verify your email — Cerebro", got.Subject)
	assert.Equal(t, []string{"nimal@example.lk"}, got.To)
	assert.Contains(t, got.Text, "naturally — Cerebro")
	assert.NotContains(t, got.Text, "<p>", "the text part, not the HTML one")
}
