package account

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/auth"
	"cerebro/models"
)

// Refusals of the account's own routes.
const (
	// errNotYourAddress refuses a verification link asked for another address.
	errNotYourAddress apperr.Code = "account.not_your_address"
	// errSignOutUnconfirmed refuses a sign-out everywhere without its
	// confirmation; the body to send is a value, as braces are the
	// catalogue's placeholders.
	errSignOutUnconfirmed apperr.Code = "account.sign_out_unconfirmed"
)

// profileRef is the {id, imageUrl} pair the sign-in answer carries per profile.
type profileRef struct {
	ID       int64  `json:"id"`
	ImageURL string `json:"imageUrl,omitempty"`
	// TimeZone: the profile's IANA zone, the one the web app shows times in.
	TimeZone string `json:"timeZone,omitempty"`
}

// signedInUser is the user the web app keeps in the browser after signing
// in: the token, the roles and the id of each profile the account has.
type signedInUser struct {
	Token    string   `json:"token"`
	Roles    []string `json:"roles"`
	Username string   `json:"username"`
	Email    string   `json:"email"`
	// EmailVerified: false until the account opens its verification link.
	EmailVerified bool `json:"emailVerified"`
	// PhoneVerified: the profile's number proved itself with a code
	// (POST /auth/phone/confirm); texts go only to such a number.
	PhoneVerified bool `json:"phoneVerified"`
	// Language: the one the account's mails are written in (en, si or ta).
	Language   string      `json:"language"`
	Consultant *profileRef `json:"consultant"`
	Consultee  *profileRef `json:"consultee"`
	Admin      *profileRef `json:"admin"`
}

func (h *Handlers) signUp(c *gin.Context) {
	var in auth.SignUpInput
	if !web.BindJSON(c, &in) {
		return
	}
	u, err := h.Accounts.SignUp(c.Request.Context(), in)
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.answerSignedIn(c, u)
}

func (h *Handlers) signIn(c *gin.Context) {
	var in struct {
		Username string `json:"username"`
		Password string `json:"password"`
	}
	if !web.BindJSON(c, &in) {
		return
	}
	u, err := h.Accounts.SignIn(c.Request.Context(), in.Username, in.Password, web.ClientKey(c.ClientIP()))
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.answerSignedIn(c, u)
}

func (h *Handlers) answerSignedIn(c *gin.Context, u *models.User) {
	token, err := h.Tokens.Issue(u)
	if err != nil {
		web.Fail(c, err)
		return
	}
	p, err := h.Account.ProfilesOf(c.Request.Context(), u.ID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	phone, _, err := h.Phone.StatusOf(c.Request.Context(), u.ID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	out := signedInUser{Token: token, Roles: []string{string(u.Role)}, Username: u.UserName, Email: u.Email,
		EmailVerified: u.EmailVerifiedAt != nil, PhoneVerified: phone.Verified(), Language: u.Language}
	if p.Consultant != nil {
		out.Consultant = &profileRef{ID: p.Consultant.ID, ImageURL: web.ImageURL(p.Consultant.ImageName), TimeZone: p.Consultant.TimeZone}
	}
	if p.Consultee != nil {
		out.Consultee = &profileRef{ID: p.Consultee.ID, ImageURL: web.ImageURL(p.Consultee.ImageName), TimeZone: p.Consultee.TimeZone}
	}
	if p.Admin != nil {
		out.Admin = &profileRef{ID: p.Admin.ID}
	}
	c.JSON(http.StatusOK, out)
}

// signOutEverywhere is POST /auth/signOutEverywhere {"confirm": true}:
// every token of the caller, on every device, stops working (this one
// too). 204. The body makes the intent explicit: anything else is a 400
// that changes nothing.
func (h *Handlers) signOutEverywhere(c *gin.Context) {
	var in struct {
		Confirm bool `json:"confirm"`
	}
	if !web.BindJSON(c, &in) {
		return
	}
	if !in.Confirm {
		web.Fail(c, apperr.New(errSignOutUnconfirmed).With("body", `{"confirm": true}`))
		return
	}
	if err := h.Account.SignOutEverywhere(c.Request.Context(), web.CallerID(c)); err != nil {
		web.Fail(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}

// setLanguage is PUT /auth/language {"language": "si"}: the caller's mails
// are written in that language from now on (200 {"language"}); one Cerebro
// does not write in is a 400 that changes nothing.
func (h *Handlers) setLanguage(c *gin.Context) {
	var in struct {
		Language string `json:"language"`
	}
	if !web.BindJSON(c, &in) {
		return
	}
	language, err := h.Accounts.SetLanguage(c.Request.Context(), web.CallerID(c), in.Language)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"language": language})
}

// verifyEmail is POST /auth/verifyEmail {"token"}: the mailed link's token
// proves the account's address (200); a bad, used or expired one is a 400.
func (h *Handlers) verifyEmail(c *gin.Context) {
	var in struct {
		Token string `json:"token"`
	}
	if !web.BindJSON(c, &in) {
		return
	}
	if err := h.Accounts.VerifyEmail(c.Request.Context(), strings.TrimSpace(in.Token)); err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": auth.MsgEmailVerified})
}

// resendVerification is POST /auth/resendVerification {"email"}: a new
// link to the caller's address, which the body names (anything else is a
// 400 that sends nothing); earlier links keep working until one is used.
func (h *Handlers) resendVerification(c *gin.Context) {
	var in struct {
		Email string `json:"email"`
	}
	if !web.BindJSON(c, &in) {
		return
	}
	ctx := c.Request.Context()
	u, err := h.Account.UserByID(ctx, web.CallerID(c))
	if err != nil {
		web.Fail(c, err)
		return
	}
	if !strings.EqualFold(strings.TrimSpace(in.Email), u.Email) {
		web.Fail(c, apperr.New(errNotYourAddress))
		return
	}
	msg, err := h.Accounts.SendVerification(ctx, u)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": msg, "emailVerified": u.EmailVerifiedAt != nil})
}

func (h *Handlers) resetPassword(c *gin.Context) {
	msg, err := h.Accounts.RequestReset(c.Request.Context(), c.Query("email"))
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": msg})
}

func (h *Handlers) updatePassword(c *gin.Context) {
	var in struct {
		Password string `json:"password"`
		Token    string `json:"token"`
	}
	if !web.BindJSON(c, &in) {
		return
	}
	if err := h.Accounts.UpdatePassword(c.Request.Context(), in.Token, in.Password); err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": auth.MsgPasswordUpdated})
}

// listUsers is the admin's list of accounts (never the password hashes).
func (h *Handlers) listUsers(c *gin.Context) {
	users, err := h.Account.ListUsers(c.Request.Context())
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, users)
}
