package checkout

import (
	"fmt"
	"net/http"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/payments"
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
)

// initiatePayment is POST /payments/initiate?invoiceId=: the signed
// checkout form for the owner's ONLINE invoice awaiting payment.
func (h *Handlers) initiatePayment(c *gin.Context) {
	id, ok := web.QueryID(c, "invoiceId")
	if !ok {
		return
	}
	inv, ok := web.OwnInvoice(c, h.Checkout, id)
	if !ok {
		return
	}
	if inv.PaymentMethod != models.PayOnline {
		web.Fail(c, apperr.New(errPaidBySlip))
		return
	}
	h.answerPayment(c, inv)
}

// payInvoice is "Pay for Booking" (GET /invoice/pay/:id): where to pay a
// pending invoice, with the gateway form for an ONLINE one.
func (h *Handlers) payInvoice(c *gin.Context) {
	inv, ok := web.OwnInvoice(c, h.Checkout, web.PathIDOr0(c))
	if ok {
		h.answerPayment(c, inv)
	}
}

func (h *Handlers) answerPayment(c *gin.Context, inv *models.Invoice) {
	if inv.Status != models.InvoicePendingPayment {
		web.Fail(c, apperr.New(errInvoiceNotAwaitingPayment))
		return
	}
	body := gin.H{"returnUrl": returnURLFor(inv.PaymentMethod), "invoiceId": inv.ID, "bookingId": bookingIDsOf(inv)}
	if inv.PaymentMethod == models.PaySlip {
		c.JSON(http.StatusOK, body)
		return
	}
	if !h.Now().Before(inv.HoldExpiresAt) {
		web.Fail(c, apperr.New(errPaymentTimeOver))
		return
	}
	form, err := h.Gateway.Checkout(h.orderFor(inv))
	if err != nil {
		web.Fail(c, fmt.Errorf("checkout form for invoice %d: %w", inv.ID, err))
		return
	}
	body["action"], body["fields"] = form.Action, form.Fields
	c.JSON(http.StatusOK, body)
}

// orderFor is what the gateway asks the consultee to pay; the order id is
// the invoice's cref, which the notification carries back.
func (h *Handlers) orderFor(inv *models.Invoice) payments.Order {
	o := payments.Order{OrderID: inv.Cref, AmountCents: inv.TotalAmount, Currency: inv.Currency,
		Items:     fmt.Sprintf("Cerebro consultation, %d slot(s)", len(inv.Bookings)),
		ReturnURL: fmt.Sprintf("%s%s?invoiceId=%d", h.Config.PublicBaseURL, paymentReturnPath, inv.ID),
		CancelURL: fmt.Sprintf("%s%s?invoiceId=%d", h.Config.PublicBaseURL, paymentCancelPath, inv.ID),
		NotifyURL: h.Config.PublicBaseURL + paymentNotifyPath, Address: "N/A", City: "N/A", Country: "Sri Lanka"}
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

// invoiceDecision is the admin's review of a slip invoice.
type invoiceDecision struct {
	InvoiceID     int64  `json:"invoiceId"`
	InvoiceStatus string `json:"invoiceStatus"`
	AdminRemark   string `json:"adminRemark"`
}

// decideInvoice is PUT /payments: the admin approves or rejects a slip
// invoice awaiting approval (see DecideSlip).
func (h *Handlers) decideInvoice(c *gin.Context) {
	var in invoiceDecision
	if !web.BindJSON(c, &in) {
		return
	}
	st, err := h.DecideSlip(c.Request.Context(), web.AdminOf(web.CallerID(c)), in.InvoiceID, in.InvoiceStatus, in.AdminRemark)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Invoice updated successfully.", "status": st.Status})
}
