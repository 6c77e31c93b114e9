package refund

import (
	"net/http"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models/refund"
)

// refundAccountRequest is PUT /invoice/:id/refund-account's body: the bank
// account the consultee's transfer refunds of that invoice are paid into.
type refundAccountRequest struct {
	AccountName   string `json:"accountName"`
	Bank          string `json:"bank"`
	Branch        string `json:"branch"`
	AccountNumber string `json:"accountNumber"`
}

// accountNumber is a bank account number once spaces and dashes are taken out.
var accountNumber = regexp.MustCompile(`^[0-9]{5,20}$`)

// Refusals of the refund's bank account.
const (
	errRefundAccountField  apperr.Code = "refund.account_field_length"
	errRefundAccountNumber apperr.Code = "refund.account_number"
	errNoTransferOwed      apperr.Code = "refund.no_transfer_owed"
)

// validate trims the fields and says what is wrong, if anything.
func (r *refundAccountRequest) validate() (refund.Account, error) {
	a := refund.Account{AccountName: web.PlainText(r.AccountName), Bank: web.PlainText(r.Bank), Branch: web.PlainText(r.Branch),
		AccountNumber: strings.NewReplacer(" ", "", "-", "").Replace(strings.TrimSpace(r.AccountNumber))}
	for _, f := range []struct{ name, value string }{{"accountName", a.AccountName}, {"bank", a.Bank}, {"branch", a.Branch}} {
		if n := len([]rune(f.value)); n < 2 || n > 100 {
			return a, apperr.New(errRefundAccountField).With("name", f.name)
		}
	}
	if !accountNumber.MatchString(a.AccountNumber) {
		return a, apperr.New(errRefundAccountNumber)
	}
	return a, nil
}

// saveRefundAccount is PUT /invoice/:id/refund-account: the invoice's
// consultee gives the account a bank-transfer refund is paid into, while
// one is owed or awaits the admin's decision.
func (h *Handlers) saveRefundAccount(c *gin.Context) {
	var in refundAccountRequest
	if !web.BindJSON(c, &in) {
		return
	}
	account, err := in.validate()
	if err != nil {
		web.Fail(c, err)
		return
	}
	inv, ok := web.OwnInvoice(c, h.Checkout, web.PathIDOr0(c))
	if !ok {
		return
	}
	ctx := c.Request.Context()
	awaits, err := h.Refund.AwaitsTransfer(ctx, inv.ID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if !awaits {
		web.Fail(c, apperr.New(errNoTransferOwed))
		return
	}
	account.InvoiceID = inv.ID
	if err := h.Refund.SaveAccount(ctx, account); err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Bank details saved: the refund will be transferred to this account.",
		"refundAccount": account})
}
