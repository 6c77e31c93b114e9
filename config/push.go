package config

import (
	"bytes"
	"crypto/ecdh"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strings"
)

// Push holds the Web Push settings (README "Settings"): the VAPID key pair
// the push services know this site by (RFC 8292) and the contact they are
// given. The keys are base64url, as the browsers and `npx web-push
// generate-vapid-keys` write them: the public key the 65-byte uncompressed
// P-256 point, the private key its 32-byte scalar.
type Push struct {
	PublicKey  string // VAPID_PUBLIC_KEY
	PrivateKey string // VAPID_PRIVATE_KEY
	Subject    string // VAPID_SUBJECT: mailto: or https: contact for the push services' operators
	// Derived is true when the keys were not set and development derived
	// them from JWT_SECRET (stable across restarts; refused in production:
	// a changed JWT_SECRET would silently orphan every subscription).
	Derived bool
}

// readPush reads VAPID_*; with neither key set, development derives the
// pair from secret, so every restart (and every replica) has the same one.
func readPush(r *reader, secret, from string) Push {
	p := Push{
		PublicKey:  r.str("VAPID_PUBLIC_KEY", ""),
		PrivateKey: r.str("VAPID_PRIVATE_KEY", ""),
		Subject:    r.str("VAPID_SUBJECT", "mailto:"+from),
	}
	r.check(strings.HasPrefix(p.Subject, "mailto:") || strings.HasPrefix(p.Subject, "https://"), "VAPID_SUBJECT",
		"must be a mailto: or https: address the push services can reach the site's operator at")
	if p.PublicKey == "" && p.PrivateKey == "" {
		p.PublicKey, p.PrivateKey = deriveVAPID(secret)
		p.Derived = true
		return p
	}
	r.check(vapidPairValid(p.PublicKey, p.PrivateKey), "VAPID_PUBLIC_KEY",
		"and VAPID_PRIVATE_KEY must be one P-256 key pair in base64url (65-byte public point, 32-byte private scalar)")
	return p
}

// deriveVAPID is the development key pair: the private scalar is an HMAC of
// secret (retried with a counter in the unlikely case it is not a valid
// scalar).
func deriveVAPID(secret string) (public, private string) {
	for i := byte(0); ; i++ {
		m := hmac.New(sha256.New, []byte(secret))
		m.Write([]byte("cerebro vapid v1"))
		m.Write([]byte{i})
		k, err := ecdh.P256().NewPrivateKey(m.Sum(nil))
		if err == nil {
			enc := base64.RawURLEncoding
			return enc.EncodeToString(k.PublicKey().Bytes()), enc.EncodeToString(k.Bytes())
		}
	}
}

// vapidPairValid reports whether public is private's public key.
func vapidPairValid(public, private string) bool {
	pub, err1 := decodeB64URL(public)
	priv, err2 := decodeB64URL(private)
	if err1 != nil || err2 != nil {
		return false
	}
	k, err := ecdh.P256().NewPrivateKey(priv)
	return err == nil && bytes.Equal(k.PublicKey().Bytes(), pub)
}

// decodeB64URL reads base64url with or without padding.
func decodeB64URL(s string) ([]byte, error) {
	return base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
}

// pushProblems are the Web Push settings production refuses.
func pushProblems(c Config, getenv func(string) string, add func(bad bool, name, why string)) {
	add(c.Push.Derived, "VAPID_PUBLIC_KEY",
		"and VAPID_PRIVATE_KEY must be set (npx web-push generate-vapid-keys): keys derived from JWT_SECRET change with it and orphan every device's subscription")
	add(strings.TrimSpace(getenv("VAPID_SUBJECT")) == "", "VAPID_SUBJECT",
		"must be set to the operator's mailto: or https: contact: push services refuse or throttle senders they cannot reach")
}
