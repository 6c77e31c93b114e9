package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/rules"
	"cerebro/workflows"
)

// Promo codes (issue 34, point 6): the admin's codes, their refusals at
// checkout, the arithmetic (the platform bears the discount), refunds of
// what was paid, and the limits under concurrent checkouts.

// Only the admin passes the role gate of the promo code routes.
var _ = addAccess(map[string]string{
	"POST /api/v1/promoCodes": adminOnly,
	"GET /api/v1/promoCodes":  adminOnly,
})

var promoSeq atomic.Int64

// promoName is a code no other test uses.
func promoName(prefix string) string {
	return fmt.Sprintf("%s%d%d", prefix, time.Now().UnixNano()%1_000_000, promoSeq.Add(1))
}

// newPromo creates a code valid today with the fields given, and returns
// its code.
func newPromo(t testing.TB, fields map[string]any) string {
	t.Helper()
	body := map[string]any{"code": promoName("P"), "validFrom": rules.ColomboDate(time.Now().Add(-24 * time.Hour)),
		"validTo": rules.ColomboDate(time.Now().Add(24 * time.Hour))}
	for k, v := range fields {
		body[k] = v
	}
	res := call(t, "POST", "/api/v1/promoCodes", adminToken(t), body)
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	return res.Body["code"].(string)
}

// bookWithPromo posts a booking of the slots with a promo code.
func bookWithPromo(t testing.TB, who party, method, code string, consultantID int64, slotIDs ...int64) response {
	t.Helper()
	return call(t, "POST", "/api/v1/booking?paymentMethod="+method+"&promoCode="+code, who.token, bookingBody(who, consultantID, slotIDs))
}

func TestAdminCreatesPromoCodesAndEachMistakeIsNamed(t *testing.T) {
	admin := adminToken(t)
	code := promoName("LAUNCH")
	res := call(t, "POST", "/api/v1/promoCodes", admin, map[string]any{"code": code, "percentOff": 10,
		"validFrom": "2026-01-01", "validTo": "2026-12-31", "maxUses": 100, "maxUsesPerPerson": 1,
		"firstBookingOnly": true, "categoryIds": []int64{1}})
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	assert.Equal(t, code, res.Body["code"])
	assert.EqualValues(t, 10, res.Body["percentOff"])
	assert.Nil(t, res.Body["amountOff"])
	assert.Equal(t, "2026-12-31", res.Body["validTo"])
	assert.EqualValues(t, 0, res.Body["uses"])

	valid := map[string]any{"code": promoName("X"), "amountOff": 50000, "validFrom": "2026-01-01", "validTo": "2026-01-31"}
	with := func(k string, v any) map[string]any {
		b := map[string]any{}
		for kk, vv := range valid {
			b[kk] = vv
		}
		if v == nil {
			delete(b, k)
		} else {
			b[k] = v
		}
		return b
	}
	for _, c := range []struct {
		name   string
		body   map[string]any
		status int
		code   string
		field  string
	}{
		{"both discounts", with("percentOff", 10), 400, "promo.discount_both", "percentOff"},
		{"no discount", with("amountOff", nil), 400, "promo.discount_missing", "percentOff"},
		{"percent 0", with("amountOff", nil), 400, "", ""}, // replaced below
		{"amount 0", with("amountOff", 0), 400, "promo.amount_range", "amountOff"},
		{"dates reversed", with("validTo", "2025-12-31"), 400, "promo.dates_order", "validTo"},
		{"not a date", with("validFrom", "01/01/2026"), 400, "promo.date_format", "validFrom"},
		{"bad code", with("code", "a b"), 400, "promo.code_format", "code"},
		{"negative uses", with("maxUses", -1), 400, "promo.uses_negative", "maxUses"},
		{"unknown category", with("categoryIds", []int64{987654}), 400, "promo.category_unknown", "categoryIds"},
		{"taken in another case", with("code", lower(code)), 409, "promo.code_taken", "code"},
	} {
		if c.name == "percent 0" {
			for _, pct := range []int{0, 101} {
				b := with("amountOff", nil)
				b["percentOff"] = pct
				res := call(t, "POST", "/api/v1/promoCodes", admin, b)
				assert.Equal(t, http.StatusBadRequest, res.Status, "percent %d: %s", pct, res.Raw)
				assert.Equal(t, "promo.percent_range", res.Body["code"], "percent %d", pct)
			}
			continue
		}
		res := call(t, "POST", "/api/v1/promoCodes", admin, c.body)
		assert.Equal(t, c.status, res.Status, "%s: %s", c.name, res.Raw)
		assert.Equal(t, c.code, res.Body["code"], c.name)
		assert.Contains(t, string(res.Raw), `"`+c.field+`"`, "%s names the field", c.name)
	}

	list := call(t, "GET", "/api/v1/promoCodes", admin, nil)
	require.Equal(t, http.StatusOK, list.Status, "%s", list.Raw)
	assert.Contains(t, string(list.Raw), `"code":"`+code+`"`)
}

