package api_test

import (
	"context"
	"errors"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
)

// An account's language: chosen at sign-up (English when not), changed with
// PUT /auth/language, carried by the sign-in answer; every mail to the
// account is written in it.

// signUpIn signs an account up with body's extras and answers the sign-up.
func signUpIn(t *testing.T, extra map[string]any) (response, string) {
	t.Helper()
	email := uniqueEmail("lang")
	body := map[string]any{"userName": "Kamala", "password": "password123", "email": email, "roles": []string{"CONSULTEE"}}
	for k, v := range extra {
		body[k] = v
	}
	return call(t, "POST", "/api/v1/auth/signup", "", body), email
}

// signInAgain signs the account in and answers the sign-in.
func signInAgain(t *testing.T, email string) response {
	t.Helper()
	res := call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": email, "password": "password123"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	return res
}

func TestSignUpChoosesTheLanguageOfTheAccountsMails(t *testing.T) {
	res, email := signUpIn(t, map[string]any{"language": "si"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "si", res.Body["language"])
	assert.Equal(t, "si", signInAgain(t, email).Body["language"])
	verify := lastMail(t, email, "Cerebro සඳහා ඔබේ ඊමේල් ලිපිනය තහවුරු කරන්න")
	assert.Contains(t, verify.Body, "ආයුබෝවන් Kamala", "the verification link is mailed in Sinhala")
	assert.Regexp(t, `#/verify-email/[A-Za-z0-9_-]+`, verify.Body)

	for _, none := range []map[string]any{{}, {"language": ""}} {
		res, email := signUpIn(t, none)
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		assert.Equal(t, "en", res.Body["language"], "no language is English")
		assert.Equal(t, "en", signInAgain(t, email).Body["language"])
	}
}

func TestSignUpRefusesALanguageCerebroDoesNotWriteIn(t *testing.T) {
	for _, bad := range []any{"fr", "EN", "sinhala", 5, []string{"si"}} {
		res, email := signUpIn(t, map[string]any{"language": bad})
		assert.Equal(t, http.StatusBadRequest, res.Status, "%v: %s", bad, res.Raw)
		if _, isText := bad.(string); isText {
			assert.Equal(t, rules.MsgLanguage, res.message(), "%v", bad)
		} else {
			assert.Equal(t, `Field "language" must be of type string.`, res.message(), "%v", bad)
		}
		_, err := env.stores.Account.UserByEmail(context.Background(), email)
		assert.True(t, errors.Is(err, models.ErrNotFound), "%v: nothing created", bad)
	}
}

func TestAnAccountChangesItsLanguage(t *testing.T) {
	res, email := signUpIn(t, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	token := res.Body["token"].(string)

	changed := call(t, "PUT", "/api/v1/auth/language", token, map[string]any{"language": "ta"})
	require.Equal(t, http.StatusOK, changed.Status, "%s", changed.Raw)
	assert.Equal(t, map[string]any{"language": "ta"}, changed.Body)
	assert.Equal(t, "ta", signInAgain(t, email).Body["language"], "read back by signing in again")

	// The account now reads Tamil, so its refusals are worded in Tamil: msg
	// is the English text of the same code and values.
	fieldType := map[string]any{"field": "language", "type": "string"}
	for _, refused := range []struct {
		body   any
		msg    string
		code   apperr.Code
		values map[string]any
	}{
		{map[string]any{"language": "fr"}, rules.MsgLanguage, rules.ErrLanguage, nil},
		{map[string]any{"language": ""}, rules.MsgLanguage, rules.ErrLanguage, nil},
		{map[string]any{}, rules.MsgLanguage, rules.ErrLanguage, nil},
		{map[string]any{"language": 7}, `Field "language" must be of type string.`, "common.field_type", fieldType},
		{map[string]any{"language": map[string]any{"code": "si"}}, `Field "language" must be of type string.`, "common.field_type", fieldType},
	} {
		res := call(t, "PUT", "/api/v1/auth/language", token, refused.body)
		assert.Equal(t, http.StatusBadRequest, res.Status, "%v: %s", refused.body, res.Raw)
		assert.Equal(t, refused.msg, apperr.Text(apperr.English, refused.code, refused.values), "%v", refused.body)
		assert.Equal(t, string(refused.code), res.Body["code"], "%v", refused.body)
		assert.Equal(t, apperr.Text(apperr.Tamil, refused.code, refused.values), res.message(), "%v", refused.body)
	}
	assert.Equal(t, "ta", signInAgain(t, email).Body["language"], "a refused change changes nothing")

	anonymous := call(t, "PUT", "/api/v1/auth/language", "", map[string]any{"language": "si"})
	assert.Equal(t, http.StatusUnauthorized, anonymous.Status)
	assert.Equal(t, "Please sign in to continue.", anonymous.message())

	// Any signed-in account may, the admin too.
	admin := call(t, "PUT", "/api/v1/auth/language", adminToken(t), map[string]any{"language": "en"})
	assert.Equal(t, http.StatusOK, admin.Status, "%s", admin.Raw)

	// The next mail is in the new language.
	require.Equal(t, http.StatusOK, call(t, "GET", "/api/v1/auth/resetPassword?email="+email, "", nil).Status)
	reset := lastMail(t, email, "உங்கள் Cerebro கடவுச்சொல்லை மீட்டமைக்கவும்")
	assert.Contains(t, reset.Body, "வணக்கம் Kamala", "the reset link is mailed in Tamil")
	assert.Contains(t, reset.HTMLOrLayout(), `<html lang="ta">`)
}
