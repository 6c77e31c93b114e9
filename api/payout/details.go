package payout

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
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

// confirmBankDetails is the admin's PUT /consultant/{id}/confirmBankDetails
// {"confirm": true, "version": N}: the consultant's changed bank details,
// at the version the admin saw (bankDetailsVersion of the consultant's
// view), are accepted and payouts resume (200); 409 when no change waits,
// or when they changed after that version (the admin reviews them again).
func (h *Handlers) confirmBankDetails(c *gin.Context) {
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
	if _, err := h.Profile.ConsultantByID(ctx, id); err != nil {
		web.Fail(c, err)
		return
	}
	confirmed, err := h.Profile.ConfirmBankDetails(ctx, id, *in.Version)
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
