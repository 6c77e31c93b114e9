package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/mail"
	"strings"
	"time"

	"golang.org/x/crypto/bcrypt"

	"cerebro/apperr"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/account"
	"cerebro/rules"
)

// Sign-in throttling is per account and address (rules.NextSignInAttempt),
// per account across addresses it has never signed in from
// (rules.NextAccountSignInAttempt), and per IP (the API's rate limit).
const (
	ResetTTL    = time.Hour
	minPassword = 8
	maxPassword = 72 // bcrypt ignores bytes past 72
)

// The English messages of some refusals below, which the API's tests
// compare, and the answers that are not refusals.
const (
	MsgTokenInvalid     = "Token invalid."
	MsgPasswordMismatch = "Password mismatch."
	MsgBadCredentials   = "Invalid email or password."
	MsgDuplicateEmail   = "An account with this email already exists."
	MsgResetSent        = "If an account exists for that email, a password reset link has been sent."
	MsgPasswordUpdated  = "Your password has been updated. Please sign in."
)

// Refusals of signing up, in and resetting a password.
const (
	ErrTokenInvalid       apperr.Code = "account.token_invalid"
	ErrPasswordMismatch   apperr.Code = "account.password_mismatch"
	ErrBadCredentials     apperr.Code = "account.bad_credentials"
	ErrCredentialsMissing apperr.Code = "account.credentials_missing"
	ErrDuplicateEmail     apperr.Code = "account.email_taken"
	ErrLocked             apperr.Code = "account.signin_locked"
	// CodeLockedElsewhere: many addresses guessed this account's password.
	// Its spelling is published (README), so clients may rely on it.
	CodeLockedElsewhere apperr.Code = "SIGNIN_LOCKED_ELSEWHERE"

	errUserNameEmpty    apperr.Code = "account.user_name_empty"
	errUserNameTooLong  apperr.Code = "account.user_name_too_long"
	errEmailEmpty       apperr.Code = "account.email_empty"
	errEmailInvalid     apperr.Code = "account.email_invalid"
	errPasswordEmpty    apperr.Code = "account.password_empty"
	errPasswordTooShort apperr.Code = "account.password_too_short"
	errPasswordTooLong  apperr.Code = "account.password_too_long"
	errRoleInvalid      apperr.Code = "account.role_invalid"
)

// signUpFields are the sign-up form's fields in the order they are
// checked: the first refused one words the answer's message.
var signUpFields = []string{"userName", "email", "password", "roles", "language"}

// Service signs users up and in.
type Service struct {
	Store         *account.Store
	Tokens        *Tokens
	Mailer        mailer.Mailer
	PublicBaseURL string
	Now           func() time.Time
}

// SignUpInput is the sign-up payload.
type SignUpInput struct {
	UserName string   `json:"userName"`
	Password string   `json:"password"`
	Email    string   `json:"email"`
	Roles    []string `json:"roles"`
	// Language the account's mails are written in: en (when empty), si or ta.
	Language string `json:"language"`
}

// SignUp creates a CONSULTANT or CONSULTEE account; ADMIN cannot be chosen.
func (s *Service) SignUp(ctx context.Context, in SignUpInput) (*models.User, error) {
	fields := map[string]apperr.Problem{}
	name := strings.TrimSpace(in.UserName)
	if name == "" {
		fields["userName"] = apperr.Problem{Code: errUserNameEmpty}
	} else if len(name) > 100 {
		fields["userName"] = apperr.Problem{Code: errUserNameTooLong, Values: map[string]any{"max": 100}}
	}
	if strings.TrimSpace(in.Email) == "" {
		fields["email"] = apperr.Problem{Code: errEmailEmpty}
	} else if !validEmail(in.Email) {
		fields["email"] = apperr.Problem{Code: errEmailInvalid}
	}
	if p := passwordProblem(in.Password); p != nil {
		fields["password"] = *p
	}
	role, ok := signUpRole(in.Roles)
	if !ok {
		fields["roles"] = apperr.Problem{Code: errRoleInvalid}
	}
	language := rules.English
	if strings.TrimSpace(in.Language) != "" {
		var err error
		if language, err = rules.ParseLanguage(in.Language); err != nil {
			fields["language"] = apperr.Problem{Code: rules.ErrLanguage}
		}
	}
	if len(fields) > 0 {
		return nil, apperr.Form(signUpFields, fields)
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(in.Password), bcrypt.DefaultCost)
	if err != nil {
		return nil, err
	}
	u := &models.User{UserName: name, Email: strings.TrimSpace(in.Email), PasswordHash: string(hash), Role: role,
		Language: language}
	if err := s.Store.CreateUser(ctx, u); err != nil {
		if errors.Is(err, account.ErrDuplicateEmail) {
			return nil, apperr.New(ErrDuplicateEmail)
		}
		return nil, err
	}
	if _, err := s.SendVerification(ctx, u); err != nil {
		slog.Error("verification link not stored", "user", u.ID, "err", err)
	}
	return u, nil
}

