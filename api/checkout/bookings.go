package checkout

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/auth"
	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/rules"
)

// Refusals of a booking request before the checkout area reads it.
const (
	errPaymentMethod  apperr.Code = "checkout.payment_method"
	errSignInToBook   apperr.Code = "checkout.sign_in_to_book"
	errNoConsulteeYet apperr.Code = "checkout.consultee_profile_missing"
)

// Where the SPA goes next after booking or "Pay for Booking": the card
// gateway page or the slip upload page. The web app routes on these strings.
const (
	returnPaymentGate = "/payment-gate"
	returnSlipUpload  = "/slip-upload"
)

// bookingItem is one slot of a booking request, in the field names the
// booking dialog sends.
type bookingItem struct {
	BookingDate   string `json:"bookingDate"`
	ConsulteeID   int64  `json:"consulteeId"`
	CerebroslotID int64  `json:"cerebroslotId"`
	ConsultantID  int64  `json:"consultantId"`
	Note          string `json:"note"` // optional: what the consultee would like to discuss
}

// createBooking holds the requested slots under a new invoice and answers
// where to pay. It reads and authorizes the request, has the checkout area
// prepare the order, and answers once the checkout workflow holds the slots.
func (h *Handlers) createBooking(c *gin.Context) {
	method := models.PaymentMethod(strings.ToUpper(strings.TrimSpace(c.Query("paymentMethod"))))
	if method != models.PayOnline && method != models.PaySlip {
		web.Fail(c, apperr.New(errPaymentMethod))
		return
	}
	req, ok := h.bookingRequest(c)
	if !ok {
		return
	}
	key, err := idempotencyKey(c)
	if err != nil {
		web.Fail(c, err)
		return
	}
	req.Method, req.Key = method, key
	ctx := c.Request.Context()
	order, err := checkout.Prepare(ctx, h.Checkout, h.checkoutSettings(), req)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if err := h.checkPromo(ctx, order); err != nil {
		web.Fail(c, err)
		return
	}
	reserved, err := h.holdOrder(ctx, order)
	if err != nil {
		web.Fail(c, err)
		return
	}
	out := gin.H{"returnUrl": returnURLFor(method), "invoiceId": reserved.InvoiceID, "bookingId": reserved.BookingIDs}
	if order.PromoCode != "" {
		// What is left to pay once the code came off (the slip page shows it).
		inv, err := h.Checkout.InvoiceAmounts(ctx, reserved.InvoiceID)
		if err != nil {
			web.Fail(c, err)
			return
		}
		out["totalAmount"], out["discountCents"], out["promoCode"] = inv.TotalAmount, inv.DiscountCents, inv.PromoCode
	}
	c.JSON(http.StatusOK, out)
}

// checkPromo refuses at once a promo code that cannot apply to the order,
// before any checkout starts; the reservation checks it again under the
// code's lock and records its use with the hold.
func (h *Handlers) checkPromo(ctx context.Context, o checkout.Order) error {
	if o.PromoCode == "" {
		return nil
	}
	return h.Checkout.CheckPromo(ctx, checkout.PromoQuery{Code: o.PromoCode, ConsulteeID: o.ConsulteeID,
		ConsultantID: o.ConsultantID, InvoiceID: o.InvoiceID, Today: rules.ColomboDate(h.Now())})
}

// bookingRequest reads what POST /booking and its quote share: the items
// in the body, the caller's consultee id and the promoCode parameter. On
// false the answer is written.
func (h *Handlers) bookingRequest(c *gin.Context) (checkout.Request, bool) {
	var items []bookingItem
	if !web.BindJSON(c, &items) {
		return checkout.Request{}, false
	}
	me, err := h.callerConsulteeID(c.Request.Context(), c)
	if err != nil {
		web.Fail(c, err)
		return checkout.Request{}, false
	}
	promo, err := promoCodeOf(c)
	if err != nil {
		web.Fail(c, err)
		return checkout.Request{}, false
	}
	return checkout.Request{ConsulteeID: me, Items: itemsOf(items), Now: h.Now(), PromoCode: promo}, true
}

