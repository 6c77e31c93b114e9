package api

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

// Gateway paths the checkout form points at, under PUBLIC_BASE_URL.
const (
	paymentReturnPath = "/#/payment-gate/success"
	paymentCancelPath = "/#/payment-gate/failed"
	paymentNotifyPath = "/api/v1/payments/notify"
)

// Refusals of a payment and of the gateway's notification.
const (
	errPaidBySlip                apperr.Code = "checkout.paid_by_slip"
	errInvoiceNotAwaitingPayment apperr.Code = "checkout.not_awaiting_payment"
	errPaymentTimeOver           apperr.Code = "checkout.payment_time_over"
	errNotificationRefused       apperr.Code = "gateway.notification_refused"
)

// initiatePayment is POST /payments/initiate?invoiceId=: the signed
// checkout form for the owner's ONLINE invoice awaiting payment.
func (s *Server) initiatePayment(c *gin.Context) {
	id, ok := web.QueryID(c, "invoiceId")
	if !ok {
		return
	}
	inv, ok := s.ownInvoice(c, id)
	if !ok {
		return
	}
	if inv.PaymentMethod != models.PayOnline {
		web.Fail(c, apperr.New(errPaidBySlip))
		return
	}
	s.answerPayment(c, inv)
}

// payInvoice is "Pay for Booking" (GET /invoice/pay/:id): where to pay a
// pending invoice, with the gateway form for an ONLINE one.
func (s *Server) payInvoice(c *gin.Context) {
	inv, ok := s.ownInvoice(c, pathIDOr0(c))
	if ok {
		s.answerPayment(c, inv)
	}
}

func (s *Server) answerPayment(c *gin.Context, inv *models.Invoice) {
	if inv.Status != models.InvoicePendingPayment {
		web.Fail(c, apperr.New(errInvoiceNotAwaitingPayment))
		return
	}
	body := gin.H{"returnUrl": returnURLFor(inv.PaymentMethod), "invoiceId": inv.ID, "bookingId": bookingIDsOf(inv)}
	if inv.PaymentMethod == models.PaySlip {
		c.JSON(http.StatusOK, body)
		return
	}
	if !s.Now().Before(inv.HoldExpiresAt) {
		web.Fail(c, apperr.New(errPaymentTimeOver))
		return
	}
	form, err := s.Gateway.Checkout(s.orderFor(inv))
	if err != nil {
		web.Fail(c, fmt.Errorf("checkout form for invoice %d: %w", inv.ID, err))
		return
	}
	body["action"], body["fields"] = form.Action, form.Fields
	c.JSON(http.StatusOK, body)
}

// orderFor is what the gateway asks the consultee to pay; the order id is
// the invoice's cref, which the notification carries back.
func (s *Server) orderFor(inv *models.Invoice) payments.Order {
	o := payments.Order{OrderID: inv.Cref, AmountCents: inv.TotalAmount, Currency: inv.Currency,
		Items:     fmt.Sprintf("Cerebro consultation, %d slot(s)", len(inv.Bookings)),
		ReturnURL: fmt.Sprintf("%s%s?invoiceId=%d", s.Config.PublicBaseURL, paymentReturnPath, inv.ID),
		CancelURL: fmt.Sprintf("%s%s?invoiceId=%d", s.Config.PublicBaseURL, paymentCancelPath, inv.ID),
		NotifyURL: s.Config.PublicBaseURL + paymentNotifyPath, Address: "N/A", City: "N/A", Country: "Sri Lanka"}
	if p := inv.Consultant; p != nil {
		o.Items = fmt.Sprintf("Cerebro consultation with %s %s, %d slot(s)", p.FirstName, p.LastName, len(inv.Bookings))
	}
	if p := inv.Consultee; p != nil {
		o.FirstName, o.LastName, o.Phone, o.Country = p.FirstName, p.LastName, p.DialCode+p.Phone, p.Country
		if p.User != nil {
			o.Email = p.User.Email
		}
	}
	return o
}

func bookingIDsOf(inv *models.Invoice) []int64 {
	ids := make([]int64, 0, len(inv.Bookings))
	for _, b := range inv.Bookings {
		ids = append(ids, b.ID)
	}
	return ids
}

