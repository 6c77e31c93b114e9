package rules_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"cerebro/rules"
)

func TestSplitCommission(t *testing.T) {
	tests := []struct {
		name                        string
		total, platform, consultant int64
	}{
		{"zero", 0, 0, 0},
		{"1 cent: 0.3 rounds down", 1, 0, 1},
		{"2 cents: 0.6 rounds up", 2, 1, 1},
		{"3 cents: 0.9 rounds up", 3, 1, 2},
		{"5 cents: 1.5 rounds half up", 5, 2, 3},
		{"15 cents: 4.5 rounds half up", 15, 5, 10},
		{"99 cents: 29.7", 99, 30, 69},
		{"1 LKR", 100, 30, 70},
		{"1,500 LKR", 150000, 45000, 105000},
		{"5,000.05 LKR", 500005, 150002, 350003},
		{"10 trillion LKR", 1_000_000_000_000_000, 300_000_000_000_000, 700_000_000_000_000},
		{"largest int64 does not overflow", math.MaxInt64, 2767011611056432742, 6456360425798343065},
		{"reversal of 5 cents mirrors", -5, -2, -3},
		{"reversal of 1 cent mirrors", -1, 0, -1},
		{"reversal of 1,500 LKR", -150000, -45000, -105000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			platform, consultant := rules.SplitCommission(tt.total)
			assert.Equal(t, tt.platform, platform, "platform")
			assert.Equal(t, tt.consultant, consultant, "consultant")
		})
	}
}

// Every cent must land somewhere, and the platform share must match the
// textbook half-up rounding for every remainder.
func TestSplitCommissionAddsUpAndRoundsHalfUp(t *testing.T) {
	for total := int64(0); total <= 20_000; total++ {
		platform, consultant := rules.SplitCommission(total)
		if platform+consultant != total || platform != (total*30+50)/100 {
			t.Fatalf("total %d: platform %d consultant %d", total, platform, consultant)
		}
		negP, negC := rules.SplitCommission(-total)
		if negP != -platform || negC != -consultant {
			t.Fatalf("total -%d: platform %d consultant %d, want mirror", total, negP, negC)
		}
	}
}

func TestFormatLKR(t *testing.T) {
	tests := []struct {
		cents int64
		want  string
	}{
		{0, "0.00 LKR"},
		{5, "0.05 LKR"},
		{50, "0.50 LKR"},
		{99999, "999.99 LKR"},
		{100000, "1,000.00 LKR"},
		{150000, "1,500.00 LKR"},
		{123456789, "1,234,567.89 LKR"},
		{-150000, "-1,500.00 LKR"},
		{-5, "-0.05 LKR"},
		{math.MaxInt64, "92,233,720,368,547,758.07 LKR"},
		{math.MinInt64, "-92,233,720,368,547,758.08 LKR"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			assert.Equal(t, tt.want, rules.FormatLKR(tt.cents))
		})
	}
}

// A consultant's cancellation or no-show costs the platform's share of the
// booking: 30 %, rounded half up to the cent like the commission.
func TestPenaltyIsThePlatformsShare(t *testing.T) {
	for price, want := range map[int64]int64{250000: 75000, 100001: 30000, 100002: 30001, 0: 0} {
		assert.Equal(t, want, rules.PenaltyOf(price), "price %d", price)
	}
}