// SignIn checks the credentials, throttling repeated failures per account
// and client address (account.Store.ClaimSignIn): address is the caller's IPv4
// address or IPv6 /64.
func (s *Service) SignIn(ctx context.Context, email, password, address string) (*models.User, error) {
	if strings.TrimSpace(email) == "" || password == "" {
		return nil, apperr.New(ErrCredentialsMissing)
	}
	u, err := s.Store.UserByEmail(ctx, email)
	if errors.Is(err, models.ErrNotFound) {
		// Spend the same time as a real check so timing does not reveal accounts.
		_ = bcrypt.CompareHashAndPassword(dummyHash, []byte(password))
		return nil, apperr.New(ErrBadCredentials)
	}
	if err != nil {
		return nil, err
	}
	// The attempt is counted before the password is compared, so parallel
	// guesses cannot slip past the count; a right password is forgiven.
	now := s.now()
	claim, err := s.Store.ClaimSignIn(ctx, u.ID, address, now)
	if err != nil {
		return nil, err
	}
	if !claim.Allowed {
		wait := claim.RetryAt.Sub(now)
		minutes := int((wait + time.Minute - 1) / time.Minute) // as rules.WaitText counts them
		if claim.AccountWide {
			return nil, apperr.New(CodeLockedElsewhere).With("minutes", minutes).After(wait)
		}
		return nil, apperr.New(ErrLocked).With("minutes", minutes).After(wait)
	}
	if bcrypt.CompareHashAndPassword([]byte(u.PasswordHash), []byte(password)) != nil {
		return nil, apperr.New(ErrBadCredentials)
	}
	if err := s.Store.SignedIn(ctx, u.ID, address, now); err != nil {
		return nil, err
	}
	return u, nil
}

// RequestReset mails a single-use reset link. It answers the same whether or
// not the account exists, so it cannot be used to discover emails.
func (s *Service) RequestReset(ctx context.Context, email string) (string, error) {
	if !validEmail(email) {
		return "", apperr.New(errEmailInvalid)
	}
	u, err := s.Store.UserByEmail(ctx, email)
	if errors.Is(err, models.ErrNotFound) {
		return MsgResetSent, nil
	}
	if err != nil {
		return "", err
	}
	token, err := randomToken()
	if err != nil {
		return "", err
	}
	reset := &account.PasswordReset{UserID: u.ID, TokenHash: hashToken(token), ExpiresAt: s.now().Add(ResetTTL)}
	if err := s.Store.CreatePasswordReset(ctx, reset); err != nil {
		return "", err
	}
	link := fmt.Sprintf("%s/#/updatepassword/%s", s.PublicBaseURL, token)
	msg, err := mailer.Compose(mailer.ReaderOf(u.Language, ""), "password_reset", mailer.Data{"Name": u.UserName, "Link": link})
	if err != nil {
		return "", err
	}
	msg.To = u.Email
	if err := s.Mailer.Send(ctx, msg); err != nil {
		slog.Error("password reset mail failed", "user", u.ID, "err", err)
	}
	return MsgResetSent, nil
}

// SetLanguage changes the language the account's mails are written in; a
// language Cerebro does not write in is refused (400) and changes nothing.
func (s *Service) SetLanguage(ctx context.Context, userID int64, raw string) (string, error) {
	language, err := rules.ParseLanguage(raw)
	if err != nil {
		return "", err
	}
	return language, s.Store.SetLanguage(ctx, userID, language)
}

// UpdatePassword sets a new password with a reset token, once.
func (s *Service) UpdatePassword(ctx context.Context, token, password string) error {
	if strings.TrimSpace(token) == "" {
		return apperr.New(ErrTokenInvalid)
	}
	if password == "" {
		return apperr.New(ErrPasswordMismatch)
	}
	if p := passwordProblem(password); p != nil {
		e := apperr.New(p.Code)
		for k, v := range p.Values {
			e.With(k, v)
		}
		return e
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return err
	}
	err = s.Store.UsePasswordReset(ctx, hashToken(token), string(hash), s.now())
	if errors.Is(err, models.ErrNotFound) {
		return apperr.New(ErrTokenInvalid)
	}
	return err
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

var dummyHash, _ = bcrypt.GenerateFromPassword([]byte("not-a-real-password"), bcrypt.DefaultCost)

func signUpRole(roles []string) (models.Role, bool) {
	if len(roles) != 1 {
		return "", false
	}
	switch r := models.Role(strings.ToUpper(strings.TrimSpace(roles[0]))); r {
	case models.RoleConsultant, models.RoleConsultee:
		return r, true
	}
	return "", false
}

func passwordProblem(p string) *apperr.Problem {
	switch {
	case p == "":
		return &apperr.Problem{Code: errPasswordEmpty}
	case len(p) < minPassword:
		return &apperr.Problem{Code: errPasswordTooShort, Values: map[string]any{"min": minPassword}}
	case len(p) > maxPassword:
		return &apperr.Problem{Code: errPasswordTooLong, Values: map[string]any{"max": maxPassword}}
	}
	return nil
}

func validEmail(e string) bool {
	e = strings.TrimSpace(e)
	a, err := mail.ParseAddress(e)
	return err == nil && a.Address == e && len(e) <= 254
}

func randomToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// EnsureAdmin creates the admin account at start-up if it is missing. An
// existing account keeps its password: the environment only bootstraps it.
func (s *Service) EnsureAdmin(ctx context.Context, email, password string) error {
	_, err := s.Store.UserByEmail(ctx, email)
	if err == nil {
		return nil
	}
	if !errors.Is(err, models.ErrNotFound) {
		return err
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return err
	}
	verified := s.now() // the operator chose this address
	err = s.Store.CreateUser(ctx, &models.User{UserName: "Admin", Email: email, PasswordHash: string(hash), Role: models.RoleAdmin,
		EmailVerifiedAt: &verified})
	if errors.Is(err, account.ErrDuplicateEmail) { // another process won the race
		return nil
	}
	return err
}
