package api_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	notices "cerebro/notify"
	"cerebro/push"
	"cerebro/push/pushtest"
)

var _ = addAccess(map[string]string{
	"GET /api/v1/push/vapidPublicKey":   signedIn,
	"POST /api/v1/push/subscriptions":   signedIn,
	"DELETE /api/v1/push/subscriptions": signedIn,
})

// subscriptionBody is what the web app posts: the browser's
// PushSubscription.toJSON().
func subscriptionBody(endpoint string, b *pushtest.Browser) map[string]any {
	return map[string]any{"endpoint": endpoint, "expirationTime": nil,
		"keys": map[string]any{"p256dh": b.P256dh(), "auth": b.AuthSecret()}}
}

func endpointsOf(t *testing.T, userID int64) []string {
	t.Helper()
	subs, err := env.stores.Push.Of(context.Background(), userID)
	require.NoError(t, err)
	out := []string{}
	for _, s := range subs {
		out = append(out, s.Endpoint)
	}
	return out
}

// A signed-in person reads the site's VAPID key, subscribes a device with
// the browser's subscription (again: its keys replaced, still one row),
// and turns it off, by body or by query; only their own.
func TestAPersonSubscribesAndUnsubscribesTheirDevices(t *testing.T) {
	me, other := newShopper(t), newSeller(t)
	res := call(t, "GET", "/api/v1/push/vapidPublicKey", me.token, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, env.cfg.Push.PublicKey, res.Body["key"])

	service := pushtest.NewService(env.cfg.Push.PublicKey)
	defer service.Close()
	phone, laptop := pushtest.NewBrowser(), pushtest.NewBrowser()
	phoneURL, laptopURL := service.Subscribe(phone), service.Subscribe(laptop)
	for _, body := range []map[string]any{subscriptionBody(phoneURL, phone), subscriptionBody(phoneURL, pushtest.NewBrowser()),
		subscriptionBody(laptopURL, laptop)} {
		res = callWith(t, "POST", "/api/v1/push/subscriptions", me.token, body, map[string]string{"User-Agent": "Mozilla/5.0 (Android 14)"})
		require.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)
	}
	assert.ElementsMatch(t, []string{phoneURL, laptopURL}, endpointsOf(t, me.userID))
	subs, err := env.stores.Push.Of(context.Background(), me.userID)
	require.NoError(t, err)
	assert.Equal(t, "Mozilla/5.0 (Android 14)", subs[0].Label)

	// Someone else cannot turn my device off.
	res = call(t, "DELETE", "/api/v1/push/subscriptions", other.token, map[string]any{"endpoint": phoneURL})
	assert.Equal(t, http.StatusNotFound, res.Status, "%s", res.Raw)
	assert.Equal(t, "push.not_subscribed", res.Body["code"])
	assert.Len(t, endpointsOf(t, me.userID), 2)

	res = call(t, "DELETE", "/api/v1/push/subscriptions", me.token, map[string]any{"endpoint": phoneURL})
	assert.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)
	res = call(t, "DELETE", "/api/v1/push/subscriptions?endpoint="+url.QueryEscape(laptopURL), me.token, nil)
	assert.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)
	assert.Empty(t, endpointsOf(t, me.userID))
	res = call(t, "DELETE", "/api/v1/push/subscriptions", me.token, map[string]any{"endpoint": phoneURL})
	assert.Equal(t, http.StatusNotFound, res.Status, "twice: nothing left to turn off")

	// A device someone else subscribed passes to whoever subscribes on it last.
	res = call(t, "POST", "/api/v1/push/subscriptions", other.token, subscriptionBody(laptopURL, laptop))
	require.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)
	res = call(t, "POST", "/api/v1/push/subscriptions", me.token, subscriptionBody(laptopURL, laptop))
	require.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)
	assert.Equal(t, []string{laptopURL}, endpointsOf(t, me.userID))
	assert.Empty(t, endpointsOf(t, other.userID))

	for _, path := range []string{"/api/v1/push/vapidPublicKey", "/api/v1/push/subscriptions"} {
		res = call(t, "GET", path, "", nil)
		assert.NotEqual(t, http.StatusOK, res.Status, path)
	}
	res = call(t, "POST", "/api/v1/push/subscriptions", "", subscriptionBody(phoneURL, phone))
	assert.Equal(t, http.StatusUnauthorized, res.Status, "not signed in: %s", res.Raw)
}

