package api_test

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/auth"
	"cerebro/rules"
)

func TestSignUpThenSignIn(t *testing.T) {
	_, email := signUp(t, "CONSULTEE")
	res := call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": strings.ToUpper(email), "password": "password123"})
	require.Equal(t, http.StatusOK, res.Status, string(res.Raw))
	assert.NotEmpty(t, res.Body["token"])
	assert.Equal(t, []any{"CONSULTEE"}, res.Body["roles"])
	assert.Equal(t, email, res.Body["email"])
	assert.Equal(t, "Test CONSULTEE", res.Body["username"])
	for _, k := range []string{"consultant", "consultee", "admin"} {
		v, present := res.Body[k]
		assert.True(t, present, k)
		assert.Nil(t, v, k)
	}
}

func TestAdminSignInCarriesAdminID(t *testing.T) {
	res := call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": env.cfg.AdminEmail, "password": env.cfg.AdminPassword})
	require.Equal(t, http.StatusOK, res.Status)
	admin, ok := res.Body["admin"].(map[string]any)
	require.True(t, ok, "admin object: %s", res.Raw)
	assert.Positive(t, admin["id"])
}

func TestSignUpRefusals(t *testing.T) {
	_, taken := signUp(t, "CONSULTANT")
	cases := []struct {
		name   string
		body   any
		status int
		msg    string
	}{
		{"admin role cannot be chosen", map[string]any{"userName": "Eve", "password": "password123", "email": uniqueEmail("eve"), "roles": []string{"ADMIN"}}, 400, "Choose CONSULTANT or CONSULTEE"},
		{"duplicate email, any case", map[string]any{"userName": "Dup", "password": "password123", "email": strings.ToUpper(taken), "roles": []string{"CONSULTEE"}}, 409, auth.MsgDuplicateEmail},
		{"missing name", map[string]any{"password": "password123", "email": uniqueEmail("x"), "roles": []string{"CONSULTEE"}}, 400, "Cannot leave User Name empty"},
		{"missing email", map[string]any{"userName": "X", "password": "password123", "roles": []string{"CONSULTEE"}}, 400, "Cannot leave Email empty"},
		{"missing password", map[string]any{"userName": "X", "email": uniqueEmail("x"), "roles": []string{"CONSULTEE"}}, 400, "Cannot leave Password empty"},
		{"wrong type", map[string]any{"userName": 42, "password": "password123", "email": uniqueEmail("x"), "roles": []string{"CONSULTEE"}}, 400, `Field "userName" must be of type string.`},
		{"not json", "{{{", 400, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res := call(t, "POST", "/api/v1/auth/signup", "", tc.body)
			assert.Equal(t, tc.status, res.Status, string(res.Raw))
			if tc.msg != "" {
				assert.Equal(t, tc.msg, res.message())
			} else {
				assert.NotEmpty(t, res.message())
			}
		})
	}
}

func TestWrongPasswordIsThrottled(t *testing.T) {
	_, email := signUp(t, "CONSULTEE")
	for i := 0; i < rules.SignInFree; i++ {
		res := call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": email, "password": "wrong-password"})
		require.Equal(t, http.StatusUnauthorized, res.Status)
		assert.Equal(t, auth.MsgBadCredentials, res.message())
	}
	// Backing off now: even the right password waits, a minute.
	res := call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": email, "password": "password123"})
	assert.Equal(t, http.StatusTooManyRequests, res.Status)
	assert.Equal(t, "Too many failed sign-in attempts. Try again in 1 minute.", res.message())
}

// Fifty wrong passwords at once: each attempt is counted before the
// password is compared, so at most the free attempts are evaluated and the
// rest are turned away unevaluated.
func TestParallelGuessesAreCountedOneByOne(t *testing.T) {
	_, email := signUp(t, "CONSULTEE")
	var wg sync.WaitGroup
	var evaluated, refused atomic.Int32
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res := call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": email, "password": "wrong-password"})
			switch res.Status {
			case http.StatusUnauthorized:
				evaluated.Add(1)
			case http.StatusTooManyRequests:
				refused.Add(1)
			}
		}()
	}
	wg.Wait()
	t.Logf("50 parallel wrong passwords: %d evaluated, %d refused", evaluated.Load(), refused.Load())
	assert.LessOrEqual(t, int(evaluated.Load()), rules.SignInFree)
	assert.Equal(t, int32(50), evaluated.Load()+refused.Load())
}

func TestUnknownAccountGetsSameAnswerAsWrongPassword(t *testing.T) {
	res := call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": "nobody@example.lk", "password": "password123"})
	assert.Equal(t, http.StatusUnauthorized, res.Status)
	assert.Equal(t, auth.MsgBadCredentials, res.message())
}

var resetLink = regexp.MustCompile(`#/updatepassword/([A-Za-z0-9_-]+)`)

