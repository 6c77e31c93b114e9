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

// Messages people read as they are: the web app and the tests match them
// word for word, so a change here is a change of what users see.
const (
	MsgTokenInvalid     = "Token invalid."
	MsgPasswordMismatch = "Password mismatch."
	MsgBadCredentials   = "Invalid email or password."
	MsgLocked           = "Too many failed sign-in attempts. Try again in %s."
	// MsgLockedElsewhere: many addresses guessed this account's password;
	// CodeLockedElsewhere names it for the web app, which translates it.
	CodeLockedElsewhere = "SIGNIN_LOCKED_ELSEWHERE"
	MsgLockedElsewhere  = "Too many failed sign-in attempts for this account from other places. Try again in %s, sign in from a device you have used before, or reset your password."
	MsgDuplicateEmail   = "An account with this email already exists."
	MsgResetSent        = "If an account exists for that email, a password reset link has been sent."
	MsgPasswordUpdated  = "Your password has been updated. Please sign in."
)

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
	fields := map[string]string{}
	name := strings.TrimSpace(in.UserName)
	if name == "" {
		fields["userName"] = "Cannot leave User Name empty"
	} else if len(name) > 100 {
		fields["userName"] = "User Name must be at most 100 characters"
	}
	if strings.TrimSpace(in.Email) == "" {
		fields["email"] = "Cannot leave Email empty"
	} else if !validEmail(in.Email) {
		fields["email"] = "Please enter a valid email address"
	}
	if msg := passwordProblem(in.Password); msg != "" {
		fields["password"] = msg
	}
	role, ok := signUpRole(in.Roles)
	if !ok {
		fields["roles"] = "Choose CONSULTANT or CONSULTEE"
	}
	language := rules.English
	if strings.TrimSpace(in.Language) != "" {
		var err error
		if language, err = rules.ParseLanguage(in.Language); err != nil {
			fields["language"] = rules.MsgLanguage
		}
	}
	if len(fields) > 0 {
		return nil, apperr.InvalidFields(firstMessage(fields), fields)
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(in.Password), bcrypt.DefaultCost)
	if err != nil {
		return nil, err
	}
	u := &models.User{UserName: name, Email: strings.TrimSpace(in.Email), PasswordHash: string(hash), Role: role,
		Language: language}
	if err := s.Store.CreateUser(ctx, u); err != nil {
		if errors.Is(err, account.ErrDuplicateEmail) {
			return nil, apperr.Conflict(MsgDuplicateEmail)
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
		return nil, apperr.Invalid("Email and password are required.")
	}
	u, err := s.Store.UserByEmail(ctx, email)
	if errors.Is(err, models.ErrNotFound) {
		// Spend the same time as a real check so timing does not reveal accounts.
		_ = bcrypt.CompareHashAndPassword(dummyHash, []byte(password))
		return nil, apperr.Unauthorized(MsgBadCredentials)
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
		if claim.AccountWide {
			minutes := int((wait + time.Minute - 1) / time.Minute)
			return nil, apperr.TooManyFor(fmt.Sprintf(MsgLockedElsewhere, rules.WaitText(wait)), wait).
				WithCode(CodeLockedElsewhere, map[string]any{"minutes": minutes})
		}
		return nil, apperr.TooManyFor(fmt.Sprintf(MsgLocked, rules.WaitText(wait)), wait)
	}
	if bcrypt.CompareHashAndPassword([]byte(u.PasswordHash), []byte(password)) != nil {
		return nil, apperr.Unauthorized(MsgBadCredentials)
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
		return "", apperr.Invalid("Please enter a valid email address")
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
	reset := &models.PasswordReset{UserID: u.ID, TokenHash: hashToken(token), ExpiresAt: s.now().Add(ResetTTL)}
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
		return apperr.Invalid(MsgTokenInvalid)
	}
	if password == "" {
		return apperr.Invalid(MsgPasswordMismatch)
	}
	if msg := passwordProblem(password); msg != "" {
		return apperr.Invalid(msg)
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return err
	}
	err = s.Store.UsePasswordReset(ctx, hashToken(token), string(hash), s.now())
	if errors.Is(err, models.ErrNotFound) {
		return apperr.Invalid(MsgTokenInvalid)
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

func passwordProblem(p string) string {
	switch {
	case p == "":
		return "Cannot leave Password empty"
	case len(p) < minPassword:
		return fmt.Sprintf("Password must be at least %d characters", minPassword)
	case len(p) > maxPassword:
		return fmt.Sprintf("Password must be at most %d characters", maxPassword)
	}
	return ""
}

func validEmail(e string) bool {
	e = strings.TrimSpace(e)
	a, err := mail.ParseAddress(e)
	return err == nil && a.Address == e && len(e) <= 254
}

func firstMessage(fields map[string]string) string {
	for _, k := range []string{"userName", "email", "password", "roles", "language"} {
		if m, ok := fields[k]; ok {
			return m
		}
	}
	return "Please check the form."
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
