package documents

import (
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/documents"
	"cerebro/models"
	"cerebro/models/refund"
)

// errNotPaid refuses the receipt of an invoice that was never paid.
const errNotPaid apperr.Code = "documents.invoice_not_paid"

// receipt is GET /invoice/:id/receipt: the receipt of a paid invoice (also
// one refunded since) as a PDF, to the invoice's consultee and the admin
// (anyone else: 403, as for the invoice itself); an unpaid invoice: 409.
func (h *Handlers) receipt(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	inv, ok := web.SeenInvoice(c, h.Checkout, id)
	if !ok {
		return
	}
	if inv.Status != models.InvoicePaid || inv.PaidAt == nil {
		web.Fail(c, apperr.New(errNotPaid))
		return
	}
	refunds, err := h.Refund.OfInvoices(c.Request.Context(), []int64{inv.ID})
	if err != nil {
		web.Fail(c, err)
		return
	}
	zone := ""
	if !web.IsAdmin(c) && inv.Consultee != nil {
		zone = inv.Consultee.TimeZone
	}
	b, err := documents.RenderReceipt(h.receiptOf(inv, refunds[inv.ID]), readerOf(c, zone))
	if err != nil {
		web.Fail(c, err)
		return
	}
	sendPDF(c, "cerebro-receipt-"+fileSafe(inv.Cref)+".pdf", b)
}

// receiptOf is what the receipt of inv shows.
func (h *Handlers) receiptOf(inv *models.Invoice, refunds []refund.Refund) documents.Receipt {
	rc := documents.Receipt{Company: h.company(), Number: inv.Cref, PaidAt: *inv.PaidAt,
		Card: inv.PaymentMethod == models.PayOnline, Total: inv.TotalAmount, Discount: inv.DiscountCents, Code: inv.PromoCode}
	if inv.Consultee != nil {
		rc.Consultee = strings.TrimSpace(inv.Consultee.FirstName + " " + inv.Consultee.LastName)
	}
	consultant := ""
	if inv.Consultant != nil {
		consultant = strings.TrimSpace(inv.Consultant.FirstName + " " + inv.Consultant.LastName)
	}
	for _, b := range inv.Bookings {
		if b.Slot == nil {
			continue
		}
		rc.Sessions = append(rc.Sessions, documents.ReceiptSession{Consultant: consultant, Start: b.Slot.StartsAt,
			End: b.Slot.EndsAt, Price: b.Slot.Price})
	}
	// The invoice's total is the sessions' prices when bought (a session
	// moved to a cheaper slot since shows its new price, and the
	// difference among the refunds). A promo code's discount and code are
	// the invoice's (issue 34, point 6): the subtotal is then what was paid
	// plus the discount.
	rc.Subtotal = rc.Total + rc.Discount
	if inv.GatewayPaymentID != nil {
		rc.PaymentID = *inv.GatewayPaymentID
	}
	for _, r := range refunds {
		at := r.CreatedAt
		if r.PaidAt != nil {
			at = *r.PaidAt
		}
		rc.Refunds = append(rc.Refunds, documents.ReceiptRefund{Amount: web.RefundAmount(r.Status, r.RequestedAmount, r.Amount),
			At: at, Status: string(r.Status)})
	}
	return rc
}