func lower(s string) string {
	out := []byte(s)
	for i, c := range out {
		if c >= 'A' && c <= 'Z' {
			out[i] = c + 'a' - 'A'
		}
	}
	return string(out)
}

func TestABadSpentExpiredOrInapplicableCodeHoldsNothing(t *testing.T) {
	seller := newSeller(t)
	yesterday, tomorrowDate := rules.ColomboDate(time.Now().Add(-24*time.Hour)), rules.ColomboDate(time.Now().Add(48*time.Hour))
	expired := newPromo(t, map[string]any{"percentOff": 10, "validFrom": "2025-01-01", "validTo": "2025-01-31"})
	future := newPromo(t, map[string]any{"percentOff": 10, "validFrom": tomorrowDate, "validTo": tomorrowDate})
	otherCategory := newPromo(t, map[string]any{"percentOff": 10, "categoryIds": []int64{2}})
	first := newPromo(t, map[string]any{"percentOff": 10, "firstBookingOnly": true})
	once := newPromo(t, map[string]any{"percentOff": 10, "maxUsesPerPerson": 1, "validFrom": yesterday})

	regular := newShopper(t)
	mustBook(t, regular, "ONLINE", seller.id, openSlots(t, seller.id, tomorrow(), 1)...)
	require.Equal(t, http.StatusOK, bookWithPromo(t, regular, "ONLINE", once, seller.id, openSlots(t, seller.id, tomorrow().Add(2*time.Hour), 1)...).Status)

	for i, c := range []struct {
		name, code, want string
		who              party
	}{
		{"unknown", "NOSUCHCODE", "promo.unknown", newShopper(t)},
		{"expired", expired, "promo.expired", newShopper(t)},
		{"not yet valid", future, "promo.not_yet_valid", newShopper(t)},
		{"another category", otherCategory, "promo.category_not_applicable", newShopper(t)},
		{"first booking only", first, "promo.first_booking_only", regular},
		{"used up by this person", once, "promo.spent_for_you", regular},
	} {
		slots := openSlots(t, seller.id, tomorrow().Add(time.Duration(10+i)*time.Hour), 1)
		res := bookWithPromo(t, c.who, "ONLINE", c.code, seller.id, slots...)
		assert.Equal(t, http.StatusBadRequest, res.Status, "%s: %s", c.name, res.Raw)
		assert.Equal(t, c.want, res.Body["code"], c.name)
		assert.Equal(t, []models.SlotStatus{models.SlotAvailable}, slotStatuses(t, slots), "%s holds nothing", c.name)
		// The slot stays free for the next case.
	}
	// A code checked fine at first but refused by the reservation (the
	// hold's own check) also holds nothing: first booking only, with a
	// booking made between.
	newcomer := newShopper(t)
	res := bookWithPromo(t, newcomer, "ONLINE", first, seller.id, openSlots(t, seller.id, tomorrow().Add(6*time.Hour), 1)...)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, http.StatusBadRequest, bookWithPromo(t, newcomer, "ONLINE", first, seller.id, openSlots(t, seller.id, tomorrow().Add(7*time.Hour), 1)...).Status)
}

