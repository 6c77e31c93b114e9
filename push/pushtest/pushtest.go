// Package pushtest stands in for a browser's push service (FCM, Mozilla's
// autopush, Apple's) over HTTP as RFC 8030 describes it, and for the
// browser's keys: a push posted to one of its endpoints has its VAPID
// Authorization checked (RFC 8292: an ES256 JWT for this service's origin,
// signed by the key in k=) and its body decrypted with the subscribing
// browser's private key and auth secret (RFC 8291 over RFC 8188
// aes128gcm), as the browser would. Tests read what arrived; an endpoint
// marked gone answers 410, as a real service does after the browser
// unsubscribed.
package pushtest

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Browser is a browser's side of one subscription: the P-256 key pair and
// the auth secret it gives the site (keys.p256dh, keys.auth).
type Browser struct {
	Key  *ecdh.PrivateKey
	Auth []byte
}

// NewBrowser makes a browser's keys.
func NewBrowser() *Browser {
	k, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		panic(err)
	}
	auth := make([]byte, 16)
	_, _ = rand.Read(auth)
	return &Browser{Key: k, Auth: auth}
}

// P256dh is the browser's public key as PushSubscription.toJSON() gives it.
func (b *Browser) P256dh() string { return b64(b.Key.PublicKey().Bytes()) }

// AuthSecret is the browser's auth secret as PushSubscription.toJSON() gives it.
func (b *Browser) AuthSecret() string { return b64(b.Auth) }

func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

// Push is one push the service took: its headers, the VAPID claims and the
// decrypted payload.
type Push struct {
	Endpoint string
	TTL      string
	Urgency  string
	Subject  string // the JWT's sub
	Payload  []byte // decrypted
}

// Service is a stand-in push service on a local port.
type Service struct {
	URL string

	vapidKey string // the k= every push must carry
	srv      *httptest.Server
	mu       sync.Mutex
	browsers map[string]*Browser // by endpoint path
	gone     map[string]bool
	pushes   []Push
	problems []error
}

// NewService starts a push service that takes pushes signed with the VAPID
// public key vapidPublicKey (base64url). Close it when done.
func NewService(vapidPublicKey string) *Service {
	s := &Service{vapidKey: strings.TrimRight(vapidPublicKey, "="), browsers: map[string]*Browser{}, gone: map[string]bool{}}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL
	return s
}

// Close stops the service.
func (s *Service) Close() { s.srv.Close() }

// Subscribe is the browser subscribing with the service: the endpoint the
// site is given.
func (s *Service) Subscribe(b *Browser) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	path := fmt.Sprintf("/push/%d-%s", len(s.browsers)+1, b64(b.Auth)[:8])
	s.browsers[path] = b
	return s.URL + path
}

// Gone makes the endpoint answer 410 Gone from now on.
func (s *Service) Gone(endpoint string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.gone[strings.TrimPrefix(endpoint, s.URL)] = true
}

// Pushes are the pushes taken so far for endpoint.
func (s *Service) Pushes(endpoint string) []Push {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Push
	for _, p := range s.pushes {
		if p.Endpoint == endpoint {
			out = append(out, p)
		}
	}
	return out
}

// Problems are the pushes refused for a bad signature or encryption.
func (s *Service) Problems() []error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]error(nil), s.problems...)
}

