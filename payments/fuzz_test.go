package payments_test

import (
	"bytes"
	"encoding/hex"
	"errors"
	"math/big"
	"net/url"
	"regexp"
	"testing"

	"cerebro/payments"
)

// amountGrammar is the whole accepted language of ParseAmount, stated
// independently of its hand-written parser.
var amountGrammar = regexp.MustCompile(`^[0-9]{1,13}(\.[0-9]{1,2})?$`)

// FuzzParseAmount checks ParseAmount against two oracles: the grammar says
// what is accepted, and big.Rat says what it is worth.
func FuzzParseAmount(f *testing.F) {
	for _, s := range []string{"1500.00", "0", "0.5", "-1.00", "1e3", "", ".", "9999999999999.99", "1,500.00"} {
		f.Add(s)
	}
	hundred := big.NewRat(100, 1)
	f.Fuzz(func(t *testing.T, s string) {
		cents, err := payments.ParseAmount(s)
		if (err == nil) != amountGrammar.MatchString(s) {
			t.Fatalf("ParseAmount(%q) = %d, %v; grammar match %v", s, cents, err, amountGrammar.MatchString(s))
		}
		if err != nil {
			return
		}
		want, ok := new(big.Rat).SetString(s)
		if !ok || !want.Mul(want, hundred).IsInt() || want.Num().Int64() != cents || cents < 0 {
			t.Fatalf("ParseAmount(%q) = %d, worth %v cents", s, cents, want)
		}
		if back, err := payments.ParseAmount(payments.FormatAmount(cents)); err != nil || back != cents {
			t.Fatalf("FormatAmount(%d) = %q does not parse back: %d, %v", cents, payments.FormatAmount(cents), back, err)
		}
	})
}

// sameHex: the same bytes written in hex, in either letter case.
func sameHex(a, b string) bool {
	x, err1 := hex.DecodeString(a)
	y, err2 := hex.DecodeString(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}

// FuzzVerifyNotification posts arbitrary fields, correctly signed or not,
// and checks that only a well-formed, correctly signed notification for our
// merchant is accepted, and that it is decoded faithfully.
func FuzzVerifyNotification(f *testing.F) {
	f.Add(testMerchant, "INV-42", "1500.00", "LKR", "2", "", true)
	f.Add(testMerchant, "INV-42", "1500.00", "LKR", "2", "B25BE453B5EF0C081B786B5E6D81E1E0", false)
	f.Add("999", "INV-42", "1500.00", "LKR", "2", "", true)
	f.Add(testMerchant, "INV-42", "15.00", "LKR", "-3", "", true)
	f.Add(testMerchant, "", "1,500.00", "lkr", "+2", "x", false)
	g, err := payments.New(payments.Config{Mode: payments.ModeLive, MerchantID: testMerchant, MerchantSecret: testSecret})
	if err != nil {
		f.Fatal(err)
	}
	statuses := map[string]int{"2": 2, "0": 0, "-1": -1, "-2": -2, "-3": -3}
	currencyCode := regexp.MustCompile(`^[A-Z]{3}$`)
	f.Fuzz(func(t *testing.T, merchant, orderID, amount, currency, status, sig string, sign bool) {
		if sign {
			sig = payments.SignNotification(merchant, orderID, amount, currency, status, testSecret)
		}
		form := url.Values{
			"merchant_id": {merchant}, "order_id": {orderID}, "payment_id": {"320027150501"},
			"payhere_amount": {amount}, "payhere_currency": {currency}, "status_code": {status}, "md5sig": {sig},
		}
		n, err := g.VerifyNotification(form)

		want := payments.SignNotification(merchant, orderID, amount, currency, status, testSecret)
		code, knownStatus := statuses[status]
		acceptable := merchant == testMerchant && orderID != "" && len(orderID) <= 256 &&
			amountGrammar.MatchString(amount) && knownStatus && currencyCode.MatchString(currency) &&
			sameHex(sig, want)
		if err != nil {
			if acceptable {
				t.Fatalf("refused a valid notification %v: %v", form, err)
			}
			if !errors.Is(err, payments.ErrMalformed) && !errors.Is(err, payments.ErrWrongMerchant) && !errors.Is(err, payments.ErrBadSignature) {
				t.Fatalf("error %v wraps none of the sentinels", err)
			}
			return
		}
		if !acceptable {
			t.Fatalf("accepted an invalid notification %v as %+v", form, n)
		}
		cents, _ := payments.ParseAmount(amount)
		if n.MerchantID != merchant || n.OrderID != orderID || n.AmountCents != cents || n.Currency != currency || n.StatusCode != code {
			t.Fatalf("notification %v decoded as %+v", form, n)
		}
	})
}
