package api_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/stores"
	"cerebro/rules"
	"cerebro/testutil"
)

// prosodyRequest is one request the prosody module made, as the harness
// (deploy/jitsi/testdata/harness.lua) printed it.
type prosodyRequest struct {
	URL, Method string
	Headers     map[string]string
	Body        string
	RetryAfter  float64 `json:"retryAfter"`
}

// runProsodyModule runs our prosody module (deploy/jitsi) under Lua with
// prosody's own libraries through a session in the booking's room: the
// consultee from minute 0 to 21, the consultant from 1 to 30, jicofo's
// focus and a health-check room beside them.
func runProsodyModule(t *testing.T, v videoSite, p paid) []prosodyRequest {
	t.Helper()
	lua, err := exec.LookPath("lua5.4")
	if _, libs := os.Stat("/usr/lib/prosody/util/json.lua"); err != nil || libs != nil {
		t.Skip("needs Lua 5.4 and prosody's libraries: apt-get install lua5.4 prosody")
	}
	r := roomOf(t, p.bookingID)
	dir := filepath.Join(testutil.RepoRoot(), "deploy", "jitsi")
	cmd := exec.Command(lua, filepath.Join(dir, "testdata", "harness.lua"), filepath.Join(dir, "prosody-plugins", "mod_muc_cerebro_events.lua"))
	cmd.Env = append(os.Environ(), "CEREBRO_EVENTS_URL="+v.url+"/api/v1/video/events", "CEREBRO_EVENTS_SECRET="+prosodyEventAuth,
		"CEREBRO_EVENTS_APP_ID="+prosodyApp, "HARNESS_ROOM="+r.name, "HARNESS_CONSULTEE="+r.consultee,
		"HARNESS_CONSULTANT="+r.consultant, fmt.Sprint("HARNESS_START=", p.start.Unix()))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, "%s", stderr.String())
	var reqs []prosodyRequest
	for sc := bufio.NewScanner(bytes.NewReader(out)); sc.Scan(); {
		var r prosodyRequest
		require.NoError(t, json.Unmarshal(sc.Bytes(), &r), "%s", sc.Text())
		reqs = append(reqs, r)
	}
	return reqs
}

// sendAsProsody makes the module's request to the api.
func sendAsProsody(t *testing.T, r prosodyRequest) map[string]any {
	t.Helper()
	req, err := http.NewRequest(r.Method, r.URL, bytes.NewBufferString(r.Body))
	require.NoError(t, err)
	for k, v := range r.Headers {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	require.Equal(t, http.StatusOK, res.StatusCode, "%s", raw)
	var answer map[string]any
	require.NoError(t, json.Unmarshal(raw, &answer))
	return answer
}

// The self-hosted Jitsi's prosody module posts what the route takes: the
// session it saw decides the outcome, its retry of a failed delivery is
// stored once, and nobody without a room token is reported.
func TestProsodyModulePostsWhatTheRouteTakes(t *testing.T) {
	v := selfHostedSite(t)
	p := ended(t)
	reqs := runProsodyModule(t, v, p)

	var types []string
	results := map[string]int{}
	for _, r := range reqs {
		if r.RetryAfter > 0 {
			assert.EqualValues(t, 2, r.RetryAfter, "the first retry waits 2 s")
			continue
		}
		assert.Equal(t, "POST", r.Method)
		assert.Equal(t, prosodyEventAuth, r.Headers["Authorization"], "the shared secret, as the header")
		var body struct {
			EventType, IdempotencyKey, FQN string
			Timestamp                      int64
		}
		require.NoError(t, json.Unmarshal([]byte(r.Body), &body))
		types = append(types, body.EventType)
		results[sendAsProsody(t, r)["result"].(string)]++
	}
	assert.Equal(t, []string{rules.VideoRoomCreated, rules.VideoParticipantJoined, rules.VideoParticipantJoined,
		rules.VideoParticipantLeft, rules.VideoParticipantLeft, rules.VideoParticipantLeft, rules.VideoRoomDestroyed}, types,
		"the booking's room only, its two parties only, the failed leaving sent again")
	assert.Equal(t, map[string]int{"recorded": 6, "duplicate": 1}, results, "the retry carries the same idempotencyKey")
	assert.EqualValues(t, 6, videoEventsOf(t, p.bookingID))

	b := v.decide(t, p)
	assert.Equal(t, string(rules.OutcomeHeld), *b.Outcome, "together 20 of 30 minutes, as prosody saw them")
	events, err := stores.New(env.store.DB).Session.VideoEvents(t.Context(), p.bookingID)
	require.NoError(t, err)
	assert.Equal(t, p.start.Add(21*time.Minute), events[3].At, "prosody's clock, to the millisecond")
	assert.Equal(t, string(models.RaterConsultee), events[3].Party)
}
