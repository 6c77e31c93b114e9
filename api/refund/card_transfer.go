package refund

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/activities"
	gatewayacts "cerebro/activities/gateway"
	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/payments"
	"cerebro/rules"
)

// Card money goes back to the card. PayHere's Refund API gives back whole
// payments only (its documented body is payment_id and description, no
// amount), so part of a card payment — and a card refund the gateway
// refused — can only go back by bank transfer. Such a transfer is made only
// to an account the admin verified belongs to the card holder (the name the
// Retrieval API gives for the payment), and only once the card's chargeback
// window (rules.CardChargebackWindow, stated in the terms) has passed, so
// the same money cannot come back twice.

// Refusals of a transfer returning card money.
const (
	errNotCardRefund        apperr.Code = "refund.not_card_payment"
	errAccountSeenMissing   apperr.Code = "refund.account_seen_required"
	errNoAccountToVerify    apperr.Code = "refund.no_account_to_verify"
	errAccountChanged       apperr.Code = "refund.account_changed"
	errAccountNotVerified   apperr.Code = "refund.account_not_verified"
	errCardPaidAtUnknown    apperr.Code = "refund.card_paid_at_unknown"
	errChargebackWindowOpen apperr.Code = "refund.chargeback_window_open"
	errCardHolderUnknown    apperr.Code = "gateway.card_holder_unavailable"
	errNoCardHolder         apperr.Code = "gateway.no_card_holder"
	errChargedBack          apperr.Code = "gateway.charged_back"
)

// cardHolderView is what the gateway says about the card that paid.
type cardHolderView struct {
	PaymentID  string `json:"paymentId"`
	CardHolder string `json:"cardHolder"`
	CardNo     string `json:"cardNo"`
	Method     string `json:"method"`
}

// cardOf asks the gateway's Retrieval API about the card payment refund r
// returns: 409 when the refund is not of a card payment, 503 when the
// gateway cannot say.
func (h *Handlers) cardOf(ctx context.Context, refundID int64) (cardHolderView, error) {
	p, err := h.Refund.PayoutOf(ctx, refundID)
	if err != nil {
		return cardHolderView{}, err
	}
	if p.Method != string(models.PayOnline) || p.PaymentID == "" {
		return cardHolderView{}, apperr.New(errNotCardRefund)
	}
	found, err := h.Gateway.Retrieve(ctx, p.OrderID)
	if err != nil {
		return cardHolderView{}, apperr.New(errCardHolderUnknown)
	}
	for _, g := range found {
		if g.PaymentID == p.PaymentID && g.Status == payments.RetrievedChargebacked {
			return cardHolderView{}, h.chargebackFound(ctx, p.InvoiceID, g)
		}
		if g.PaymentID == p.PaymentID && g.CardHolder != "" {
			return cardHolderView{PaymentID: g.PaymentID, CardHolder: g.CardHolder, CardNo: g.CardNo, Method: g.Method}, nil
		}
	}
	return cardHolderView{}, apperr.New(errNoCardHolder)
}

// chargebackFound records a chargeback the Retrieval API reports (its
// notification may never have come) as the notify callback would — a
// stored -3 notification, then the chargeback itself — and refuses the
// transfer: the card holder's bank gave the money back already.
func (h *Handlers) chargebackFound(ctx context.Context, invoiceID int64, g payments.RetrievedPayment) error {
	note := models.PaymentNotification{InvoiceID: invoiceID, PaymentID: g.PaymentID, StatusCode: payments.StatusChargedback,
		Amount: g.AmountCents, Currency: g.Currency, Method: g.Method}
	if _, err := h.GatewayStore.RecordNotification(ctx, &note); err != nil {
		return err
	}
	acts := gatewayacts.New(&activities.Deps{Store: h.Store, Stores: h.Stores, Mailer: h.Mailer, PublicBaseURL: h.Config.PublicBaseURL})
	if err := acts.FlagChargeback(ctx, invoiceID); err != nil {
		return err
	}
	return apperr.New(errChargedBack)
}

// cardHolder is GET /refunds/:id/card-holder: the name on the card that
// paid, from the gateway, for the admin to compare with the typed account.
func (h *Handlers) cardHolder(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	card, err := h.cardOf(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, card)
}

// verifyAccountRequest is PUT /refunds/:id/verify-account's body: the
// account as the admin saw it beside the card holder's name.
type verifyAccountRequest struct {
	AccountName   string `json:"accountName"`
	AccountNumber string `json:"accountNumber"`
}

// verifyAccount is PUT /refunds/:id/verify-account: the admin confirms the
// consultee's account belongs to the card holder. The name is asked of the
// gateway again here, never taken from the browser; an account changed
// since the admin saw it is refused (409).
func (h *Handlers) verifyAccount(c *gin.Context) {
	var in verifyAccountRequest
	if !web.BindJSON(c, &in) {
		return
	}
	if strings.TrimSpace(in.AccountName) == "" || strings.TrimSpace(in.AccountNumber) == "" {
		web.Fail(c, apperr.New(errAccountSeenMissing))
		return
	}
	r, ok := h.refundIn(c, models.RefundApproved, apperr.New("refund.no_account_owed"))
	if !ok {
		return
	}
	if !r.TransferOwed || r.AccountNumber == "" {
		web.Fail(c, apperr.New(errNoAccountToVerify))
		return
	}
	ctx := c.Request.Context()
	card, err := h.cardOf(ctx, r.ID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	seen := refund.AccountSeen{InvoiceID: r.InvoiceID, AccountName: strings.TrimSpace(in.AccountName), AccountNumber: strings.TrimSpace(in.AccountNumber)}
	changed, err := h.Refund.VerifyAccount(ctx, seen, web.CallerID(c), card.CardHolder)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if !changed {
		web.Fail(c, apperr.New(errAccountChanged))
		return
	}
	h.answerRefund(c, r.ID, fmt.Sprintf("Account verified as the card holder's (%s).", card.CardHolder))
}

// cardTransferRefusal says why a transfer returning card money may not be
// made yet, or nil when it may: the account verified as the card holder's,
// and the card's chargeback window over.
func cardTransferRefusal(r *refund.Listing, now time.Time) error {
	if r.Method != string(models.PayOnline) {
		return nil
	}
	if r.AccountNumber == "" || r.AccountVerifiedAt == nil {
		return apperr.New(errAccountNotVerified)
	}
	if r.CardPaidAt == nil {
		return apperr.New(errCardPaidAtUnknown)
	}
	if from := rules.TransferAllowedFrom(*r.CardPaidAt); now.Before(from) {
		return apperr.New(errChargebackWindowOpen).With("date", rules.ColomboDate(from))
	}
	return nil
}

// transferAllowedFrom is when a card refund's transfer may be made (nil for
// a slip payment's, or a card payment with no payment time).
func transferAllowedFrom(r *refund.Listing) *time.Time {
	if r.Method != string(models.PayOnline) || r.CardPaidAt == nil {
		return nil
	}
	t := rules.TransferAllowedFrom(*r.CardPaidAt).UTC()
	return &t
}
