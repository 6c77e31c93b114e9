package api

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"

	"cerebro/apperr"
	"cerebro/mailer"
	"cerebro/models"
)

// Messages of the payout-details hold.
const (
	msgConfirmBankBody  = `Send {"confirm": true} to confirm the new bank details.`
	msgNoBankChange     = "This consultant has no bank detail change to confirm."
	msgBankConfirmed    = "Bank details confirmed: payouts go to them from the next run."
	bankChangeMailTitle = "Your payout bank details were changed"
)

// holdPayoutsOnBankChange marks a consultant's save that changes where
// payouts go (bank, branch or account) as waiting for the admin, when the
// consultant is approved and made it themself; it reports whether it did.
// The admin changing them vouches for them, which ends any hold.
func (s *Server) holdPayoutsOnBankChange(c *gin.Context, before, after *models.Consultant) bool {
	changed := before.Bank != after.Bank || before.BankBranch != after.BankBranch || before.AccNumber != after.AccNumber
	switch {
	case !changed:
		return false
	case isAdmin(c):
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
	u, err := s.Store.UserByID(ctx, cons.UserID)
	if err != nil {
		slog.Error("bank change mail: no account", "consultantId", cons.ID, "err", err)
		return
	}
	m := mailer.Message{To: u.Email, Subject: bankChangeMailTitle,
		Body: fmt.Sprintf("Hello %s,\n\nThe bank account your Cerebro payouts go to was changed to:\n\n%s, %s\nAccount ending %s\n\n"+
			"Payouts are held until our team confirms the change; that usually takes a working day.\n\n"+
			"If you did not make this change, reset your password at once (%s/#/resetpassword) and reply to this mail.\n",
			cons.FirstName, cons.Bank, cons.BankBranch, lastDigits(cons.AccNumber, 4), s.Config.PublicBaseURL)}
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
// {"confirm": true}: the consultant's changed bank details are accepted and
// payouts resume (200); 409 when no change waits.
func (s *Server) confirmBankDetails(c *gin.Context) {
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	var in struct {
		Confirm bool `json:"confirm"`
	}
	if !bindJSON(c, &in) {
		return
	}
	if !in.Confirm {
		fail(c, apperr.Invalid(msgConfirmBankBody))
		return
	}
	ctx := c.Request.Context()
	if _, err := s.Store.ConsultantByID(ctx, id); err != nil {
		fail(c, err)
		return
	}
	confirmed, err := s.Store.ConfirmBankDetails(ctx, id)
	if err != nil {
		fail(c, err)
		return
	}
	if !confirmed {
		fail(c, apperr.Conflict(msgNoBankChange))
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": msgBankConfirmed})
}
