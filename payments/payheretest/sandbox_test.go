package payheretest_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/payments"
	"cerebro/payments/payheretest"
)

// The stand-in answers Cerebro's own PayHere client (sandbox mode) as the
// real sandbox does: a checkout signed by the merchant is paid with a test
// card, the signed notification verifies, the Retrieval API lists the
// payment, and the Refund API refunds it once.
func TestSandboxSpeaksPayHeresProtocolToTheGateway(t *testing.T) {
	var notes []url.Values
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		require.NoError(t, r.ParseForm())
		notes = append(notes, r.PostForm)
	}))
	defer site.Close()
	sb := &payheretest.Sandbox{MerchantID: "1221149", MerchantSecret: "secret", AppID: "app", AppSecret: "app-secret"}
	host := httptest.NewServer(sb.Handler())
	defer host.Close()
	gw, err := payments.New(payments.Config{Mode: payments.ModeSandbox, MerchantID: "1221149", MerchantSecret: "secret",
		AppID: "app", AppSecret: "app-secret", BaseURL: host.URL})
	require.NoError(t, err)

	co, err := gw.Checkout(payments.Order{OrderID: "INV-7", Items: "1 slot", AmountCents: 250000, Currency: "LKR",
		FirstName: "Nimal", LastName: "Silva", Email: "n@example.lk", Phone: "0771234567", Address: "1 Galle Rd",
		City: "Colombo", Country: "Sri Lanka", ReturnURL: site.URL + "/paid", CancelURL: site.URL + "/cancelled",
		NotifyURL: site.URL + "/api/v1/payments/notify"})
	require.NoError(t, err)
	back := pay(t, co, "4916217501611292")
	assert.Equal(t, site.URL+"/paid", back)

	require.Len(t, notes, 1)
	n, err := gw.VerifyNotification(notes[0])
	require.NoError(t, err, "the notification is signed with the merchant secret")
	assert.Equal(t, "INV-7", n.OrderID)
	found, err := gw.Retrieve(context.Background(), "INV-7")
	require.NoError(t, err)
	require.Len(t, found, 1)
	assert.True(t, found[0].Received())
	assert.Equal(t, int64(250000), found[0].AmountCents)
	assert.Equal(t, "Sandbox Tester", found[0].CardHolder, "the name on the card, for the admin's transfer check")
	assert.Equal(t, "4916********1292", found[0].CardNo)

	_, err = gw.Refund(context.Background(), found[0].PaymentID, 250000, "r-1", "cancelled")
	require.NoError(t, err)
	found, err = gw.Retrieve(context.Background(), "INV-7")
	require.NoError(t, err)
	assert.Equal(t, payments.RetrievedRefunded, found[0].Status)
	_, err = gw.Refund(context.Background(), found[0].PaymentID, 250000, "r-2", "again")
	assert.ErrorIs(t, err, payments.ErrRefundRefused, "a payment is refunded once")

	sb.ChargeBack(found[0].PaymentID)
	found, err = gw.Retrieve(context.Background(), "INV-7")
	require.NoError(t, err)
	assert.Equal(t, payments.RetrievedChargebacked, found[0].Status, "a chargeback as the Retrieval API reports it")
}

// A checkout whose hash is not the merchant's is refused, and a declined
// test card notifies a failure and sends the customer to cancel_url.
func TestSandboxRefusesForgedCheckoutsAndDeclinesTheDeclinedCard(t *testing.T) {
	var codes []string
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		codes = append(codes, r.PostFormValue("status_code"))
	}))
	defer site.Close()
	sb := &payheretest.Sandbox{MerchantID: "1221149", MerchantSecret: "secret"}
	host := httptest.NewServer(sb.Handler())
	defer host.Close()
	forged, err := payments.New(payments.Config{Mode: payments.ModeSandbox, MerchantID: "1221149", MerchantSecret: "guess", BaseURL: host.URL})
	require.NoError(t, err)
	order := payments.Order{OrderID: "INV-8", Items: "1 slot", AmountCents: 100, Currency: "LKR", FirstName: "A", LastName: "B",
		Email: "a@b.lk", Phone: "0771234567", Address: "x", City: "y", Country: "Sri Lanka", ReturnURL: site.URL + "/paid",
		CancelURL: site.URL + "/cancelled", NotifyURL: site.URL + "/notify"}
	co, err := forged.Checkout(order)
	require.NoError(t, err)
	res, err := http.PostForm(co.Action, form(co))
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusUnauthorized, res.StatusCode)

	signed, err := payments.New(payments.Config{Mode: payments.ModeSandbox, MerchantID: "1221149", MerchantSecret: "secret", BaseURL: host.URL})
	require.NoError(t, err)
	co, err = signed.Checkout(order)
	require.NoError(t, err)
	assert.Equal(t, site.URL+"/cancelled", pay(t, co, "4024007194349121"))
	assert.Equal(t, []string{"-2"}, codes)
	assert.Empty(t, sb.Payments(), "nothing taken")
}

// pay posts the checkout form and pays on the sandbox's page with card,
// returning where the browser is sent back.
func pay(t *testing.T, co payments.Checkout, card string) string {
	t.Helper()
	res, err := http.PostForm(co.Action, form(co))
	require.NoError(t, err)
	page, _ := io.ReadAll(res.Body)
	res.Body.Close()
	require.Equal(t, http.StatusOK, res.StatusCode, "%s", page)
	token := regexp.MustCompile(`name="checkout" value="([0-9a-f]+)"`).FindSubmatch(page)
	require.NotNil(t, token, "%s", page)
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	cardURL := strings.TrimSuffix(co.Action, "/pay/checkout") + "/pay/card"
	res, err = client.PostForm(cardURL, url.Values{"checkout": {string(token[1])}, "card_no": {card}})
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusFound, res.StatusCode)
	return res.Header.Get("Location")
}

func form(co payments.Checkout) url.Values {
	v := url.Values{}
	for k, f := range co.Fields {
		v.Set(k, f)
	}
	return v
}