func quote(t testing.TB, who party, code string, consultantID int64, slotIDs ...int64) response {
	t.Helper()
	return call(t, "POST", "/api/v1/booking/quote?promoCode="+code, who.token, bookingBody(who, consultantID, slotIDs))
}

// Before confirming, the booking dialog asks what the booking would cost
// with the code: the full price, the discount and what is left to pay, as
// the booking then charges it; the quote holds nothing and uses no code,
// and refuses a code as the booking would.
func TestAQuoteShowsWhatABookingWithACodeCostsAndHoldsNothing(t *testing.T) {
	code := newPromo(t, map[string]any{"percentOff": 10, "maxUses": 1})
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 2)

	res := quote(t, shopper, lower(code), seller.id, slots...)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, map[string]any{"fullAmount": float64(2 * slotPrice), "discountCents": float64(2 * slotPrice / 10),
		"totalAmount": float64(2*slotPrice - 2*slotPrice/10), "promoCode": code}, res.Body)
	assert.Equal(t, []models.SlotStatus{models.SlotAvailable, models.SlotAvailable}, slotStatuses(t, slots), "nothing held")
	assert.Equal(t, 0, usesOf(t, code), "no use of the code")

	res = quote(t, shopper, "", seller.id, slots...)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, float64(2*slotPrice), res.Body["totalAmount"], "no code, no discount")
	assert.Equal(t, float64(0), res.Body["discountCents"])

	booked := bookWithPromo(t, shopper, "ONLINE", code, seller.id, slots...)
	require.Equal(t, http.StatusOK, booked.Status, "%s", booked.Raw)
	assert.Equal(t, float64(2*slotPrice-2*slotPrice/10), booked.Body["totalAmount"], "the booking charges what the quote said")

	other := newShopper(t)
	more := openSlots(t, seller.id, tomorrow().Add(3*time.Hour), 1)
	res = quote(t, other, code, seller.id, more...)
	assert.Equal(t, http.StatusBadRequest, res.Status, "%s", res.Raw)
	assert.Equal(t, "promo.spent", res.Body["code"], "refused as the booking would")
	res = quote(t, other, "NOSUCHCODE", seller.id, more...)
	assert.Equal(t, "promo.unknown", res.Body["code"])
	res = quote(t, other, "", seller.id, slots...)
	assert.Equal(t, http.StatusConflict, res.Status, "a slot held by someone else: %s", res.Raw)
	assert.Equal(t, "checkout.slot_unavailable", res.Body["code"])
	res = call(t, "POST", "/api/v1/booking/quote", other.token, bookingBody(shopper, seller.id, more))
	assert.Equal(t, "checkout.book_for_yourself", res.Body["code"], "a quote for someone else: %s", res.Raw)
}

