package checkout

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/models/checkout"
)

// promoCodeBody is a new promo code as the admin's form sends it: exactly
// one of percentOff (1–100) and amountOff (cents); Colombo dates
// (YYYY-MM-DD, inclusive); 0 uses means no limit; no categories, all.
type promoCodeBody struct {
	Code             string  `json:"code"`
	PercentOff       *int    `json:"percentOff"`
	AmountOff        *int64  `json:"amountOff"`
	ValidFrom        string  `json:"validFrom"`
	ValidTo          string  `json:"validTo"`
	MaxUses          int     `json:"maxUses"`
	MaxUsesPerPerson int     `json:"maxUsesPerPerson"`
	FirstBookingOnly bool    `json:"firstBookingOnly"`
	CategoryIDs      []int64 `json:"categoryIds"`
}

// createPromoCode stores a new code for the admin: 201 with it, 400 naming
// the field refused, 409 for a code taken already (whatever its case).
func (h *Handlers) createPromoCode(c *gin.Context) {
	var b promoCodeBody
	if !web.BindJSON(c, &b) {
		return
	}
	var by int64
	if cl := web.ClaimsOf(c); cl != nil {
		by = cl.UserID()
	}
	p, err := h.Checkout.CreatePromoCode(c.Request.Context(), checkout.NewPromo{Code: strings.TrimSpace(b.Code),
		PercentOff: b.PercentOff, AmountOff: b.AmountOff, ValidFrom: strings.TrimSpace(b.ValidFrom), ValidTo: strings.TrimSpace(b.ValidTo),
		MaxUses: b.MaxUses, MaxUsesPerPerson: b.MaxUsesPerPerson, FirstBookingOnly: b.FirstBookingOnly,
		CategoryIDs: b.CategoryIDs, CreatedBy: by})
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusCreated, p)
}

// listPromoCodes lists every code, newest first, with its uses that hold
// (awaiting payment or paid; a failed invoice's use is given back).
func (h *Handlers) listPromoCodes(c *gin.Context) {
	list, err := h.Checkout.ListPromoCodes(c.Request.Context())
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, list)
}
