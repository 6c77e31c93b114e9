package rules

import (
	"strconv"
	"strings"
)

// CommissionPercent is the platform's share of every payment, as the terms
// and conditions promise consultants.
const CommissionPercent = 30

// Currency is the only currency the marketplace trades in.
const Currency = "LKR"

// SplitCommission divides a payment in cents between the platform and the
// consultant. The platform share is rounded half up to the cent and the
// consultant gets the rest, so the two always add up to the total and no
// cent is created or lost. A negative total (a reversal) splits as the
// mirror image of the positive one.
func SplitCommission(totalCents int64) (platformCents, consultantCents int64) {
	// Split into whole hundreds and a remainder so total×30 cannot
	// overflow int64 for any total.
	hundreds, rest := totalCents/100, totalCents%100
	platformCents = hundreds*CommissionPercent + roundHalfAwayFromZero(rest*CommissionPercent, 100)
	return platformCents, totalCents - platformCents
}

// roundHalfAwayFromZero divides n by a positive d; for n ≥ 0 this is the
// "half up" the design asks for.
func roundHalfAwayFromZero(n, d int64) int64 {
	if n < 0 {
		return (n - d/2) / d
	}
	return (n + d/2) / d
}

// FormatLKR shows an amount in cents the way the spec shows money:
// thousands grouped, two decimals, then the currency ("1,500.00 LKR").
func FormatLKR(cents int64) string {
	sign := ""
	// Work in uint64 so the most negative int64 still has a magnitude.
	mag := uint64(cents)
	if cents < 0 {
		sign = "-"
		mag = -mag
	}
	whole, frac := mag/100, mag%100
	return sign + groupThousands(strconv.FormatUint(whole, 10)) + "." +
		twoDigits(frac) + " " + Currency
}

func twoDigits(n uint64) string {
	if n < 10 {
		return "0" + strconv.FormatUint(n, 10)
	}
	return strconv.FormatUint(n, 10)
}

func groupThousands(digits string) string {
	var b strings.Builder
	for i, r := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// PenaltyOf is what a consultant's cancellation or no-show of a booking of
// price priceCents costs the consultant: the platform's share of that
// booking (the consultee is refunded in full, so the platform would
// otherwise lose its commission). See the terms page.
func PenaltyOf(priceCents int64) int64 {
	platform, _ := SplitCommission(priceCents)
	return platform
}
