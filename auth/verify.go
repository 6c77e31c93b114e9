package auth

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"cerebro/apperr"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/account"
)

// VerifyTTL is how long an email verification link works.
const VerifyTTL = 24 * time.Hour

// Messages of email verification.
const (
	MsgVerifySent      = "We have sent a verification link to your email address. It works for 24 hours."
	MsgAlreadyVerified = "Your email address is already verified."
	MsgEmailVerified   = "Thank you: your email address is verified."
	MsgVerifyInvalid   = "This verification link is invalid, used or expired. Sign in and ask for a new one from your dashboard."
	// MsgVerifyFirst is ErrVerifyFirst's English message.
	MsgVerifyFirst = "Please verify your email address first: open the link we mailed you, or ask for a new one from your dashboard."
)

// Refusals of the verification link: a link not (or no longer) good, and
// what needs a proven address (the API answers 403).
const (
	ErrVerifyInvalid apperr.Code = "account.verify_link_invalid"
	ErrVerifyFirst   apperr.Code = "account.verify_first"
)

// SendVerification mails the account a new verification link, unless its
// address is verified already. A mail that cannot be sent is only logged,
// as for password resets: the person can ask again.
func (s *Service) SendVerification(ctx context.Context, u *models.User) (string, error) {
	if u.EmailVerifiedAt != nil {
		return MsgAlreadyVerified, nil
	}
	token, err := randomToken()
	if err != nil {
		return "", err
	}
	v := &account.EmailVerification{UserID: u.ID, TokenHash: hashToken(token), ExpiresAt: s.now().Add(VerifyTTL)}
	if err := s.Store.CreateEmailVerification(ctx, v); err != nil {
		return "", err
	}
	link := fmt.Sprintf("%s/#/verify-email/%s", s.PublicBaseURL, token)
	msg, err := mailer.Compose(mailer.ReaderOf(u.Language, ""), "verify_email", mailer.Data{"Name": u.UserName, "Link": link})
	if err != nil {
		return "", err
	}
	msg.To = u.Email
	if err := s.Mailer.Send(ctx, msg); err != nil {
		slog.Error("verification mail failed", "user", u.ID, "err", err)
	}
	return MsgVerifySent, nil
}

// VerifyEmail spends a verification link.
func (s *Service) VerifyEmail(ctx context.Context, token string) error {
	if token == "" {
		return apperr.New(ErrVerifyInvalid)
	}
	_, err := s.Store.UseEmailVerification(ctx, hashToken(token), s.now())
	if errors.Is(err, models.ErrNotFound) {
		return apperr.New(ErrVerifyInvalid)
	}
	return err
}

// RequireVerified refuses (403) an account whose address is not verified.
func (s *Service) RequireVerified(ctx context.Context, userID int64) error {
	ok, err := s.Store.EmailVerified(ctx, userID)
	switch {
	case err != nil:
		return err
	case !ok:
		return apperr.New(ErrVerifyFirst)
	}
	return nil
}
