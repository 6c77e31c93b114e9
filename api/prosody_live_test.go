package api_test

import (
	"encoding/base64"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/stores"
	"cerebro/rules"
	"cerebro/testutil"
)

// Our prosody module in a real prosody (Debian's): two accounts whose names
// are their room tokens' user ids enter a booking's room over XMPP and
// leave it; prosody posts what happened to the self-hosted site's route.

// startProsody runs prosody with our module on the MUC component, posting
// to the site; it returns the client port.
func startProsody(t *testing.T, v videoSite, users ...string) string {
	t.Helper()
	prosody, err := exec.LookPath("prosody")
	if err != nil {
		t.Skip("needs Debian's prosody: apt-get install prosody")
	}
	dir, repo := t.TempDir(), filepath.Join(testutil.RepoRoot(), "deploy", "jitsi")
	port := freePort(t)
	tmpl, err := os.ReadFile(filepath.Join(repo, "testdata", "prosody.cfg.lua.tmpl"))
	require.NoError(t, err)
	cfg := filepath.Join(dir, "prosody.cfg.lua")
	require.NoError(t, os.WriteFile(cfg, fmt.Appendf(nil, string(tmpl), dir, filepath.Join(repo, "prosody-plugins"),
		filepath.Join(repo, "testdata", "plugins"), port, v.url+"/api/v1/video/events", prosodyEventAuth, prosodyApp), 0o600))
	for _, u := range users {
		out, err := exec.Command("prosodyctl", "--config", cfg, "register", u, "localhost", "pw-"+u).CombinedOutput()
		require.NoError(t, err, "%s", out)
	}
	cmd := exec.Command(prosody, "--config", cfg, "-F")
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if t.Failed() {
			log, _ := os.ReadFile(filepath.Join(dir, "prosody.log"))
			t.Logf("prosody's log:\n%s", log)
		}
	})
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	require.Eventually(t, func() bool {
		c, err := net.Dial("tcp", addr)
		if err == nil {
			c.Close()
		}
		return err == nil
	}, 10*time.Second, 50*time.Millisecond, "prosody listens")
	return addr
}

func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// xmpp is a signed-in XMPP client, just enough to enter and leave a room.
type xmpp struct {
	t    *testing.T
	conn net.Conn
	buf  strings.Builder
}

const streamOpen = "<?xml version='1.0'?><stream:stream to='localhost' xmlns='jabber:client' " +
	"xmlns:stream='http://etherx.jabber.org/streams' version='1.0'>"

func signInXMPP(t *testing.T, addr, user string) *xmpp {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	t.Cleanup(func() { c.Close() })
	x := &xmpp{t: t, conn: c}
	x.send(streamOpen)
	x.await("</stream:features>")
	x.send("<auth xmlns='urn:ietf:params:xml:ns:xmpp-sasl' mechanism='PLAIN'>" +
		base64.StdEncoding.EncodeToString([]byte("\x00"+user+"\x00pw-"+user)) + "</auth>")
	x.await("<success")
	x.send(streamOpen)
	x.await("</stream:features>")
	x.send("<iq type='set' id='bind'><bind xmlns='urn:ietf:params:xml:ns:xmpp-bind'><resource>web</resource></bind></iq>")
	x.await("</iq>")
	return x
}

func (x *xmpp) send(s string) {
	_, err := x.conn.Write([]byte(s))
	require.NoError(x.t, err)
}

// await reads until what arrived contains s, and forgets what it read.
func (x *xmpp) await(s string) {
	x.t.Helper()
	require.NoError(x.t, x.conn.SetReadDeadline(time.Now().Add(10*time.Second)))
	b := make([]byte, 4096)
	for !strings.Contains(x.buf.String(), s) {
		n, err := x.conn.Read(b)
		require.NoError(x.t, err, "waiting for %q after %q", s, x.buf.String())
		x.buf.Write(b[:n])
	}
	x.buf.Reset()
}

// enter joins the room and waits for the room's presence of oneself (110).
func (x *xmpp) enter(room, nick string) {
	x.send("<presence to='" + room + "@muc.localhost/" + nick + "'><x xmlns='http://jabber.org/protocol/muc'/></presence>")
	x.await("code='110'")
}

// leave leaves the room and waits for the room's word that oneself left (110 again).
func (x *xmpp) leave(room, nick string) {
	x.buf.Reset()
	x.send("<presence type='unavailable' to='" + room + "@muc.localhost/" + nick + "'/>")
	x.awaitSelfLeft()
}

func (x *xmpp) awaitSelfLeft() {
	x.t.Helper()
	require.NoError(x.t, x.conn.SetReadDeadline(time.Now().Add(10*time.Second)))
	b := make([]byte, 4096)
	for {
		s := x.buf.String()
		if i := strings.Index(s, "type='unavailable'"); i >= 0 && strings.Contains(s[i:], "code='110'") {
			x.buf.Reset()
			return
		}
		n, err := x.conn.Read(b)
		require.NoError(x.t, err, "waiting for leaving after %q", s)
		x.buf.Write(b[:n])
	}
}

func TestProsodyPostsWhoEntersAndLeavesTheRoom(t *testing.T) {
	v := selfHostedSite(t)
	p := storedBooking(t, time.Now().UTC().Add(-5*time.Minute).Truncate(time.Second), models.BookingConfirmed)
	r := roomOf(t, p.bookingID)
	addr := startProsody(t, v, r.consultee, r.consultant, "someone-else")

	consultee, consultant, other := signInXMPP(t, addr, r.consultee), signInXMPP(t, addr, r.consultant), signInXMPP(t, addr, "someone-else")
	consultee.enter(r.name, "ee01")
	consultant.enter(r.name, "ant1")
	other.enter(r.name, "x")
	time.Sleep(300 * time.Millisecond) // together a moment
	other.leave(r.name, "x")
	consultee.leave(r.name, "ee01")
	consultant.leave(r.name, "ant1") // the last one out: prosody destroys the room

	require.Eventually(t, func() bool { return videoEventsOf(t, p.bookingID) == 6 }, 10*time.Second, 50*time.Millisecond,
		"created, two entered, two left, destroyed")
	events, err := stores.New(env.store.DB).Session.VideoEvents(t.Context(), p.bookingID)
	require.NoError(t, err)
	var seen []string
	for _, e := range events {
		seen = append(seen, e.Type+" "+e.Party+" "+e.Participant)
		assert.WithinDuration(t, time.Now(), e.At, time.Minute, "prosody's clock")
	}
	// Prosody announces a room once its first occupant is in, so only the
	// parties' own order and the room's end are certain.
	assert.ElementsMatch(t, []string{"ROOM_CREATED  ", "PARTICIPANT_JOINED CONSULTEE ee01", "PARTICIPANT_JOINED CONSULTANT ant1",
		"PARTICIPANT_LEFT CONSULTEE ee01", "PARTICIPANT_LEFT CONSULTANT ant1", "ROOM_DESTROYED  "}, seen,
		"someone who is neither party was ignored by the api")
	assert.Equal(t, []string{"PARTICIPANT_LEFT CONSULTEE ee01", "PARTICIPANT_LEFT CONSULTANT ant1", "ROOM_DESTROYED  "}, seen[3:],
		"the room is destroyed after its last occupant left")
	e := rules.VideoEvidence(events, string(models.RaterConsultee), string(models.RaterConsultant), p.start.Add(30*time.Minute))
	require.Len(t, e.Consultee.SawOther, 1, "both were in the room at once")
	assert.Positive(t, e.Consultee.SawOther[0].To.Sub(e.Consultee.SawOther[0].From))
}
