// Package push answers the Web Push routes: the site's VAPID public key,
// which a browser subscribes with, and a signed-in person's subscriptions,
// one per device, kept and forgotten.
package push

import (
	"crypto/ecdh"
	"encoding/base64"
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/config"
	pushstore "cerebro/models/push"
)

// Handlers answers the push routes.
type Handlers struct {
	web.Deps
	Push *pushstore.Store
}

// The refusals of a subscription.
const (
	errEndpointInvalid apperr.Code = "push.endpoint_invalid"
	errKeysInvalid     apperr.Code = "push.keys_invalid"
	errNotSubscribed   apperr.Code = "push.not_subscribed"
)

// Limits of what a browser hands over: endpoints are a few hundred
// characters; the keys are fixed sizes (RFC 8291: a 65-byte uncompressed
// P-256 point and a 16-byte auth secret).
const (
	maxEndpoint = 2048
	maxLabel    = 300
	p256dhBytes = 65
	authBytes   = 16
)

type vapidKey struct {
	Key string `json:"key"`
}

// vapidPublicKey is GET /push/vapidPublicKey → {"key"}: the site's VAPID
// public key, base64url, the applicationServerKey of pushManager.subscribe.
func (h *Handlers) vapidPublicKey(c *gin.Context) {
	c.JSON(http.StatusOK, vapidKey{h.Config.Push.PublicKey})
}

// subscription is the browser's PushSubscription.toJSON().
type subscription struct {
	Endpoint string `json:"endpoint"`
	Keys     struct {
		P256dh string `json:"p256dh"`
		Auth   string `json:"auth"`
	} `json:"keys"`
}

// subscribe is POST /push/subscriptions with the browser's
// PushSubscription JSON: this device is told from now on (204). The same
// endpoint again replaces its keys; another account's on this device passes
// to the caller.
func (h *Handlers) subscribe(c *gin.Context) {
	var in subscription
	if !web.BindJSON(c, &in) {
		return
	}
	if !h.endpointAllowed(in.Endpoint) {
		web.Fail(c, apperr.New(errEndpointInvalid))
		return
	}
	if !p256dhValid(in.Keys.P256dh) || !keyOfLength(in.Keys.Auth, authBytes) {
		web.Fail(c, apperr.New(errKeysInvalid))
		return
	}
	label := web.PlainText(c.Request.UserAgent())
	if r := []rune(label); len(r) > maxLabel {
		label = string(r[:maxLabel])
	}
	if err := h.Push.Save(c.Request.Context(), web.CallerID(c), in.Endpoint, in.Keys.P256dh, in.Keys.Auth, label); err != nil {
		web.Fail(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}

// unsubscribe is DELETE /push/subscriptions with {"endpoint"} (or
// ?endpoint=): this device is no longer told (204); 404 when the caller has
// no subscription there, whoever else may.
func (h *Handlers) unsubscribe(c *gin.Context) {
	endpoint := c.Query("endpoint")
	if endpoint == "" {
		var in struct {
			Endpoint string `json:"endpoint"`
		}
		if !web.BindJSON(c, &in) {
			return
		}
		endpoint = in.Endpoint
	}
	if endpoint == "" || len(endpoint) > maxEndpoint {
		web.Fail(c, apperr.New(errEndpointInvalid))
		return
	}
	removed, err := h.Push.Remove(c.Request.Context(), web.CallerID(c), endpoint)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if !removed {
		web.Fail(c, apperr.New(errNotSubscribed))
		return
	}
	c.Status(http.StatusNoContent)
}

// endpointAllowed: the server will POST to the endpoint, so it must be a
// push service's address: https on the default port, a host name (no
// address literal pointing inside the network), no credentials. Outside
// production, http on this machine (localhost) is allowed too, for the
// tests' stand-in push service.
func (h *Handlers) endpointAllowed(raw string) bool {
	if raw == "" || len(raw) > maxEndpoint {
		return false
	}
	u, err := url.Parse(raw)
	if err != nil || u.User != nil || u.Host == "" || u.Fragment != "" || u.Opaque != "" {
		return false
	}
	host := u.Hostname()
	loopback := host == "localhost" || (net.ParseIP(host) != nil && net.ParseIP(host).IsLoopback())
	if loopback && h.Config.Env != config.EnvProduction {
		return u.Scheme == "http" || u.Scheme == "https"
	}
	return u.Scheme == "https" && (u.Port() == "" || u.Port() == "443") && net.ParseIP(host) == nil &&
		strings.Contains(host, ".") && !loopback
}

// p256dhValid: the browser's key is a point on P-256.
func p256dhValid(s string) bool {
	b, ok := decodeKey(s, p256dhBytes)
	if !ok {
		return false
	}
	_, err := ecdh.P256().NewPublicKey(b)
	return err == nil
}

func keyOfLength(s string, n int) bool {
	_, ok := decodeKey(s, n)
	return ok
}

// decodeKey reads a base64url key (padded or not, as browsers differ) of
// exactly n bytes.
func decodeKey(s string, n int) ([]byte, bool) {
	if len(s) > 2*n+4 {
		return nil, false
	}
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
	return b, err == nil && len(b) == n
}
