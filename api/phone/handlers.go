// Package phone answers a person's phone: verifying their number with a
// one-time code sent by text, and switching their texts on or off.
package phone

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models/phone"
	"cerebro/rules"
	"cerebro/sms"
)

// The code's contract (README "Texts"): six digits, valid CodeValid, tried
// at most MaxTries times; at most CodesPerHour codes an hour to a person,
// and to a number, whoever asks.
const (
	CodeDigits   = 6
	CodeValid    = 10 * time.Minute
	MaxTries     = 5
	CodesPerHour = 3
)

// Refusals of the phone routes.
const (
	errDialCode     apperr.Code = "phone.dial_code_digits"
	errPhone        apperr.Code = "phone.phone_digits"
	errTooManyCodes apperr.Code = "phone.too_many_codes"
	errNoCode       apperr.Code = "phone.no_code"
	errCodeFormat   apperr.Code = "phone.code_format"
	errCodeWrong    apperr.Code = "phone.code_wrong"
	errCodeExpired  apperr.Code = "phone.code_expired"
	errCodeSpent    apperr.Code = "phone.code_spent"
	errNotSent      apperr.Code = "phone.not_sent"
	errRefused      apperr.Code = "phone.number_refused"
	errTextsMissing apperr.Code = "phone.texts_missing"
)

// Handlers answers the phone routes.
type Handlers struct {
	web.Deps
	Phone *phone.Store
	key   []byte // the codes' HMAC key, derived from JWT_SECRET
}

// New is the phone handlers over store.
func New(d web.Deps, store *phone.Store) *Handlers {
	if d.SMS == nil {
		d.SMS = sms.NewLog()
	}
	k := sha256.Sum256([]byte("cerebro phone codes\x00" + d.Config.JWTSecret))
	return &Handlers{Deps: d, Phone: store, key: k[:]}
}

// Routes registers the phone routes on v1: authz/policy/phone.csv lets
// every signed-in person call them, for themselves.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.POST("/auth/phone/start", h.start)
	v1.POST("/auth/phone/confirm", h.confirm)
	v1.GET("/me/notifications", h.preferences)
	v1.PUT("/me/notifications", h.setPreferences)
}

// hash is the code as kept: keyed, and bound to the person and the number.
func (h *Handlers) hash(userID int64, number, code string) string {
	m := hmac.New(sha256.New, h.key)
	fmt.Fprintf(m, "%d\x00%s\x00%s", userID, number, code)
	return hex.EncodeToString(m.Sum(nil))
}

// start is POST /auth/phone/start {"dialCode", "phone"}: a six-digit code
// to that number by text (204). A fourth code within the hour is a 429
// saying when the next may be asked for.
func (h *Handlers) start(c *gin.Context) {
	var in struct {
		DialCode web.LooseText `json:"dialCode"`
		Phone    web.LooseText `json:"phone"`
	}
	if !web.BindJSON(c, &in) {
		return
	}
	dialCode := strings.TrimPrefix(in.DialCode.Trimmed(), "+")
	national := strings.Join(strings.Fields(in.Phone.Trimmed()), "")
	var errs web.FieldErrors
	if dialCode == "" || !digits(dialCode) || len(dialCode) > 4 {
		errs.Add("dialCode", errDialCode)
	}
	if !digits(national) || len(national) < 6 || len(national) > 15 {
		errs.Add("phone", errPhone)
	}
	if err := errs.Err(); err != nil {
		web.Fail(c, err)
		return
	}
	ctx, me, now := c.Request.Context(), web.CallerID(c), h.Now()
	number := sms.Number(dialCode, national)
	code, err := newCode()
	if err != nil {
		web.Fail(c, err)
		return
	}
	st, _, err := h.Phone.StatusOf(ctx, me)
	if err != nil {
		web.Fail(c, err)
		return
	}
	hour, added, err := h.Phone.AddCode(ctx, &phone.Code{UserID: me, DialCode: dialCode, Phone: national,
		Number: number, CodeHash: h.hash(me, number, code), ExpiresAt: now.Add(CodeValid), CreatedAt: now}, CodesPerHour)
	switch {
	case err != nil:
		web.Fail(c, err)
		return
	case !added:
		web.Fail(c, tooManyCodes(hour, now))
		return
	}
	if err := h.SMS.Send(ctx, number, codeText(st.Language, code)); err != nil {
		web.LogError(c, err)
		if errors.Is(err, sms.ErrRefused) {
			web.Fail(c, apperr.New(errRefused))
		} else {
			web.Fail(c, apperr.New(errNotSent))
		}
		return
	}
	c.Status(http.StatusNoContent)
}

