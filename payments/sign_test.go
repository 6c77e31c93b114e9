package payments_test

import (
	"crypto/md5"
	"fmt"
	"math"
	"strings"
	"testing"

	"cerebro/payments"
)

// A PayHere-style sandbox secret; the golden hashes below were computed
// outside Go (Python hashlib) from the documented formula.
const (
	testMerchant = "1211149"
	testSecret   = "MzE4MjcwNTIzMDI1OTkwNDkwMjExMDUyOTQ1ODQzMjk3MzQ0MDE5Mg=="
)

func handMD5(s string) string { return strings.ToUpper(fmt.Sprintf("%x", md5.Sum([]byte(s)))) }

func TestSignCheckoutFollowsPayHereFormula(t *testing.T) {
	got := payments.SignCheckout(testMerchant, "INV-42", "1500.00", "LKR", testSecret)
	if want := "42C7435771EB98260EF02729C6BACC8C"; got != want {
		t.Fatalf("golden hash: got %s, want %s", got, want)
	}
	for _, c := range []struct{ merchant, order, amount, currency, secret string }{
		{"1211149", "ItemNo12345", "1000.00", "LKR", "secret"},
		{"M1", "order/with spaces & symbols", "0.01", "USD", "s3cr3t=="},
		{"", "", "", "", ""},
	} {
		want := handMD5(c.merchant + c.order + c.amount + c.currency + handMD5(c.secret))
		if got := payments.SignCheckout(c.merchant, c.order, c.amount, c.currency, c.secret); got != want {
			t.Errorf("SignCheckout(%q,%q,%q,%q): got %s, want %s", c.merchant, c.order, c.amount, c.currency, got, want)
		}
	}
}

func TestSignNotificationFollowsPayHereFormula(t *testing.T) {
	got := payments.SignNotification(testMerchant, "INV-42", "1500.00", "LKR", "2", testSecret)
	if want := "B25BE453B5EF0C081B786B5E6D81E1E0"; got != want {
		t.Fatalf("golden md5sig: got %s, want %s", got, want)
	}
	for _, status := range []string{"2", "0", "-1", "-2", "-3"} {
		want := handMD5("M1" + "O-9" + "12.50" + "USD" + status + handMD5("k"))
		if got := payments.SignNotification("M1", "O-9", "12.50", "USD", status, "k"); got != want {
			t.Errorf("status %s: got %s, want %s", status, got, want)
		}
	}
}

func TestFormatAmount(t *testing.T) {
	for cents, want := range map[int64]string{
		0:             "0.00",
		1:             "0.01",
		10:            "0.10",
		99:            "0.99",
		100:           "1.00",
		150000:        "1500.00",
		123456789:     "1234567.89",
		-5:            "-0.05",
		-150050:       "-1500.50",
		math.MaxInt64: "92233720368547758.07",
		math.MinInt64: "-92233720368547758.08",
	} {
		if got := payments.FormatAmount(cents); got != want {
			t.Errorf("FormatAmount(%d) = %q, want %q", cents, got, want)
		}
	}
}

func TestParseAmount(t *testing.T) {
	ok := map[string]int64{
		"0":                0,
		"0.00":             0,
		"1500.00":          150000,
		"1500.5":           150050,
		"1500":             150000,
		"0.01":             1,
		"007.10":           710,
		"9999999999999.99": 999999999999999,
		"1234567.89":       123456789,
	}
	for in, want := range ok {
		got, err := payments.ParseAmount(in)
		if err != nil || got != want {
			t.Errorf("ParseAmount(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	bad := []string{
		"", ".", "1.", ".50", "-1.00", "+1.00", "1.234", "1,500.00", "1 500.00", " 1.00", "1.00 ",
		"1e3", "0x10", "NaN", "Inf", "١٢٣", "1.0.0", "abc", "1.-1",
		"10000000000000.00", strings.Repeat("9", 300), "99999999999999999999",
	}
	for _, in := range bad {
		if got, err := payments.ParseAmount(in); err == nil {
			t.Errorf("ParseAmount(%q) = %d, want an error", in, got)
		}
	}
}

func TestFormatThenParseRoundTrips(t *testing.T) {
	for _, cents := range []int64{0, 1, 9, 10, 99, 100, 101, 150000, 999999999999999} {
		got, err := payments.ParseAmount(payments.FormatAmount(cents))
		if err != nil || got != cents {
			t.Errorf("round trip of %d: got %d, %v", cents, got, err)
		}
	}
}
