package web

import (
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/apperr"
)

// BindTransferReference reads a transfer-made body and checks its bank
// reference, answering 400 otherwise.
func BindTransferReference(c *gin.Context) (string, bool) {
	var in TransferMadeRequest
	if !BindJSON(c, &in) {
		return "", false
	}
	ref := strings.TrimSpace(in.Reference)
	if !TransferReference.MatchString(ref) {
		Fail(c, apperr.New(ErrTransferReference))
		return "", false
	}
	return ref, true
}

// ErrTransferReference refuses a bank reference of a transfer made, a
// refund's or a payout's.
const ErrTransferReference apperr.Code = "refund.transfer_reference_invalid"

// TransferReference is the bank's reference of a transfer: letters, digits
// and - / . _ space, 3 to 64 characters.
var TransferReference = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9 ./_-]{2,63}$`)

// TransferMadeRequest is the body of the admin's "transfer made" routes
// (PUT /refunds/:id/transferred, PUT /payouts/:id/paid).
type TransferMadeRequest struct {
	Reference string `json:"reference"`
}