func TestThePlatformBearsTheDiscountAndTheLedgerBalances(t *testing.T) {
	code := newPromo(t, map[string]any{"percentOff": 10})
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 2)

	res := bookWithPromo(t, shopper, "ONLINE", lower(code), seller.id, slots...)

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.EqualValues(t, 450000, res.Body["totalAmount"], "the booking answers what is left to pay")
	assert.EqualValues(t, 50000, res.Body["discountCents"])
	invoiceID := int64(res.Body["invoiceId"].(float64))
	inv := invoiceRow(t, invoiceID)
	assert.Equal(t, int64(450000), inv.TotalAmount, "10% off LKR 5,000.00")
	assert.Equal(t, int64(50000), inv.DiscountCents)
	assert.Equal(t, code, inv.PromoCode, "the code as created, whatever case it was typed in")
	assert.Equal(t, int64(150000), inv.PlatformAmount, "30% of the full price")
	assert.Equal(t, int64(350000), inv.ConsultantAmount, "the consultant's 70% is of the full price")
	var parts []int64
	require.NoError(t, env.store.DB.Raw(`SELECT discount_cents FROM bookings WHERE invoice_id = ? ORDER BY id`, invoiceID).Scan(&parts).Error)
	assert.Equal(t, []int64{25000, 25000}, parts)

	paymentID := fmt.Sprintf("47%010d", invoiceID)
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, paymentID, 2)))
	awaitInvoice(t, invoiceID, models.InvoicePaid, 10*time.Second)

	var lines []struct {
		Account string
		Amount  int64
	}
	require.NoError(t, env.store.DB.Raw(`SELECT account, sum(amount) AS amount FROM ledger_entries WHERE invoice_id = ? AND kind = 'PAYMENT_CAPTURED'
		GROUP BY account ORDER BY account`, invoiceID).Scan(&lines).Error)
	assert.Equal(t, []struct {
		Account string
		Amount  int64
	}{{"cash", 450000}, {"consultant_payable", -350000}, {"platform_revenue", -150000}, {"promo_discounts", 50000}}, lines)
	problems, err := env.stores.Ledger.Problems(context.Background())
	require.NoError(t, err)
	assert.Empty(t, problems)

	view := call(t, "GET", fmt.Sprintf("/api/v1/invoice/%d", invoiceID), shopper.token, nil)
	require.Equal(t, http.StatusOK, view.Status, "%s", view.Raw)
	assert.EqualValues(t, 50000, view.Body["discountCents"])
	assert.Equal(t, code, view.Body["promoCode"])
	assert.EqualValues(t, 450000, view.Body["totalAmount"])
	assert.Equal(t, 1, usesOf(t, code))

	receipt := call(t, "GET", fmt.Sprintf("/api/v1/invoice/%d/receipt", invoiceID), shopper.token, nil)
	require.Equal(t, http.StatusOK, receipt.Status, "%s", receipt.Raw)
	text := pdfText(t, receipt.Raw)
	assert.Contains(t, lineWith(text, "Discount"), "500.00 LKR", "the receipt shows the discount")
	assert.Contains(t, text, code, "and the code")
	assert.Contains(t, lineWith(text, "Total paid"), "4,500.00 LKR")
	var status string
	require.NoError(t, env.store.DB.Raw(`SELECT status FROM promo_redemptions WHERE invoice_id = ?`, invoiceID).Scan(&status).Error)
	assert.Equal(t, "USED", status)
}

// usesOf is the admin list's count of a code's uses.
func usesOf(t testing.TB, code string) int {
	t.Helper()
	var list []struct {
		Code string
		Uses int
	}
	res := call(t, "GET", "/api/v1/promoCodes", adminToken(t), nil)
	require.Equal(t, http.StatusOK, res.Status)
	require.NoError(t, json.Unmarshal(res.Raw, &list))
	for _, p := range list {
		if p.Code == code {
			return p.Uses
		}
	}
	t.Fatalf("code %s not listed", code)
	return 0
}

