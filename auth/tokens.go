// Package auth signs users up and in: bcrypt passwords, JWT bearer tokens,
// per-account throttling of wrong passwords, and single-use reset tokens.
package auth

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"cerebro/models"
)

// Claims is what a bearer token says about its holder.
type Claims struct {
	Role    models.Role `json:"role"`
	Email   string      `json:"email"`
	Version int         `json:"ver,omitempty"` // the user's token version when issued (0 before versions)
	jwt.RegisteredClaims
}

// UserID is the numeric account id carried in the subject.
func (c Claims) UserID() int64 {
	id, _ := strconv.ParseInt(c.Subject, 10, 64)
	return id
}

// Tokens issues and checks HS256 bearer tokens.
type Tokens struct {
	secret []byte
	ttl    time.Duration
	now    func() time.Time
}

// NewTokens returns a token issuer with the given secret and lifetime.
func NewTokens(secret string, ttl time.Duration) *Tokens {
	return &Tokens{secret: []byte(secret), ttl: ttl, now: time.Now}
}

const issuer = "cerebro"

// Issue signs a token for the user.
func (t *Tokens) Issue(u *models.User) (string, error) {
	now := t.now()
	claims := Claims{
		Role:    u.Role,
		Email:   u.Email,
		Version: u.TokenVersion,
		RegisteredClaims: jwt.RegisteredClaims{
			Issuer:    issuer,
			Subject:   strconv.FormatInt(u.ID, 10),
			IssuedAt:  jwt.NewNumericDate(now),
			ExpiresAt: jwt.NewNumericDate(now.Add(t.ttl)),
		},
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(t.secret)
}

// ErrBadToken covers a token that is malformed, forged or expired.
var ErrBadToken = errors.New("invalid or expired token")

// Parse verifies a token's signature, issuer and expiry.
func (t *Tokens) Parse(raw string) (*Claims, error) {
	var c Claims
	_, err := jwt.ParseWithClaims(raw, &c, func(*jwt.Token) (any, error) { return t.secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(issuer), jwt.WithExpirationRequired(), jwt.WithTimeFunc(t.now))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadToken, err)
	}
	if c.UserID() <= 0 {
		return nil, ErrBadToken
	}
	switch c.Role {
	case models.RoleAdmin, models.RoleConsultant, models.RoleConsultee:
	default:
		return nil, ErrBadToken
	}
	return &c, nil
}
