package checkout

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models/checkout"
)

// maxPromoCode is the longest code worth looking up; a longer one is
// unknown, named by its first characters.
const maxPromoCode = 64

// quoteBooking is POST /booking/quote?promoCode=: what the booking in the
// body (POST /booking's items) would cost, before it is made: 200
// {"fullAmount", "discountCents", "totalAmount", "promoCode"} in cents, the
// total what is left to pay, as POST /booking answers it. A code
// that cannot apply is refused as POST /booking refuses it (400 promo.*); a
// slot no longer open is a 409. Nothing is held and no code is used.
func (h *Handlers) quoteBooking(c *gin.Context) {
	req, ok := h.bookingRequest(c)
	if !ok {
		return
	}
	q, err := h.Checkout.QuoteBooking(c.Request.Context(), req)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"fullAmount": q.FullCents, "discountCents": q.DiscountCents, "totalAmount": q.TotalCents(),
		"promoCode": q.PromoCode})
}

// promoCodeOf is the request's promoCode query parameter, trimmed; a code
// too long to be one is refused as unknown.
func promoCodeOf(c *gin.Context) (string, error) {
	code := strings.TrimSpace(c.Query("promoCode"))
	if len(code) > maxPromoCode {
		return "", apperr.New(checkout.ErrPromoUnknown).With("code", code[:maxPromoCode])
	}
	return code, nil
}