// paymentNotify is the gateway's server-to-server notification. A
// notification that fails verification or names no invoice is refused (400)
// and changes nothing. A verified one is stored once and handed to the
// checkout, which takes it as payment only if its amount and currency are
// the invoice's (otherwise it is flagged to the admin); a replay answers
// 200 and changes nothing.
func (s *Server) paymentNotify(c *gin.Context) {
	ctx := c.Request.Context()
	if err := c.Request.ParseForm(); err != nil {
		metrics.NotificationsRefused.Inc()
		web.Fail(c, apperr.New(errNotificationRefused))
		return
	}
	n, err := s.Gateway.VerifyNotification(c.Request.PostForm)
	if err != nil {
		slog.WarnContext(ctx, "payment notification refused", "err", err)
		metrics.NotificationsRefused.Inc()
		web.Fail(c, apperr.New(errNotificationRefused))
		return
	}
	inv, err := s.stores.Checkout.InvoiceByCref(ctx, n.OrderID)
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
	if _, err := s.stores.Gateway.RecordNotification(ctx, &note); err != nil {
		web.Fail(c, err)
		return
	}
	if err := s.actOnNotification(c, inv, n); err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Notification received."})
}

// actOnNotification does what the notification asks. Every step is
// idempotent, so a replay (the gateway retrying after a lost answer) is
// acted on again harmlessly: that is what makes a crash between storing
// and signalling safe.
func (s *Server) actOnNotification(c *gin.Context, inv *models.Invoice, n payments.Notification) error {
	ctx := c.Request.Context()
	switch n.StatusCode {
	case payments.StatusPending:
		return nil
	case payments.StatusChargedback:
		acts := gatewayacts.New(&activities.Deps{Store: s.Store, Stores: s.stores, Mailer: s.Mailer, PublicBaseURL: s.Config.PublicBaseURL})
		return acts.FlagChargeback(ctx, inv.ID)
	}
	closed, err := s.signalCheckout(ctx, inv.ID, checkoutwf.PaymentSignal,
		checkoutwf.Payment{PaymentID: n.PaymentID, StatusCode: n.StatusCode, AmountCents: n.AmountCents, Currency: n.Currency})
	if err == nil && !closed {
		// Handed to the running checkout: the reconciler does not signal it again.
		return s.stores.Gateway.MarkPaymentDelivered(ctx, inv.ID, n.PaymentID, n.StatusCode)
	}
	if err != nil || n.StatusCode != payments.StatusPaid {
		return err
	}
	if n.AmountCents != inv.TotalAmount || n.Currency != inv.Currency {
		return s.stores.Gateway.FlagPayment(ctx, inv.ID, n.PaymentID, fmt.Sprintf("Payment %s of %s %s, after the invoice closed, does not match its amount: not refunded automatically.",
			n.PaymentID, n.Currency, payments.FormatAmount(n.AmountCents)))
	}
	// The checkout is over, so it cannot take this payment; unless it is the
	// very payment that paid the invoice, it goes back. Read the invoice
	// again: the checkout may have finished since it was first read.
	now, err := s.stores.Checkout.InvoiceByID(ctx, inv.ID)
	if err != nil {
		return err
	}
	if now.Status == models.InvoicePaid && now.GatewayPaymentID != nil && *now.GatewayPaymentID == n.PaymentID {
		return nil
	}
	return s.refundPayment(ctx, now, n)
}

// invoiceDecision is the admin's review of a slip invoice.
type invoiceDecision struct {
	InvoiceID     int64  `json:"invoiceId"`
	InvoiceStatus string `json:"invoiceStatus"`
	AdminRemark   string `json:"adminRemark"`
}

// decideInvoice is PUT /payments: the admin approves or rejects a slip
// invoice awaiting approval (see DecideSlip).
func (s *Server) decideInvoice(c *gin.Context) {
	var in invoiceDecision
	if !web.BindJSON(c, &in) {
		return
	}
	st, err := s.DecideSlip(c.Request.Context(), web.AdminOf(web.CallerID(c)), in.InvoiceID, in.InvoiceStatus, in.AdminRemark)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Invoice updated successfully.", "status": st.Status})
}