func TestPasswordResetIsSingleUse(t *testing.T) {
	_, email := signUp(t, "CONSULTEE")
	res := call(t, "GET", "/api/v1/auth/resetPassword?email="+email, "", nil)
	require.Equal(t, http.StatusOK, res.Status)
	unknown := call(t, "GET", "/api/v1/auth/resetPassword?email=ghost@example.lk", "", nil)
	assert.Equal(t, res.Body, unknown.Body, "same answer whether or not the account exists")

	mails := inbox(email)
	require.Len(t, mails, 1)
	m := resetLink.FindStringSubmatch(mails[0].Body)
	require.NotNil(t, m, mails[0].Body)
	token := m[1]

	res = call(t, "POST", "/api/v1/auth/updatePassword", "", map[string]any{"password": "", "token": token})
	assert.Equal(t, 400, res.Status)
	assert.Equal(t, auth.MsgPasswordMismatch, res.message())

	res = call(t, "POST", "/api/v1/auth/updatePassword", "", map[string]any{"password": "new-password-1", "token": "forged"})
	assert.Equal(t, 400, res.Status)
	assert.Equal(t, auth.MsgTokenInvalid, res.message())

	res = call(t, "POST", "/api/v1/auth/updatePassword", "", map[string]any{"password": "new-password-1", "token": token})
	require.Equal(t, 200, res.Status, string(res.Raw))

	res = call(t, "POST", "/api/v1/auth/updatePassword", "", map[string]any{"password": "new-password-2", "token": token})
	assert.Equal(t, 400, res.Status, "a token works once")
	assert.Equal(t, auth.MsgTokenInvalid, res.message())

	res = call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": email, "password": "new-password-1"})
	assert.Equal(t, 200, res.Status)
}

func TestBadOrExpiredTokenIs401(t *testing.T) {
	res := call(t, "GET", "/api/v1/users", "not-a-jwt", nil)
	assert.Equal(t, 401, res.Status)
	expired := auth.NewTokens(env.cfg.JWTSecret, -1)
	u, err := env.stores.Account.UserByEmail(t.Context(), env.cfg.AdminEmail)
	require.NoError(t, err)
	old, err := expired.Issue(u)
	require.NoError(t, err)
	res = call(t, "GET", "/api/v1/users", old, nil)
	assert.Equal(t, 401, res.Status)
	forged, err := auth.NewTokens("another-secret-of-some-length", 3600e9).Issue(u)
	require.NoError(t, err)
	res = call(t, "GET", "/api/v1/users", forged, nil)
	assert.Equal(t, 401, res.Status)
}

func TestHealth(t *testing.T) {
	res := call(t, "GET", "/api/v1/health", "", nil)
	require.Equal(t, 200, res.Status, string(res.Raw))
	assert.Equal(t, map[string]any{"status": "ok", "database": "ok", "temporal": "ok"}, res.Body)
}

// A password reset retires every token issued before it and every other
// reset link; "sign out everywhere" retires every token too.
func TestTokensDieWithAResetAndWithSignOutEverywhere(t *testing.T) {
	token, email := signUp(t, "CONSULTEE")
	me := func(tok string) int { return call(t, "GET", "/api/v1/banks", tok, nil).Status }
	require.Equal(t, http.StatusOK, me(token))

	for i := 0; i < 2; i++ {
		require.Equal(t, http.StatusOK, call(t, "GET", "/api/v1/auth/resetPassword?email="+email, "", nil).Status)
	}
	mails := inbox(email)
	require.Len(t, mails, 2)
	first, second := resetLink.FindStringSubmatch(mails[0].Body)[1], resetLink.FindStringSubmatch(mails[1].Body)[1]
	res := call(t, "POST", "/api/v1/auth/updatePassword", "", map[string]any{"password": "a-new-password-1", "token": second})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, http.StatusUnauthorized, me(token), "the token from before the reset is dead")
	again := call(t, "POST", "/api/v1/auth/updatePassword", "", map[string]any{"password": "a-new-password-2", "token": first})
	assert.Equal(t, http.StatusBadRequest, again.Status, "using one reset link expires the others")
	assert.Equal(t, auth.MsgTokenInvalid, again.message())

	signIn := func() string {
		res := call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": email, "password": "a-new-password-1"})
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		return res.Body["token"].(string)
	}
	phone, laptop := signIn(), signIn()
	require.Equal(t, http.StatusOK, me(phone))
	unsure := call(t, "POST", "/api/v1/auth/signOutEverywhere", laptop, map[string]any{})
	assert.Equal(t, http.StatusBadRequest, unsure.Status)
	assert.Equal(t, `Send {"confirm": true} to sign out everywhere.`, unsure.message())
	require.Equal(t, http.StatusOK, me(phone), "a refused request signs nobody out")
	out := call(t, "POST", "/api/v1/auth/signOutEverywhere", laptop, map[string]any{"confirm": true})
	require.Equal(t, http.StatusNoContent, out.Status, "%s", out.Raw)
	assert.Equal(t, http.StatusUnauthorized, me(phone), "the other device is signed out")
	assert.Equal(t, http.StatusUnauthorized, me(laptop), "and this one")
	assert.Equal(t, http.StatusOK, me(signIn()), "signing in again works")
	assert.Equal(t, http.StatusUnauthorized, call(t, "POST", "/api/v1/auth/signOutEverywhere", "", map[string]any{"confirm": true}).Status)
}

// Signing in tells the web app the profile's time zone, the one it shows
// times in.
func TestSignInCarriesTheProfileTimeZone(t *testing.T) {
	a := createConsulteeProfile(t)
	res := call(t, "PUT", fmt.Sprintf("/api/v1/consultee/%d", a.id), a.token, map[string]any{
		"firstName": "Kamala", "lastName": "Silva", "birthday": "1990-09-03", "gender": "FEMALE", "phone": "719876543",
		"country": "United Kingdom", "dialCode": "44", "timeZone": "Europe/London",
	})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	in := call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": a.email, "password": "password123"})
	require.Equal(t, http.StatusOK, in.Status, "%s", in.Raw)
	consultee, ok := in.Body["consultee"].(map[string]any)
	require.True(t, ok, "%s", in.Raw)
	assert.Equal(t, "Europe/London", consultee["timeZone"])
}