// tooManyCodes refuses a fourth code within the hour to the person or to
// the number, saying when the next may be asked for: an hour after the
// person's oldest, or an hour when the number's limit was reached by others.
func tooManyCodes(hour phone.Allowance, now time.Time) error {
	wait := time.Hour
	if hour.OldestByUser != nil && hour.ByUser >= CodesPerHour {
		wait = hour.OldestByUser.Add(time.Hour).Sub(now)
	}
	minutes := int((wait + time.Minute - 1) / time.Minute)
	return apperr.New(errTooManyCodes).With("max", CodesPerHour).With("minutes", max(minutes, 1)).After(wait)
}

// confirm is POST /auth/phone/confirm {"code"}: the code last sent to the
// caller proves the number (200 {"phoneVerified": true, "dialCode",
// "phone"}), which becomes their profile's. A wrong code is a 400 saying
// the tries left; an expired or spent one a 400 saying which.
func (h *Handlers) confirm(c *gin.Context) {
	var in struct {
		Code web.LooseText `json:"code"`
	}
	if !web.BindJSON(c, &in) {
		return
	}
	ctx, me, now := c.Request.Context(), web.CallerID(c), h.Now()
	code := strings.Join(strings.Fields(in.Code.Trimmed()), "")
	if len(code) != CodeDigits || !digits(code) {
		web.Fail(c, apperr.New(errCodeFormat).With("digits", CodeDigits))
		return
	}
	sent, found, err := h.Phone.LatestCode(ctx, me)
	switch {
	case err != nil:
		web.Fail(c, err)
		return
	case !found:
		web.Fail(c, apperr.New(errNoCode))
		return
	case sent.SpentAt != nil:
		web.Fail(c, apperr.New(errCodeSpent))
		return
	case !now.Before(sent.ExpiresAt):
		web.Fail(c, apperr.New(errCodeExpired).With("minutes", int(CodeValid/time.Minute)))
		return
	}
	if !hmac.Equal([]byte(h.hash(me, sent.Number, code)), []byte(sent.CodeHash)) {
		tries, err := h.Phone.WrongTry(ctx, sent.ID, MaxTries, now)
		switch {
		case err != nil:
			web.Fail(c, err)
		case tries == 0 || tries >= MaxTries: // spent meanwhile, or this was the last try
			web.Fail(c, apperr.New(errCodeSpent))
		default:
			web.Fail(c, apperr.New(errCodeWrong).With("left", MaxTries-tries))
		}
		return
	}
	if err := h.Phone.Verify(ctx, sent, now); err != nil {
		if errors.Is(err, phone.ErrCodeSpent) {
			err = apperr.New(errCodeSpent)
		}
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"phoneVerified": true, "dialCode": sent.DialCode, "phone": sent.Phone})
}

// preferencesView is what a person chose: texts on or off, and the number
// they go to.
type preferencesView struct {
	Texts         bool    `json:"texts"`
	PhoneVerified bool    `json:"phoneVerified"`
	Number        *string `json:"number"` // the verified number, +94771234567; null when none
}

func (h *Handlers) view(ctx context.Context, me int64) (preferencesView, error) {
	st, _, err := h.Phone.StatusOf(ctx, me)
	v := preferencesView{Texts: !st.TextsOff, PhoneVerified: st.Verified()}
	if v.PhoneVerified {
		n := "+" + *st.VerifiedPhone
		v.Number = &n
	}
	return v, err
}

// preferences is GET /me/notifications: {"texts", "phoneVerified", "number"}.
func (h *Handlers) preferences(c *gin.Context) {
	v, err := h.view(c.Request.Context(), web.CallerID(c))
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, v)
}

// setPreferences is PUT /me/notifications {"texts": bool}: texts on or
// off (200 with the preferences). Mail is unchanged: it is the record.
func (h *Handlers) setPreferences(c *gin.Context) {
	var in struct {
		Texts *bool `json:"texts"`
	}
	if !web.BindJSON(c, &in) {
		return
	}
	if in.Texts == nil {
		web.Fail(c, apperr.New(errTextsMissing).With("body", `{"texts": true}`))
		return
	}
	ctx, me := c.Request.Context(), web.CallerID(c)
	if err := h.Phone.SetTexts(ctx, me, *in.Texts); err != nil {
		web.Fail(c, err)
		return
	}
	h.preferences(c)
}

func newCode() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}

func digits(s string) bool {
	if s == "" {
		return false
	}
	_, err := strconv.ParseUint(s, 10, 64)
	return err == nil && !strings.ContainsAny(s, "+-")
}

// codeText is the text carrying the code, in the person's language: short,
// naming Cerebro (gateways ask it of codes), one segment in each.
func codeText(lang, code string) string {
	switch lang {
	case rules.Sinhala:
		return "Cerebro: ඔබේ කේතය " + code + ". මිනිත්තු 10ක් වලංගුයි."
	case rules.Tamil:
		return "Cerebro: உங்கள் குறியீடு " + code + ". 10 நிமிடம் செல்லும்."
	}
	return "Cerebro: your code is " + code + ". It is valid for 10 minutes. Do not share it."
}
