package deploy_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Alertmanager mails an alert: Debian's prometheus-alertmanager started by
// the compose service's own entrypoint and command (container paths mapped
// to this machine), its config rendered from .env's mail settings, sends an
// alert posted to its API to a mail server here, naming the alert.
func TestAlertmanagerMailsTheAlerts(t *testing.T) {
	if _, err := exec.LookPath("prometheus-alertmanager"); err != nil {
		t.Skip("prometheus-alertmanager is not installed: apt-get install -y --no-install-recommends prometheus-alertmanager (.ci/run does)")
	}
	sink := startSMTPSink(t)
	web := freeLoopback(t)
	env := append(append([]string{}, observabilityEnv...), "SMTP_HOST=127.0.0.1", "SMTP_PORT="+sink.port,
		"ALERT_SMTP_REQUIRE_TLS=false", "ALERT_EMAIL_FROM=alerts@cerebro.lk")
	p, err := loadProject(t, env, "observability")
	require.NoError(t, err)
	svc := p.Services["alertmanager"]
	data := t.TempDir()
	args := nativeArgs(svc, map[string]string{"alertmanager-data": data})
	for i, a := range args {
		if strings.HasPrefix(a, "--web.listen-address=") {
			args[i] = "--web.listen-address=" + web // each process here its own address, as compose's network gives
		}
	}
	assert.Contains(t, args, "--config.file="+filepath.Join(data, "alertmanager.yml"), "rendered into its data volume")
	cmd := exec.Command(args[0], args[1:]...)
	for k, v := range svc.Environment {
		if v != nil {
			cmd.Env = append(cmd.Env, k+"="+*v)
		}
	}
	cmd.Env = append(cmd.Env, "PATH=/usr/bin:/bin")
	var logs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &logs, &logs
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	require.Eventually(t, func() bool {
		res, err := http.Get("http://" + web + "/-/ready")
		if err == nil {
			res.Body.Close()
		}
		return err == nil && res.StatusCode == http.StatusOK
	}, 20*time.Second, 100*time.Millisecond, "alertmanager did not start: %s", &logs)
	rendered, err := os.ReadFile(filepath.Join(data, "alertmanager.yml"))
	require.NoError(t, err)
	assert.Contains(t, string(rendered), "to: 'ops@cerebro.lk'")
	info, err := os.Stat(filepath.Join(data, "alertmanager.yml"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "the rendered file holds the SMTP password")

	alert := `[{"labels":{"alertname":"CerebroRefundPayoutFailed","severity":"ticket","job":"cerebro-worker"},
		"annotations":{"summary":"A refund payout failed"}}]`
	res, err := http.Post("http://"+web+"/api/v2/alerts", "application/json", strings.NewReader(alert))
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusOK, res.StatusCode)

	select {
	case m := <-sink.mails:
		assert.Equal(t, "alerts@cerebro.lk", m.from)
		assert.Equal(t, []string{"ops@cerebro.lk"}, m.to)
		assert.Contains(t, m.data, "Subject: [Cerebro FIRING] CerebroRefundPayoutFailed (cerebro-worker)")
		assert.Contains(t, m.data, "A refund payout failed")
	case <-time.After(45 * time.Second):
		t.Fatalf("no mail within 45 s (group_wait is 10 s): %s", &logs)
	}
}

// The render step refuses a missing recipient rather than start an
// Alertmanager that mails no one.
func TestAlertmanagerRefusesToStartWithoutARecipient(t *testing.T) {
	data := t.TempDir()
	cmd := exec.Command("/bin/sh", filepath.Join("alertmanager", "entrypoint.sh"), "--config.file="+filepath.Join(data, "a.yml"))
	cmd.Env = []string{"PATH=/usr/bin:/bin", "SMTP_HOST=smtp.cerebro.lk", "SMTP_FROM=no-reply@cerebro.lk"}
	out, err := cmd.CombinedOutput()
	require.Error(t, err)
	assert.Equal(t, 2, cmd.ProcessState.ExitCode())
	assert.Contains(t, string(out), "set ALERT_EMAIL_TO")
	assert.NoFileExists(t, filepath.Join(data, "a.yml"))
}

// freeLoopback is a free 127.0.0.1 address.
func freeLoopback(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer l.Close()
	return l.Addr().String()
}

type mail struct {
	from string
	to   []string
	data string
}

type smtpSink struct {
	port  string
	mails chan mail
}

// startSMTPSink is a mail server that takes every message (no TLS, no
// auth) and hands it to mails.
func startSMTPSink(t *testing.T) *smtpSink {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(func() { cancel(); l.Close() })
	s := &smtpSink{mails: make(chan mail, 10)}
	_, s.port, _ = net.SplitHostPort(l.Addr().String())
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go s.serve(ctx, c)
		}
	}()
	return s
}

// serve speaks the server's side of RFC 5321, just enough for a client.
func (s *smtpSink) serve(ctx context.Context, c net.Conn) {
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(30 * time.Second))
	r, w := bufio.NewReader(c), bufio.NewWriter(c)
	reply := func(line string) { fmt.Fprintf(w, "%s\r\n", line); w.Flush() }
	reply("220 sink.cerebro.test ESMTP")
	var m mail
	for ctx.Err() == nil {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		verb := strings.ToUpper(strings.TrimSpace(line))
		switch {
		case strings.HasPrefix(verb, "EHLO"):
			reply("250-sink.cerebro.test")
			reply("250 8BITMIME")
		case strings.HasPrefix(verb, "HELO"):
			reply("250 sink.cerebro.test")
		case strings.HasPrefix(verb, "MAIL FROM:"):
			m = mail{from: strings.Trim(strings.TrimSpace(line)[len("MAIL FROM:"):], "<> ")}
			m.from, _, _ = strings.Cut(m.from, ">")
			reply("250 OK")
		case strings.HasPrefix(verb, "RCPT TO:"):
			to := strings.Trim(strings.TrimSpace(line)[len("RCPT TO:"):], "<> ")
			m.to = append(m.to, to)
			reply("250 OK")
		case verb == "DATA":
			reply("354 end with <CRLF>.<CRLF>")
			var b strings.Builder
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if l == ".\r\n" {
					break
				}
				b.WriteString(strings.TrimPrefix(l, "."))
			}
			m.data = b.String()
			s.mails <- m
			reply("250 OK queued")
		case verb == "RSET", verb == "NOOP":
			reply("250 OK")
		case verb == "QUIT":
			reply("221 bye")
			return
		default:
			reply("502 not implemented")
		}
	}
}
