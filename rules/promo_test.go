package rules

import "testing"

func TestPromoDiscountRoundsHalfUpAndLeavesTheMinimum(t *testing.T) {
	cases := []struct {
		total   int64
		percent int
		amount  int64
		want    int64
	}{
		{250000, 10, 0, 25000},
		{12345, 10, 0, 1235},      // 1234.5 rounds half up
		{12344, 10, 0, 1234},      // 1234.4 rounds down
		{250000, 100, 0, 249900},  // a 100 % code leaves 1.00 LKR
		{250000, 0, 50000, 50000}, // a fixed amount
		{250000, 0, 900000, 249900},
		{100, 50, 0, 0}, // nothing below the minimum
	}
	for _, c := range cases {
		if got := PromoDiscount(c.total, c.percent, c.amount); got != c.want {
			t.Errorf("PromoDiscount(%d, %d%%, %d) = %d, want %d", c.total, c.percent, c.amount, got, c.want)
		}
	}
}

func TestSplitDiscountAddsUpAndNeverPassesAPrice(t *testing.T) {
	prices := []int64{100001, 250000, 333333}
	for _, d := range []int64{1, 2, 3, 99999, 683234} {
		parts := SplitDiscount(d, prices)
		var sum int64
		for i, p := range parts {
			sum += p
			if p < 0 || p > prices[i] {
				t.Fatalf("part %d of %d is %d for price %d", i, d, p, prices[i])
			}
		}
		if sum != d {
			t.Fatalf("parts of %d add up to %d", d, sum)
		}
	}
}

func TestRefundGrossOfAFullRefundIsTheFullPrice(t *testing.T) {
	if got := RefundGross(225000, 250000, 25000); got != 250000 {
		t.Fatalf("full refund gross %d", got)
	}
	if got := RefundGross(112500, 250000, 25000); got != 125000 {
		t.Fatalf("half refund gross %d", got)
	}
	if got := RefundGross(5000, 5000, 0); got != 5000 {
		t.Fatalf("undiscounted gross %d", got)
	}
}
