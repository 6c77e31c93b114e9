package payments_test

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	"cerebro/payments"
)

func TestVerifyNotificationAcceptsSignedPayment(t *testing.T) {
	for _, mode := range []string{payments.ModeSandbox, payments.ModeLive, payments.ModeSimulator} {
		g := mustGateway(t, payments.Config{Mode: mode, MerchantID: testMerchant, MerchantSecret: testSecret, PublicBaseURL: "http://app.test"})
		n, err := g.VerifyNotification(signedNotification(testMerchant, testSecret))
		if err != nil {
			t.Fatalf("%s: %v", mode, err)
		}
		want := payments.Notification{
			MerchantID: testMerchant, OrderID: "INV-42", PaymentID: "320027150501", Currency: "LKR", Method: "VISA",
			StatusMessage: "Successfully completed the payment.", AmountCents: 150000, StatusCode: payments.StatusPaid,
		}
		if n != want || !n.Paid() {
			t.Errorf("%s: got %+v, want %+v", mode, n, want)
		}
	}
}

func TestVerifyNotificationStatusCodes(t *testing.T) {
	g := mustGateway(t, payments.Config{Mode: payments.ModeSandbox, MerchantID: testMerchant, MerchantSecret: testSecret})
	for code, want := range map[string]int{"2": 2, "0": 0, "-1": -1, "-2": -2, "-3": -3} {
		f := signedNotification(testMerchant, testSecret)
		f.Set("status_code", code)
		f.Set("md5sig", payments.SignNotification(testMerchant, "INV-42", "1500.00", "LKR", code, testSecret))
		n, err := g.VerifyNotification(f)
		if err != nil || n.StatusCode != want || n.Paid() != (want == payments.StatusPaid) {
			t.Errorf("status %s: got %+v, %v", code, n, err)
		}
	}
}

func TestVerifyNotificationRefusals(t *testing.T) {
	g := mustGateway(t, payments.Config{Mode: payments.ModeLive, MerchantID: testMerchant, MerchantSecret: testSecret})
	resign := func(f url.Values) {
		f.Set("md5sig", payments.SignNotification(f.Get("merchant_id"), f.Get("order_id"), f.Get("payhere_amount"),
			f.Get("payhere_currency"), f.Get("status_code"), testSecret))
	}
	cases := []struct {
		name   string
		change func(url.Values)
		want   error
	}{
		{"wrong merchant, validly signed for it", func(f url.Values) { f.Set("merchant_id", "999"); resign(f) }, payments.ErrWrongMerchant},
		{"signature of another secret", func(f url.Values) {
			f.Set("md5sig", payments.SignNotification(testMerchant, "INV-42", "1500.00", "LKR", "2", "other"))
		}, payments.ErrBadSignature},
		{"garbage signature", func(f url.Values) { f.Set("md5sig", "00000000000000000000000000000000") }, payments.ErrBadSignature},
		{"tampered amount", func(f url.Values) { f.Set("payhere_amount", "15.00") }, payments.ErrBadSignature},
		{"tampered order", func(f url.Values) { f.Set("order_id", "INV-43") }, payments.ErrBadSignature},
		{"tampered status", func(f url.Values) { f.Set("status_code", "-2") }, payments.ErrBadSignature},
		{"tampered currency", func(f url.Values) { f.Set("payhere_currency", "USD") }, payments.ErrBadSignature},
		{"malformed amount, even when signed", func(f url.Values) { f.Set("payhere_amount", "1,500.00"); resign(f) }, payments.ErrMalformed},
		{"negative amount", func(f url.Values) { f.Set("payhere_amount", "-1500.00"); resign(f) }, payments.ErrMalformed},
		{"three decimals", func(f url.Values) { f.Set("payhere_amount", "1500.001"); resign(f) }, payments.ErrMalformed},
		{"absurd amount", func(f url.Values) { f.Set("payhere_amount", strings.Repeat("9", 200)); resign(f) }, payments.ErrMalformed},
		{"unknown status", func(f url.Values) { f.Set("status_code", "3"); resign(f) }, payments.ErrMalformed},
		{"status spelled differently", func(f url.Values) { f.Set("status_code", "+2"); resign(f) }, payments.ErrMalformed},
		{"bad currency", func(f url.Values) { f.Set("payhere_currency", "lkr"); resign(f) }, payments.ErrMalformed},
		{"missing md5sig", func(f url.Values) { f.Del("md5sig") }, payments.ErrMalformed},
		{"missing payment id", func(f url.Values) { f.Del("payment_id") }, payments.ErrMalformed},
		{"repeated field", func(f url.Values) { f.Add("payhere_amount", "1.00") }, payments.ErrMalformed},
		{"huge order id", func(f url.Values) { f.Set("order_id", strings.Repeat("x", 10000)); resign(f) }, payments.ErrMalformed},
	}
	for _, c := range cases {
		f := signedNotification(testMerchant, testSecret)
		c.change(f)
		n, err := g.VerifyNotification(f)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: got %+v, %v; want %v", c.name, n, err, c.want)
		}
		if err != nil && !strings.Contains(err.Error(), c.want.Error()) {
			t.Errorf("%s: message %q should say %q", c.name, err, c.want)
		}
	}
}

func TestVerifyNotificationAcceptsLowercaseSignature(t *testing.T) {
	g := mustGateway(t, payments.Config{Mode: payments.ModeLive, MerchantID: testMerchant, MerchantSecret: testSecret})
	f := signedNotification(testMerchant, testSecret)
	f.Set("md5sig", strings.ToLower(f.Get("md5sig")))
	if _, err := g.VerifyNotification(f); err != nil {
		t.Fatal(err)
	}
}