func (s *Service) serve(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	b, gone := s.browsers[r.URL.Path], s.gone[r.URL.Path]
	s.mu.Unlock()
	switch {
	case r.Method != http.MethodPost:
		http.Error(w, "POST only", http.StatusMethodNotAllowed)
		return
	case b == nil:
		http.Error(w, "no such subscription", http.StatusNotFound)
		return
	case gone:
		http.Error(w, "subscription expired", http.StatusGone)
		return
	}
	p, err := s.take(r, b)
	s.mu.Lock()
	defer s.mu.Unlock()
	if err != nil {
		s.problems = append(s.problems, err)
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	s.pushes = append(s.pushes, p)
	w.Header().Set("Location", s.URL+"/message/"+fmt.Sprint(len(s.pushes)))
	w.WriteHeader(http.StatusCreated)
}

// take checks one push as the service and the browser would.
func (s *Service) take(r *http.Request, b *Browser) (Push, error) {
	p := Push{Endpoint: s.URL + r.URL.Path, TTL: r.Header.Get("TTL"), Urgency: r.Header.Get("Urgency")}
	if p.TTL == "" {
		return p, errors.New("no TTL header (RFC 8030 5.2)")
	}
	if ce := r.Header.Get("Content-Encoding"); ce != "aes128gcm" {
		return p, fmt.Errorf("content encoding %q, want aes128gcm", ce)
	}
	sub, err := s.checkVAPID(r.Header.Get("Authorization"))
	if err != nil {
		return p, err
	}
	p.Subject = sub
	body, err := io.ReadAll(io.LimitReader(r.Body, 8192))
	if err != nil {
		return p, err
	}
	p.Payload, err = Decrypt(b, body)
	return p, err
}

// checkVAPID verifies "vapid t=<JWT>, k=<public key>": k is the site's
// key, the JWT is ES256 by it, for this service's origin, not expired and
// at most 24 hours ahead, with a mailto: or https: subject.
func (s *Service) checkVAPID(header string) (string, error) {
	rest, ok := strings.CutPrefix(header, "vapid ")
	if !ok {
		return "", fmt.Errorf("authorization %q is not a vapid one", header)
	}
	var token, key string
	for _, part := range strings.Split(rest, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			token = v
		case "k":
			key = v
		}
	}
	if key != s.vapidKey {
		return "", fmt.Errorf("k=%s is not the site's VAPID key %s", key, s.vapidKey)
	}
	raw, err := base64.RawURLEncoding.DecodeString(key)
	if err != nil {
		return "", err
	}
	pub, err := ecdsa.ParseUncompressedPublicKey(elliptic.P256(), raw)
	if err != nil {
		return "", err
	}
	var claims jwt.RegisteredClaims
	_, err = jwt.ParseWithClaims(token, &claims, func(*jwt.Token) (any, error) { return pub, nil },
		jwt.WithValidMethods([]string{"ES256"}), jwt.WithAudience(s.URL), jwt.WithExpirationRequired())
	if err != nil {
		return "", fmt.Errorf("VAPID JWT: %w", err)
	}
	if claims.ExpiresAt.After(time.Now().Add(24 * time.Hour)) {
		return "", errors.New("VAPID JWT expires more than 24 hours ahead (RFC 8292 2)")
	}
	if !strings.HasPrefix(claims.Subject, "mailto:") && !strings.HasPrefix(claims.Subject, "https:") ||
		strings.HasPrefix(claims.Subject, "mailto:mailto:") {
		return "", fmt.Errorf("VAPID sub %q is not a mailto: or https: contact", claims.Subject)
	}
	return claims.Subject, nil
}

// Decrypt opens an aes128gcm push body (RFC 8188, one record) with the
// browser's keys (RFC 8291) and returns the payload, padding removed.
func Decrypt(b *Browser, body []byte) ([]byte, error) {
	if len(body) < 21 {
		return nil, errors.New("body shorter than the aes128gcm header")
	}
	salt, rs, idlen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	if len(body) < 21+idlen || idlen != 65 {
		return nil, fmt.Errorf("keyid of %d bytes, want the sender's 65-byte public key", idlen)
	}
	senderPub, ciphertext := body[21:21+idlen], body[21+idlen:]
	if uint32(len(ciphertext)) > rs {
		return nil, fmt.Errorf("%d bytes of ciphertext in one record of %d", len(ciphertext), rs)
	}
	asPub, err := ecdh.P256().NewPublicKey(senderPub)
	if err != nil {
		return nil, err
	}
	shared, err := b.Key.ECDH(asPub)
	if err != nil {
		return nil, err
	}
	keyInfo := append(append([]byte("WebPush: info\x00"), b.Key.PublicKey().Bytes()...), senderPub...)
	prkKey, err := hkdf.Extract(sha256.New, shared, b.Auth)
	if err != nil {
		return nil, err
	}
	ikm, err := hkdf.Expand(sha256.New, prkKey, string(keyInfo), 32)
	if err != nil {
		return nil, err
	}
	prk, err := hkdf.Extract(sha256.New, ikm, salt)
	if err != nil {
		return nil, err
	}
	cek, err := hkdf.Expand(sha256.New, prk, "Content-Encoding: aes128gcm\x00", 16)
	if err != nil {
		return nil, err
	}
	nonce, err := hkdf.Expand(sha256.New, prk, "Content-Encoding: nonce\x00", 12)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	plain, err := gcm.Open(nil, nonce, ciphertext, nil)
	if err != nil {
		return nil, fmt.Errorf("the browser cannot decrypt it: %w", err)
	}
	plain = bytes.TrimRight(plain, "\x00")
	if len(plain) == 0 || plain[len(plain)-1] != 2 {
		return nil, errors.New("no last-record delimiter (0x02) before the padding")
	}
	return plain[:len(plain)-1], nil
}
