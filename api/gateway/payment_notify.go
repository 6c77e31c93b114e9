package gateway

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"

	"cerebro/activities"
	gatewayacts "cerebro/activities/gateway"
	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/metrics"
	"cerebro/models"
	"cerebro/payments"
	checkoutwf "cerebro/workflows/checkout"
)

// Refusals of the gateway's notification.
const errNotificationRefused apperr.Code = "gateway.notification_refused"

// paymentNotify is the gateway's server-to-server notification. A
// notification that fails verification or names no invoice is refused (400)
// and changes nothing. A verified one is stored once and handed to the
// checkout, which takes it as payment only if its amount and currency are
// the invoice's (otherwise it is flagged to the admin); a replay answers
// 200 and changes nothing.
func (h *Handlers) paymentNotify(c *gin.Context) {
	ctx := c.Request.Context()
	if err := c.Request.ParseForm(); err != nil {
		metrics.NotificationsRefused.Inc()
		web.Fail(c, apperr.New(errNotificationRefused))
		return
	}
	n, err := h.Gateway.VerifyNotification(c.Request.PostForm)
	if err != nil {
		slog.WarnContext(ctx, "payment notification refused", "err", err)
		metrics.NotificationsRefused.Inc()
		web.Fail(c, apperr.New(errNotificationRefused))
		return
	}
	inv, err := h.Checkout.InvoiceByCref(ctx, n.OrderID)
	if errors.Is(err, models.ErrNotFound) {
		slog.WarnContext(ctx, "payment notification matches no invoice", "order", n.OrderID, "amount", n.AmountCents, "currency", n.Currency)
		metrics.NotificationsRefused.Inc()
		web.Fail(c, apperr.New(errNotificationRefused))
		return
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	note := models.PaymentNotification{InvoiceID: inv.ID, PaymentID: n.PaymentID, StatusCode: n.StatusCode,
		Amount: n.AmountCents, Currency: n.Currency, Method: n.Method}
	if _, err := h.GatewayStore.RecordNotification(ctx, &note); err != nil {
		web.Fail(c, err)
		return
	}
	if err := h.actOnNotification(c, inv, n); err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Notification received."})
}

// actOnNotification does what the notification asks. Every step is
// idempotent, so a replay (the gateway retrying after a lost answer) is
// acted on again harmlessly: that is what makes a crash between storing
// and signalling safe.
func (h *Handlers) actOnNotification(c *gin.Context, inv *models.Invoice, n payments.Notification) error {
	ctx := c.Request.Context()
	switch n.StatusCode {
	case payments.StatusPending:
		return nil
	case payments.StatusChargedback:
		acts := gatewayacts.New(&activities.Deps{Store: h.Store, Stores: h.Stores, Mailer: h.Mailer, PublicBaseURL: h.Config.PublicBaseURL})
		return acts.FlagChargeback(ctx, inv.ID)
	}
	closed, err := h.SignalCheckout(ctx, inv.ID, checkoutwf.PaymentSignal,
		checkoutwf.Payment{PaymentID: n.PaymentID, StatusCode: n.StatusCode, AmountCents: n.AmountCents, Currency: n.Currency})
	if err == nil && !closed {
		// Handed to the running checkout: the reconciler does not signal it again.
		return h.GatewayStore.MarkPaymentDelivered(ctx, inv.ID, n.PaymentID, n.StatusCode)
	}
	if err != nil || n.StatusCode != payments.StatusPaid {
		return err
	}
	if n.AmountCents != inv.TotalAmount || n.Currency != inv.Currency {
		return h.GatewayStore.FlagPayment(ctx, inv.ID, n.PaymentID, fmt.Sprintf("Payment %s of %s %s, after the invoice closed, does not match its amount: not refunded automatically.",
			n.PaymentID, n.Currency, payments.FormatAmount(n.AmountCents)))
	}
	// The checkout is over, so it cannot take this payment; unless it is the
	// very payment that paid the invoice, it goes back. Read the invoice
	// again: the checkout may have finished since it was first read.
	now, err := h.Checkout.InvoiceByID(ctx, inv.ID)
	if err != nil {
		return err
	}
	if now.Status == models.InvoicePaid && now.GatewayPaymentID != nil && *now.GatewayPaymentID == n.PaymentID {
		return nil
	}
	return h.refundPayment(ctx, now, n)
}