func TestARefundOfADiscountedBookingReturnsWhatWasPaid(t *testing.T) {
	code := newPromo(t, map[string]any{"amountOff": 100000})
	shopper, seller := newShopper(t), newSeller(t)
	slot := openSlots(t, seller.id, tomorrow(), 1)[0]
	res := bookWithPromo(t, shopper, "ONLINE", code, seller.id, slot)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	invoiceID := int64(res.Body["invoiceId"].(float64))
	bookingID := int64(res.Body["bookingId"].([]any)[0].(float64))
	inv := invoiceRow(t, invoiceID)
	require.Equal(t, int64(150000), inv.TotalAmount, "LKR 1,000.00 off LKR 2,500.00")
	paymentID := fmt.Sprintf("48%010d", invoiceID)
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, paymentID, 2)))
	awaitInvoice(t, invoiceID, models.InvoicePaid, 10*time.Second)
	p := paid{shopper: shopper, seller: seller, slotID: slot, invoiceID: invoiceID, bookingID: bookingID, paymentID: paymentID}
	require.Eventually(t, func() bool { return cancel(t, p, shopper.token).Status == http.StatusOK }, 10*time.Second, 200*time.Millisecond)

	require.Eventually(t, func() bool { return len(refundsOf(t, paymentID)) == 1 }, 15*time.Second, 100*time.Millisecond)
	assert.Equal(t, int64(150000), refundsOf(t, paymentID)[0].AmountCents, "the gateway gives back what was paid, not the price")
	require.Eventually(t, func() bool { return refundOfBooking(t, bookingID).Status == models.RefundPaid }, 10*time.Second, 100*time.Millisecond)
	assert.Equal(t, int64(150000), *refundOfBooking(t, bookingID).Amount)

	var lines []struct {
		Account string
		Amount  int64
	}
	require.NoError(t, env.store.DB.Raw(`SELECT account, sum(amount) AS amount FROM ledger_entries WHERE invoice_id = ?
		GROUP BY account ORDER BY account`, invoiceID).Scan(&lines).Error)
	for _, l := range lines {
		assert.Zero(t, l.Amount, "account %s settles to nothing once the booking is given back in full", l.Account)
	}
	problems, err := env.stores.Ledger.Problems(context.Background())
	require.NoError(t, err)
	assert.Empty(t, problems)
}

func TestTwentyCheckoutsAtOnceUseACodeOfThreeUsesThreeTimes(t *testing.T) {
	code := newPromo(t, map[string]any{"percentOff": 20, "maxUses": 3})
	seller := newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 20)
	shoppers := make([]party, 20)
	for i := range shoppers {
		shoppers[i] = newShopper(t)
	}
	results := make([]response, 20)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range shoppers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			results[i] = bookWithPromo(t, shoppers[i], "ONLINE", code, seller.id, slots[i])
		}()
	}
	close(start)
	wg.Wait()

	won, spent := 0, 0
	for _, r := range results {
		switch {
		case r.Status == http.StatusOK:
			won++
		case r.Status == http.StatusBadRequest && r.Body["code"] == "promo.spent":
			spent++
		default:
			t.Errorf("unexpected answer %d %s", r.Status, r.Raw)
		}
	}
	assert.Equal(t, 3, won)
	assert.Equal(t, 17, spent)
	assert.Equal(t, 3, usesOf(t, code))
	var held int64
	require.NoError(t, env.store.DB.Raw(`SELECT count(*) FROM cerebroslots WHERE id IN ? AND status = ?`, slots, models.SlotHeld).Scan(&held).Error)
	assert.Equal(t, int64(3), held, "only the three checkouts that got the code hold a slot")
}

func TestACancelledInvoiceGivesItsUseBack(t *testing.T) {
	code := newPromo(t, map[string]any{"percentOff": 50, "maxUses": 1})
	seller := newSeller(t)
	first, second := newShopper(t), newShopper(t)
	res := bookWithPromo(t, first, "ONLINE", code, seller.id, openSlots(t, seller.id, tomorrow(), 1)...)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	invoiceID := int64(res.Body["invoiceId"].(float64))
	refused := bookWithPromo(t, second, "ONLINE", code, seller.id, openSlots(t, seller.id, tomorrow().Add(time.Hour), 1)...)
	require.Equal(t, http.StatusBadRequest, refused.Status, "%s", refused.Raw)
	assert.Equal(t, "promo.spent", refused.Body["code"])

	cancelled := call(t, "DELETE", fmt.Sprintf("/api/v1/invoice/%d", invoiceID), first.token, nil)
	require.Contains(t, []int{http.StatusOK, http.StatusAccepted}, cancelled.Status, "%s", cancelled.Raw)
	awaitInvoice(t, invoiceID, models.InvoiceFailed, 10*time.Second)
	assert.Equal(t, 0, usesOf(t, code), "a failed invoice's use no longer counts")

	again := bookWithPromo(t, second, "ONLINE", code, seller.id, openSlots(t, seller.id, tomorrow().Add(2*time.Hour), 1)...)
	require.Equal(t, http.StatusOK, again.Status, "%s", again.Raw)
	assert.Equal(t, int64(125000), invoiceRow(t, int64(again.Body["invoiceId"].(float64))).TotalAmount)
}

