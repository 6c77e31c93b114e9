package profile

import (
	"context"
	"log/slog"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/mailer"
	"cerebro/models"
)

// holdPayoutsOnBankChange marks a consultant's save that changes where
// payouts go (bank, branch or account) as waiting for the admin, when the
// consultant is approved and made it themself; it reports whether it did.
// The admin changing them vouches for them, which ends any hold.
func (h *Handlers) holdPayoutsOnBankChange(c *gin.Context, before, after *models.Consultant) bool {
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
	now := h.Now().UTC()
	after.BankChangePendingSince = &now
	return true
}

// mailBankChange tells the consultant, at the address of the account, that
// the payout account changed: whoever made the change, the owner learns it.
func (h *Handlers) mailBankChange(ctx context.Context, cons *models.Consultant) {
	u, err := h.Account.UserByID(ctx, cons.UserID)
	if err != nil {
		slog.Error("bank change mail: no account", "consultantId", cons.ID, "err", err)
		return
	}
	m, err := mailer.Compose(mailer.ReaderOf(u.Language, cons.TimeZone), "bank_details_changed", mailer.Data{
		"Name": cons.FirstName, "Bank": cons.Bank, "Branch": cons.BankBranch, "Last4": web.LastDigits(cons.AccNumber, 4),
		"ResetLink": h.Config.PublicBaseURL + "/#/resetpassword"})
	if err != nil {
		slog.Error("bank change mail not written", "consultantId", cons.ID, "err", err)
		return
	}
	m.To = u.Email
	if err := h.Mailer.Send(ctx, m); err != nil {
		slog.Error("bank change mail failed", "consultantId", cons.ID, "err", err)
	}
}
