package rules

// Promo codes (issue 34, point 6): what a code takes off an invoice.

// PromoMinPayableCents is what an invoice with a promo code still costs at
// least (1.00 LKR): a discount never brings a total to zero, so every
// booking is paid through the gateway or a slip like any other and the
// checkout stays one process. A 100 % code therefore leaves 1.00 LKR to pay.
const PromoMinPayableCents = 100

// PromoDiscount is what a code takes off an invoice of totalCents: a
// percentage of the total rounded half up to the cent, or a fixed amount,
// either capped so at least PromoMinPayableCents is left to pay (0 for a
// total no larger than that).
func PromoDiscount(totalCents int64, percentOff int, amountOffCents int64) int64 {
	var d int64
	if percentOff > 0 {
		hundreds, rest := totalCents/100, totalCents%100
		d = hundreds*int64(percentOff) + roundHalfAwayFromZero(rest*int64(percentOff), 100)
	} else {
		d = amountOffCents
	}
	if limit := totalCents - PromoMinPayableCents; d > limit {
		d = limit
	}
	if d < 0 {
		return 0
	}
	return d
}

// SplitDiscount spreads an invoice's discount over its bookings' prices in
// proportion (rounded down, the cents left one each to the first bookings),
// so each booking knows what was paid for it and a refund of it returns no
// more. The parts add up to discountCents exactly.
func SplitDiscount(discountCents int64, prices []int64) []int64 {
	parts := make([]int64, len(prices))
	var total int64
	for _, p := range prices {
		total += p
	}
	if total <= 0 || discountCents <= 0 {
		return parts
	}
	left := discountCents
	for i, p := range prices {
		parts[i] = discountCents * p / total
		left -= parts[i]
	}
	for i := 0; left > 0; i = (i + 1) % len(parts) {
		if parts[i] < prices[i] {
			parts[i]++
			left--
		}
	}
	return parts
}

// RefundGross is the full-price amount a refund of refundCents stands for
// on a booking of priceCents whose discount was discountCents: the shares
// the refund takes back from the platform and the consultant are those of
// this amount, and the rest of it (gross − refund) is the discount given
// back to the platform's promo account. A booking refunded in full (what
// was paid) gives back its full price's shares. Without a discount it is
// the refund itself.
func RefundGross(refundCents, priceCents, discountCents int64) int64 {
	paid := priceCents - discountCents
	switch {
	case discountCents <= 0 || paid <= 0:
		return refundCents
	case refundCents >= paid:
		return priceCents
	}
	return (refundCents*priceCents + paid/2) / paid
}
