package calendar

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
)

// A feed address carries its owner, its version and a signature of both:
// the address is the secret (calendars fetch it without signing in), so it
// is checked without a lookup by anything but the version, and rotating
// the version (Store.Rotate) retires every address made before.
//
// The token is base64url(user id · version · HMAC-SHA-256 of both, first
// 16 bytes): 28 bytes, 128 bits of signature.
const (
	tokenIDBytes      = 8
	tokenVersionBytes = 4
	tokenMACBytes     = 16
	tokenBytes        = tokenIDBytes + tokenVersionBytes + tokenMACBytes
)

// ErrBadToken is a feed address that was not made here (or was garbled).
var ErrBadToken = errors.New("not a calendar feed address")

// Signer makes and checks feed tokens with a key derived from the api's
// signing secret; changing that secret changes every feed's address.
type Signer struct{ key []byte }

// NewSigner derives the feed's key from secret (JWT_SECRET), so the feed
// needs no setting of its own and shares no key with the sign-in tokens.
func NewSigner(secret string) Signer {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte("cerebro calendar feed v1"))
	return Signer{key: m.Sum(nil)}
}

// Token is the feed token of userID at version.
func (s Signer) Token(userID int64, version int) string {
	b := make([]byte, tokenIDBytes+tokenVersionBytes, tokenBytes)
	binary.BigEndian.PutUint64(b, uint64(userID))
	binary.BigEndian.PutUint32(b[tokenIDBytes:], uint32(version))
	return base64.RawURLEncoding.EncodeToString(append(b, s.mac(b)...))
}

// Parse checks token's signature and says whose feed, at which version, it
// opens.
func (s Signer) Parse(token string) (userID int64, version int, err error) {
	b, err := base64.RawURLEncoding.DecodeString(token)
	if err != nil || len(b) != tokenBytes {
		return 0, 0, ErrBadToken
	}
	body := b[:tokenIDBytes+tokenVersionBytes]
	if !hmac.Equal(s.mac(body), b[len(body):]) {
		return 0, 0, ErrBadToken
	}
	return int64(binary.BigEndian.Uint64(body)), int(binary.BigEndian.Uint32(body[tokenIDBytes:])), nil
}

func (s Signer) mac(body []byte) []byte {
	m := hmac.New(sha256.New, s.key)
	m.Write(body)
	return m.Sum(nil)[:tokenMACBytes]
}