func itemsOf(in []bookingItem) []checkout.Item {
	out := make([]checkout.Item, len(in))
	for i, it := range in {
		out[i] = checkout.Item{ConsulteeID: it.ConsulteeID, CerebroslotID: it.CerebroslotID, ConsultantID: it.ConsultantID,
			Note: web.PlainText(it.Note)}
	}
	return out
}

// checkoutSettings are the configured durations and limits of a checkout.
func (h *Handlers) checkoutSettings() checkout.Settings {
	return checkout.Settings{PaymentHold: h.Config.PaymentHold, SlipUploadWindow: h.Config.SlipUploadWindow,
		JoinEarly: h.Config.JoinEarly, RebookCooldown: h.Config.RebookCooldown,
		Limits: models.HoldLimits{MaxUnpaid: h.Config.MaxUnpaidInvoices, MaxHeldSlots: h.Config.MaxHeldSlots}}
}

func returnURLFor(method models.PaymentMethod) string {
	if method == models.PaySlip {
		return returnSlipUpload
	}
	return returnPaymentGate
}

// callerConsulteeID is the id of the caller's own consultee profile: without
// one there is nobody to book or pay for, and an account whose address is
// not verified may not book.
func (h *Handlers) callerConsulteeID(ctx context.Context, c *gin.Context) (int64, error) {
	cl := web.ClaimsOf(c)
	if cl == nil {
		return 0, apperr.New(errSignInToBook)
	}
	b, err := h.Checkout.BookerOf(ctx, cl.UserID())
	switch {
	case errors.Is(err, models.ErrNotFound):
		return 0, apperr.New(errNoConsulteeYet)
	case err != nil:
		return 0, err
	case !b.Verified:
		return 0, apperr.New(auth.ErrVerifyFirst)
	}
	return b.ConsulteeID, nil
}

// consulteeBookings lists a consultee's upcoming paid bookings, to that
// consultee or the admin.
func (h *Handlers) consulteeBookings(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	ce, ok := web.OwnedConsultee(c, h.Profile, id, web.ErrNotYourBookings)
	if !ok {
		return
	}
	h.answerBookings(c, checkout.BookingFilter{ConsulteeID: ce.ID, Upcoming: true})
}

// consultantBookings lists a consultant's upcoming paid bookings, to that
// consultant or the admin.
func (h *Handlers) consultantBookings(c *gin.Context) {
	id, ok := web.QueryID(c, "consultantId")
	if !ok {
		return
	}
	ct, ok := web.OwnedConsultant(c, h.Profile, id, web.ErrNotYourBookings)
	if !ok {
		return
	}
	h.answerBookings(c, checkout.BookingFilter{ConsultantID: ct.ID, Upcoming: true})
}

// upcomingBookings and previousBookings are the admin's lists of all.
func (h *Handlers) upcomingBookings(c *gin.Context) {
	h.answerBookings(c, checkout.BookingFilter{Upcoming: true})
}

func (h *Handlers) previousBookings(c *gin.Context) {
	h.answerBookings(c, checkout.BookingFilter{})
}

func (h *Handlers) answerBookings(c *gin.Context, f checkout.BookingFilter) {
	now := h.Now()
	f.Now = now
	list, err := h.Checkout.ListBookings(c.Request.Context(), f)
	if err != nil {
		web.Fail(c, fmt.Errorf("list bookings: %w", err))
		return
	}
	role := ""
	if cl := web.ClaimsOf(c); cl != nil {
		role = string(cl.Role)
	}
	out := make([]web.BookingView, 0, len(list))
	for i := range list {
		out = append(out, h.PartyView(c, &list[i], role, now))
	}
	c.JSON(http.StatusOK, out)
}
