package api_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/auth"
	"cerebro/models"
	"cerebro/models/account"
)

// A new account proves its address (a link by mail, 24 hours) before its
// first booking or before its consultant profile goes to the admin; until
// then it can sign in, browse and complete its profile.
func TestEmailVerificationComesBeforeBookingAndApproval(t *testing.T) {
	token, email := signUpUnverified(t, "CONSULTEE")
	signedIn := call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": email, "password": "password123"})
	require.Equal(t, http.StatusOK, signedIn.Status, "%s", signedIn.Raw)
	assert.Equal(t, false, signedIn.Body["emailVerified"])

	profile := call(t, "POST", "/api/v1/consultee/", token, map[string]any{
		"firstName": "Kamala", "lastName": "Silva", "birthday": "1990-09-03", "gender": "FEMALE", "phone": "719876543"})
	require.Equal(t, http.StatusCreated, profile.Status, "an unverified account completes its profile: %s", profile.Raw)
	me := party{token: token, email: email, id: int64(profile.Body["id"].(float64))}
	seller := newSeller(t)
	slot := openSlots(t, seller.id, tomorrow(), 1)[0]
	refused := book(t, me, "ONLINE", seller.id, slot)
	assert.Equal(t, http.StatusForbidden, refused.Status)
	assert.Equal(t, auth.MsgVerifyFirst, refused.message())
	assert.Equal(t, models.SlotAvailable, slotRow(t, slot).Status, "nothing was held")

	first := verifyLink.FindStringSubmatch(lastMail(t, email, "Verify your email address").Body)[1]
	wrong := call(t, "POST", "/api/v1/auth/resendVerification", token, map[string]any{"email": "someone@else.lk"})
	assert.Equal(t, http.StatusBadRequest, wrong.Status, "a link goes only to the account's own address")
	again := call(t, "POST", "/api/v1/auth/resendVerification", token, map[string]any{"email": email})
	require.Equal(t, http.StatusOK, again.Status, "%s", again.Raw)
	assert.Equal(t, auth.MsgVerifySent, again.message())
	mails := env.outbox.To(email)
	second := verifyLink.FindStringSubmatch(mails[len(mails)-1].Body)[1]
	require.NotEqual(t, first, second, "a new link")

	ok := call(t, "POST", "/api/v1/auth/verifyEmail", "", map[string]any{"token": first})
	require.Equal(t, http.StatusOK, ok.Status, "%s", ok.Raw)
	assert.Equal(t, auth.MsgEmailVerified, ok.message())
	spent := call(t, "POST", "/api/v1/auth/verifyEmail", "", map[string]any{"token": second})
	assert.Equal(t, http.StatusBadRequest, spent.Status, "using one link spends the others")
	assert.Equal(t, auth.MsgVerifyInvalid, spent.message())

	signedIn = call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": email, "password": "password123"})
	assert.Equal(t, true, signedIn.Body["emailVerified"])
	assert.Equal(t, http.StatusOK, book(t, me, "ONLINE", seller.id, slot).Status, "the earlier token books once verified")
	done := call(t, "POST", "/api/v1/auth/resendVerification", token, map[string]any{"email": email})
	assert.Equal(t, auth.MsgAlreadyVerified, done.message())
}

func TestAnUnverifiedConsultantProfileDoesNotGoToTheAdmin(t *testing.T) {
	token, email := signUpUnverified(t, "CONSULTANT")
	refused := call(t, "POST", "/api/v1/consultant/", token, consultantBody())
	assert.Equal(t, http.StatusForbidden, refused.Status)
	assert.Equal(t, auth.MsgVerifyFirst, refused.message())
	var n int64
	require.NoError(t, env.store.DB.Model(&models.Consultant{}).Where("user_id = ?", userIDOf(t, email)).Count(&n).Error)
	assert.Zero(t, n, "nothing saved, nothing sent for approval")

	verifyByMail(t, email)
	assert.Equal(t, http.StatusCreated, call(t, "POST", "/api/v1/consultant/", token, consultantBody()).Status)
}

func TestAVerificationLinkExpiresAfter24Hours(t *testing.T) {
	_, email := signUpUnverified(t, "CONSULTEE")
	link := verifyLink.FindStringSubmatch(lastMail(t, email, "Verify your email address").Body)[1]
	var v account.EmailVerification
	require.NoError(t, env.store.DB.Where("user_id = ?", userIDOf(t, email)).Take(&v).Error)
	assert.WithinDuration(t, v.CreatedAt.Add(auth.VerifyTTL), v.ExpiresAt, 5e9, "valid 24 hours")
	require.NoError(t, env.store.DB.Exec(`UPDATE email_verifications SET expires_at = now() WHERE id = ?`, v.ID).Error)

	res := call(t, "POST", "/api/v1/auth/verifyEmail", "", map[string]any{"token": link})
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, auth.MsgVerifyInvalid, res.message())
	for _, bad := range []any{"", "not-a-token", 42} {
		res := call(t, "POST", "/api/v1/auth/verifyEmail", "", map[string]any{"token": bad})
		assert.Equal(t, http.StatusBadRequest, res.Status, "token %v", bad)
	}
	verified, err := env.stores.Account.EmailVerified(t.Context(), userIDOf(t, email))
	require.NoError(t, err)
	assert.False(t, verified)
}