// The server will post to the endpoint, so it must be a push service's
// https address (http only on this machine, outside production), and the
// keys must be a browser's: a P-256 point and a 16-byte secret.
func TestASubscriptionMustBeABrowsers(t *testing.T) {
	me := newShopper(t)
	b := pushtest.NewBrowser()
	good := "https://fcm.googleapis.com/fcm/send/abc:def"
	bad := map[string]map[string]any{
		"plain http":         subscriptionBody("http://fcm.googleapis.com/fcm/send/abc", b),
		"an address literal": subscriptionBody("https://10.0.0.7/push", b),
		"another port":       subscriptionBody("https://fcm.googleapis.com:8443/push", b),
		"credentials":        subscriptionBody("https://user:pw@fcm.googleapis.com/push", b),
		"a bare host":        subscriptionBody("https://intranet/push", b),
		"not a URL":          subscriptionBody("javascript:alert(1)", b),
		"no endpoint":        subscriptionBody("", b),
		"a file":             subscriptionBody("file:///etc/passwd", b),
	}
	for name, body := range bad {
		res := call(t, "POST", "/api/v1/push/subscriptions", me.token, body)
		assert.Equal(t, http.StatusBadRequest, res.Status, "%s: %s", name, res.Raw)
		assert.Equal(t, "push.endpoint_invalid", res.Body["code"], name)
	}
	keys := map[string][2]string{
		"no keys":               {"", ""},
		"a short p256dh":        {b.P256dh()[:40], b.AuthSecret()},
		"a point off the curve": {"BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", b.AuthSecret()},
		"a long auth":           {b.P256dh(), b.AuthSecret() + "AAAA"},
		"not base64url":         {b.P256dh(), "!!!!!!!!!!!!!!!!!!!!!!"},
	}
	for name, k := range keys {
		res := call(t, "POST", "/api/v1/push/subscriptions", me.token,
			map[string]any{"endpoint": good, "keys": map[string]any{"p256dh": k[0], "auth": k[1]}})
		assert.Equal(t, http.StatusBadRequest, res.Status, "%s: %s", name, res.Raw)
		assert.Equal(t, "push.keys_invalid", res.Body["code"], name)
	}
	for _, body := range []any{"a string", []any{1}, map[string]any{"endpoint": 5}, map[string]any{"keys": "x"}} {
		res := call(t, "POST", "/api/v1/push/subscriptions", me.token, body)
		assert.Equal(t, http.StatusBadRequest, res.Status, "%v: %s", body, res.Raw)
	}
	assert.Empty(t, endpointsOf(t, me.userID))

	res := call(t, "POST", "/api/v1/push/subscriptions", me.token, subscriptionBody(good, b))
	assert.Equal(t, http.StatusNoContent, res.Status, "a real push service's address: %s", res.Raw)
	padded := subscriptionBody(good+"2", b)
	padded["keys"] = map[string]any{"p256dh": b.P256dh() + "=", "auth": b.AuthSecret() + "=="}
	res = call(t, "POST", "/api/v1/push/subscriptions", me.token, padded)
	assert.Equal(t, http.StatusNoContent, res.Status, "padded base64url, as some browsers write it: %s", res.Raw)
}

// The whole way: a consultee who subscribed their phone pays a booking, and
// their phone's push service receives the booking's notice, which the
// phone decrypts to the title and text in their language with the
// dashboard's link; the consultant, who subscribed nothing, is pushed
// nothing. When the service later says the phone is gone, the next notice
// drops it.
func TestABookedSessionIsPushedToTheConsulteesPhone(t *testing.T) {
	shopper, seller := newShopperIn(t, "si", "Asia/Colombo"), newSeller(t)
	service := pushtest.NewService(env.cfg.Push.PublicKey)
	defer service.Close()
	phone := pushtest.NewBrowser()
	endpoint := service.Subscribe(phone)
	res := call(t, "POST", "/api/v1/push/subscriptions", shopper.token, subscriptionBody(endpoint, phone))
	require.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)

	p := paidSessionBetween(t, shopper, seller, time.Now().UTC().Add(72*time.Hour).Truncate(time.Hour))
	require.Eventually(t, func() bool { return len(service.Pushes(endpoint)) > 0 }, 15*time.Second, 50*time.Millisecond,
		"the booking's push arrives: %v", service.Problems())
	var got push.Payload
	require.NoError(t, json.Unmarshal(service.Pushes(endpoint)[0].Payload, &got))
	assert.Equal(t, notices.BookingConfirmed, got.Event)
	assert.Equal(t, "සැසිය වෙන් කළා", got.Title, "in Sinhala, as the consultee reads")
	assert.Contains(t, got.Body, "Nimal Perera")
	assert.Equal(t, env.cfg.PublicBaseURL+"/#/consulteedashboard", got.Link)
	assert.Empty(t, service.Problems())

	service.Gone(endpoint)
	require.Equal(t, http.StatusOK, cancel(t, p, shopper.token).Status)
	require.Eventually(t, func() bool { return len(endpointsOf(t, shopper.userID)) == 0 }, 15*time.Second, 50*time.Millisecond,
		"the cancellation's push finds the phone gone and forgets it")
	assert.Len(t, service.Pushes(endpoint), 1, "a gone endpoint takes nothing")
}
