package payments_test

import (
	"net/url"
	"testing"

	"cerebro/payments"
)

// order is a valid invoice order; tests change one thing at a time.
func order(notifyBase string) payments.Order {
	return payments.Order{
		OrderID:     "INV-42",
		Items:       "2 cerebroslots with Dr <b>Perera</b>",
		AmountCents: 150000,
		Currency:    "LKR",
		FirstName:   "Nimal",
		LastName:    "Silva",
		Email:       "nimal@example.lk",
		Phone:       "0771234567",
		Address:     "12 Galle Road",
		City:        "Colombo",
		Country:     "Sri Lanka",
		ReturnURL:   "http://app.test/payment-gate/success",
		CancelURL:   "http://app.test/payment-gate/failed",
		NotifyURL:   notifyBase + "/api/v1/payments/notify",
	}
}

// signedNotification is what PayHere posts for a paid order of 1500.00 LKR.
func signedNotification(merchant, secret string) url.Values {
	return url.Values{
		"merchant_id":      {merchant},
		"order_id":         {"INV-42"},
		"payment_id":       {"320027150501"},
		"payhere_amount":   {"1500.00"},
		"payhere_currency": {"LKR"},
		"status_code":      {"2"},
		"md5sig":           {payments.SignNotification(merchant, "INV-42", "1500.00", "LKR", "2", secret)},
		"method":           {"VISA"},
		"status_message":   {"Successfully completed the payment."},
	}
}

func mustGateway(t *testing.T, cfg payments.Config) payments.Gateway {
	t.Helper()
	g, err := payments.New(cfg)
	if err != nil {
		t.Fatalf("New(%+v): %v", cfg, err)
	}
	return g
}

func mustSimulator(t *testing.T, cfg payments.Config) *payments.Simulator {
	t.Helper()
	s, err := payments.NewSimulator(cfg)
	if err != nil {
		t.Fatalf("NewSimulator: %v", err)
	}
	return s
}
