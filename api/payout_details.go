package api

import (
	"context"
	"errors"
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/profile"
)

// Refusals of the payout-details hold.
const (
	errConfirmBankBody  apperr.Code = "payout.confirm_body"
	errBankChangedSince apperr.Code = "payout.bank_details_changed"
	errNoBankChange     apperr.Code = "payout.no_bank_change"
)

// confirmBankExample is the body the confirmation wants, a value of its
// refusal: braces in a catalogue message would read as a placeholder.
const confirmBankExample = `{"confirm": true, "version": <bankDetailsVersion>}`

// msgBankConfirmed answers a confirmation.
const msgBankConfirmed = "Bank details confirmed: payouts go to them from the next run."

// holdPayoutsOnBankChange marks a consultant's save that changes where
// payouts go (bank, branch or account) as waiting for the admin, when the
// consultant is approved and made it themself; it reports whether it did.
// The admin changing them vouches for them, which ends any hold.
func (s *Server) holdPayoutsOnBankChange(c *gin.Context, before, after *models.Consultant) bool {
	changed := before.Bank != after.Bank || before.BankBranch != after.BankBranch || before.AccNumber != after.AccNumber
	switch {
	case !changed:
		return false
	case web.IsAdmin(c):
		after.BankChangePendingSince = nil
		return false
	case after.Status != models.ConsultantVerified && after.Status != models.ConsultantSuspended:
		return false // not paid yet: the admin reviews the whole profile anyway
	}
	now := s.Now().UTC()
	after.BankChangePendingSince = &now
	return true
}

// mailBankChange tells the consultant, at the address of the account, that
// the payout account changed: whoever made the change, the owner learns it.
func (s *Server) mailBankChange(ctx context.Context, cons *models.Consultant) {
	u, err := s.stores.Account.UserByID(ctx, cons.UserID)
	if err != nil {
		slog.Error("bank change mail: no account", "consultantId", cons.ID, "err", err)
		return
	}
	m, err := mailer.Compose(mailer.ReaderOf(u.Language, cons.TimeZone), "bank_details_changed", mailer.Data{
		"Name": cons.FirstName, "Bank": cons.Bank, "Branch": cons.BankBranch, "Last4": lastDigits(cons.AccNumber, 4),
		"ResetLink": s.Config.PublicBaseURL + "/#/resetpassword"})
	if err != nil {
		slog.Error("bank change mail not written", "consultantId", cons.ID, "err", err)
		return
	}
	m.To = u.Email
	if err := s.Mailer.Send(ctx, m); err != nil {
		slog.Error("bank change mail failed", "consultantId", cons.ID, "err", err)
	}
}

// lastDigits shows the end of an account number, never all of it.
func lastDigits(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}

// confirmBankDetails is the admin's PUT /consultant/{id}/confirmBankDetails
// {"confirm": true, "version": N}: the consultant's changed bank details,
// at the version the admin saw (bankDetailsVersion of the consultant's
// view), are accepted and payouts resume (200); 409 when no change waits,
// or when they changed after that version (the admin reviews them again).
func (s *Server) confirmBankDetails(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	var in struct {
		Confirm bool `json:"confirm"`
		Version *int `json:"version"`
	}
	if !web.BindJSON(c, &in) {
		return
	}
	if !in.Confirm || in.Version == nil || *in.Version <= 0 {
		web.Fail(c, apperr.New(errConfirmBankBody).With("example", confirmBankExample))
		return
	}
	ctx := c.Request.Context()
	if _, err := s.stores.Profile.ConsultantByID(ctx, id); err != nil {
		web.Fail(c, err)
		return
	}
	confirmed, err := s.stores.Profile.ConfirmBankDetails(ctx, id, *in.Version)
	if errors.Is(err, profile.ErrBankDetailsChanged) {
		web.Fail(c, apperr.New(errBankChangedSince))
		return
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	if !confirmed {
		web.Fail(c, apperr.New(errNoBankChange))
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": msgBankConfirmed})
}
