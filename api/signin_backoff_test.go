package api_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/auth"
	"cerebro/config"
	"cerebro/rules"
)

// Sign-in back-off per account and address: behind a trusted proxy that
// names each client, wrong passwords back off the address they come from,
// and the account's guesses from addresses it never signed in from are
// bounded as a whole.

// proxiedServer is the API behind a proxy at 127.0.0.1 (rate limits off, so
// only the back-off answers).
func proxiedServer(t *testing.T) *httptest.Server {
	return serverWithConfig(t, func(c *config.Config) { c.TrustedProxies = []string{"127.0.0.1"} })
}

func signInFrom(t *testing.T, url, address, email, password string) response {
	t.Helper()
	return send(t, url, "POST", "/api/v1/auth/signin", "", map[string]any{"username": email, "password": password},
		map[string]string{"X-Forwarded-For": address})
}

func TestWrongPasswordsFromAnotherAddressNeverLockTheOwnerOut(t *testing.T) {
	ts := proxiedServer(t)
	_, email := signUp(t, "CONSULTEE")
	attacker, owner := "198.51.100.66", "203.0.113.10"
	for i := 0; i < 30; i++ {
		res := signInFrom(t, ts.URL, attacker, email, fmt.Sprintf("guess-%d-password", i))
		if i < rules.SignInFree {
			require.Equal(t, http.StatusUnauthorized, res.Status, "attempt %d: %s", i, res.Raw)
		} else {
			require.Equal(t, http.StatusTooManyRequests, res.Status, "attempt %d: the attacker's address backs off", i)
			assert.Equal(t, "Too many failed sign-in attempts. Try again in 1 minute.", res.message())
		}
	}
	res := signInFrom(t, ts.URL, owner, email, "password123")
	assert.Equal(t, http.StatusOK, res.Status, "the owner, at another address, signs in: %s", res.Raw)
	again := signInFrom(t, ts.URL, attacker, email, "password123")
	assert.Equal(t, http.StatusTooManyRequests, again.Status, "the owner's sign-in does not let the attacker's address off")
}

func TestGuessesPerAccountAcrossAddressesStayBounded(t *testing.T) {
	ts := proxiedServer(t)
	_, email := signUp(t, "CONSULTEE")
	home := "203.0.113.20"
	require.Equal(t, http.StatusOK, signInFrom(t, ts.URL, home, email, "password123").Status)

	// 40 addresses (IPv4 and IPv6 /64s), three guesses each: the account
	// evaluates at most SignInAccountFree of the 120, whatever the spread.
	evaluated, held := 0, 0
	for a := 0; a < 40; a++ {
		address := fmt.Sprintf("198.51.100.%d", a+1)
		if a%2 == 1 {
			address = fmt.Sprintf("2001:db8:%x::1", a)
		}
		for g := 0; g < 3; g++ {
			res := signInFrom(t, ts.URL, address, email, fmt.Sprintf("guess-%d-%d-password", a, g))
			switch res.Status {
			case http.StatusUnauthorized:
				evaluated++
			case http.StatusTooManyRequests:
				held++
			default:
				t.Fatalf("address %s guess %d: %d %s", address, g, res.Status, res.Raw)
			}
		}
	}
	t.Logf("120 guesses from 40 addresses: %d evaluated, %d held back", evaluated, held)
	assert.Equal(t, rules.SignInAccountFree, evaluated, "guesses per account are bounded across addresses")

	res := signInFrom(t, ts.URL, "192.0.2.200", email, "password123")
	assert.Equal(t, http.StatusTooManyRequests, res.Status, "a new address waits, even with the right password")
	assert.Regexp(t, `^Too many failed sign-in attempts for this account from other places\. Try again in \d+ minutes?, sign in from a device you have used before, or reset your password\.$`, res.message())
	assert.Equal(t, "SIGNIN_LOCKED_ELSEWHERE", res.Body["code"], "named for the web app, which words it in en/si/ta")
	assert.Equal(t, http.StatusOK, signInFrom(t, ts.URL, home, email, "password123").Status,
		"the owner signs in where they have before")
	assert.NotEqual(t, auth.MsgBadCredentials, res.message())
}
