package api_test

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
)

// limitedServer is the API with its rate limits on (the suite's server has
// them off: it signs hundreds of accounts up from one address).
func limitedServer(t *testing.T, trusted ...string) *httptest.Server {
	return serverWithConfig(t, func(c *config.Config) { c.RateLimits, c.TrustedProxies = true, trusted })
}

func TestSignInIsLimitedPerAddressWhateverItClaims(t *testing.T) {
	ts := limitedServer(t) // no trusted proxy: X-Forwarded-For is ignored
	wrong := func(i int) response {
		return send(t, ts.URL, "POST", "/api/v1/auth/signin", "", map[string]any{"username": "nobody" + strconv.Itoa(i) + "@example.lk",
			"password": "password123"}, map[string]string{"X-Forwarded-For": "203.0.113." + strconv.Itoa(i)})
	}
	began := time.Now()
	for i := 0; i < 10; i++ {
		require.Equal(t, http.StatusUnauthorized, wrong(i).Status, "attempt %d: a burst of 10 per address", i)
	}
	burst := time.Since(began) // ten password checks: seconds on a busy machine, refilling part of a token
	res := wrong(10)
	assert.Equal(t, http.StatusTooManyRequests, res.Status, "a made-up X-Forwarded-For does not buy more attempts")
	assert.Regexp(t, `^Too many requests\. Please wait \d+ seconds? and try again\.$`, res.message())
	wait, err := strconv.Atoi(res.Header.Get("Retry-After"))
	require.NoError(t, err)
	assert.LessOrEqual(t, wait, 6, "one more attempt every 6 seconds")
	assert.GreaterOrEqual(t, float64(wait), 6-burst.Seconds()-1, "one more attempt every 6 seconds, less what the burst took")
}

func TestATrustedProxyNamesTheClient(t *testing.T) {
	ts := limitedServer(t, "127.0.0.1")
	from := func(ip string) response {
		return send(t, ts.URL, "POST", "/api/v1/auth/signup", "", map[string]any{}, map[string]string{"X-Forwarded-For": ip})
	}
	for i := 0; i < 5; i++ {
		require.Equal(t, http.StatusBadRequest, from("198.51.100.7").Status)
	}
	assert.Equal(t, http.StatusTooManyRequests, from("198.51.100.7").Status, "the client the proxy named is limited")
	assert.Equal(t, http.StatusBadRequest, from("198.51.100.8").Status, "another client is not")
}

func TestBookingIsLimitedPerAccount(t *testing.T) {
	ts := limitedServer(t)
	a, b := newShopper(t), newShopper(t)
	book := func(p party) int {
		return send(t, ts.URL, "POST", "/api/v1/booking?paymentMethod=ONLINE", p.token, []any{}, nil).Status
	}
	for i := 0; i < 10; i++ {
		require.NotEqual(t, http.StatusTooManyRequests, book(a), "call %d", i)
	}
	assert.Equal(t, http.StatusTooManyRequests, book(a))
	assert.NotEqual(t, http.StatusTooManyRequests, book(b), "another account from the same address is not")
}

func TestIPv6ClientsCannotRotatePastTheLimitWithinTheirSlash64(t *testing.T) {
	ts := limitedServer(t, "127.0.0.1")
	from := func(ip string) response {
		return send(t, ts.URL, "POST", "/api/v1/auth/signup", "", map[string]any{}, map[string]string{"X-Forwarded-For": ip})
	}
	for i := 0; i < 5; i++ {
		require.Equal(t, http.StatusBadRequest, from("2001:db8:7:1::"+strconv.FormatInt(int64(i+1), 16)).Status)
	}
	assert.Equal(t, http.StatusTooManyRequests, from("2001:db8:7:1:dead:beef::6").Status, "a new address in the same /64 is the same client")
	assert.Equal(t, http.StatusBadRequest, from("2001:db8:7:2::1").Status, "another /64 is another client")
}

// Two api replicas on one database count against the same limits: a
// client that spent its burst through one is refused by the other, per
// address and per account alike.
func TestALimitReachedThroughOneReplicaIsReachedThroughTheOther(t *testing.T) {
	one, other := limitedServer(t, "127.0.0.1"), limitedServer(t, "127.0.0.1")
	signUp := func(ts *httptest.Server) response {
		return send(t, ts.URL, "POST", "/api/v1/auth/signup", "", map[string]any{}, map[string]string{"X-Forwarded-For": "198.51.100.60"})
	}
	for i := 0; i < 5; i++ {
		replica := []*httptest.Server{one, other}[i%2]
		require.Equal(t, http.StatusBadRequest, signUp(replica).Status, "sign-up %d: within the burst of 5, on either replica", i)
	}
	for name, ts := range map[string]*httptest.Server{"one": one, "the other": other} {
		res := signUp(ts)
		assert.Equal(t, http.StatusTooManyRequests, res.Status, "the burst spent across both replicas is spent on %s", name)
		assert.NotEmpty(t, res.Header.Get("Retry-After"))
	}

	shopper := newShopper(t)
	book := func(ts *httptest.Server) int {
		return send(t, ts.URL, "POST", "/api/v1/booking?paymentMethod=ONLINE", shopper.token, []any{}, nil).Status
	}
	for i := 0; i < 10; i++ {
		require.NotEqual(t, http.StatusTooManyRequests, book(one), "booking %d through one replica", i)
	}
	assert.Equal(t, http.StatusTooManyRequests, book(other), "the account's 10 bookings through one replica are spent on the other")
}

// A replica sweeps the spent buckets (full again, so the same as no row)
// when its first limited request comes, and keeps the ones being spent.
func TestAReplicaSweepsSpentBuckets(t *testing.T) {
	require.NoError(t, env.store.DB.Exec(`INSERT INTO rate_limits (key, tat) VALUES
		('POST /api/v1/auth/signup ip:192.0.2.1', now() - interval '1 minute'),
		('POST /api/v1/auth/signup ip:192.0.2.2', now() + interval '1 minute')`).Error)
	ts := limitedServer(t)
	require.Equal(t, http.StatusBadRequest, send(t, ts.URL, "POST", "/api/v1/auth/signup", "", map[string]any{}, nil).Status)
	left := func(key string) (n int64) {
		require.NoError(t, env.store.DB.Raw(`SELECT count(*) FROM rate_limits WHERE key = ?`, key).Scan(&n).Error)
		return n
	}
	assert.Eventually(t, func() bool { return left("POST /api/v1/auth/signup ip:192.0.2.1") == 0 }, 5*time.Second, 20*time.Millisecond,
		"the spent bucket is swept")
	assert.EqualValues(t, 1, left("POST /api/v1/auth/signup ip:192.0.2.2"), "the bucket being spent is kept")
}
