package checkout

import (
	"context"

	"cerebro/models"
	"cerebro/rules"
)

// Quote is what a booking would cost, asked before it is made: its slots'
// full price and a promo code's discount off it, so the booking dialog
// shows the price to pay before the consultee confirms.
type Quote struct {
	FullCents     int64 // the slots' prices added up
	DiscountCents int64
	PromoCode     string // the code as the admin wrote it; "" without one
}

// TotalCents is what is left to pay once the code came off: the invoice's
// total, were the booking made now.
func (q Quote) TotalCents() int64 { return q.FullCents - q.DiscountCents }

// QuoteBooking checks req as a booking is checked (its slots the caller's
// to ask for, all with one consultant), prices its slots (open, ahead, the
// consultant's) and applies its promo code as the reservation would. It
// holds nothing and uses no code: the reservation decides again.
func (s *Store) QuoteBooking(ctx context.Context, req Request) (Quote, error) {
	o, err := orderOf(req, Settings{})
	if err != nil {
		return Quote{}, err
	}
	db := s.db.WithContext(ctx)
	var open []heldRow
	err = db.Raw(`SELECT id, price, starts_at, ends_at FROM cerebroslots
		WHERE id IN ? AND consultant_id = ? AND status = ? AND starts_at > now()`,
		o.SlotIDs, o.ConsultantID, models.SlotAvailable).Scan(&open).Error
	if err != nil {
		return Quote{}, err
	}
	if len(open) < len(o.SlotIDs) {
		return Quote{}, unavailableIn(db, o.SlotIDs, open)
	}
	var q Quote
	for _, h := range open {
		q.FullCents += h.Price
	}
	if o.PromoCode == "" {
		return q, nil
	}
	p, err := checkPromo(db, PromoQuery{Code: o.PromoCode, ConsulteeID: o.ConsulteeID, ConsultantID: o.ConsultantID,
		Today: rules.ColomboDate(req.Now)}, false)
	if err != nil {
		return Quote{}, err
	}
	if q.DiscountCents, err = p.discountOff(q.FullCents); err != nil {
		return Quote{}, err
	}
	q.PromoCode = p.Code
	return q, nil
}