// recordPromoCheckout records a checkout started with a promo code
// (docs/versioning.md, gates by input), paid by card.
func recordPromoCheckout(t *testing.T, rec *recorder) {
	code := newPromo(t, map[string]any{"percentOff": 10})
	shopper, seller := newShopper(t), newSeller(t)
	res := bookWithPromo(t, shopper, "ONLINE", code, seller.id, openSlots(t, seller.id, tomorrow(), 1)...)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	invoiceID := int64(res.Body["invoiceId"].(float64))
	inv := invoiceRow(t, invoiceID)
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, fmt.Sprintf("49%010d", invoiceID), 2)))
	awaitInvoice(t, invoiceID, models.InvoicePaid, 10*time.Second)
	awaitClosed(t, workflows.CheckoutWorkflowID(invoiceID))
	rec.save(t, "checkout-online-paid-with-promo", workflows.CheckoutWorkflowID(invoiceID))
}

// A discounted booking moved to a cheaper slot, then cancelled: the
// difference and the cancellation together return what was paid, never
// more; the booking keeps its discount.
func TestADiscountedBookingMovedAndCancelledReturnsWhatWasPaid(t *testing.T) {
	code := newPromo(t, map[string]any{"amountOff": 100000})
	shopper, seller := newShopper(t), newSeller(t)
	slot := openSlots(t, seller.id, tomorrow().Add(24*time.Hour), 1)[0]
	res := bookWithPromo(t, shopper, "ONLINE", code, seller.id, slot)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	invoiceID := int64(res.Body["invoiceId"].(float64))
	bookingID := int64(res.Body["bookingId"].([]any)[0].(float64))
	inv := invoiceRow(t, invoiceID)
	require.Equal(t, int64(150000), inv.TotalAmount)
	paymentID := fmt.Sprintf("46%010d", invoiceID)
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, paymentID, 2)))
	awaitInvoice(t, invoiceID, models.InvoicePaid, 10*time.Second)
	p := paid{shopper: shopper, seller: seller, slotID: slot, invoiceID: invoiceID, bookingID: bookingID, paymentID: paymentID}
	cheaper := pricedSlot(t, seller.id, tomorrow().Add(48*time.Hour), slotPrice-50000)

	var moved response
	require.Eventually(t, func() bool {
		moved = reschedule(t, shopper.token, bookingID, map[string]any{"cerebroslotId": cheaper})
		return moved.Status == http.StatusOK
	}, 10*time.Second, 200*time.Millisecond, "%s", moved.Raw)
	assert.EqualValues(t, 50000, moved.Body["refundedCents"], "the same difference: the discount stays with the booking")

	cancelled := cancel(t, p, shopper.token)
	require.Equal(t, http.StatusOK, cancelled.Status, "%s", cancelled.Raw)
	own := refundOfBooking(t, bookingID)
	require.NotNil(t, own.Amount)
	assert.Equal(t, int64(100000), *own.Amount, "the new price less the discount")
	assert.EqualValues(t, 100000, cancelled.Body["refund"].(map[string]any)["amount"], "the answer says what goes back")
	var total int64
	for _, r := range refundRows(t, bookingID) {
		require.NotNil(t, r.Amount)
		total += *r.Amount
	}
	assert.Equal(t, inv.TotalAmount, total, "together what was paid")
}
