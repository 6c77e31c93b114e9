package api_test

import (
	"bytes"
	"context"
	"net/http"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/payout"
	"cerebro/models/refund"
	"cerebro/models/session"
	"cerebro/rules"
)

// Receipts and statements as PDF (issue 34, point 4), read back as text
// with pdftotext (poppler-utils, installed by .ci/run).

// pdfText is a PDF's text laid out as on the page.
func pdfText(t *testing.T, b []byte) string {
	t.Helper()
	require.True(t, bytes.HasPrefix(b, []byte("%PDF-")), "a PDF: %.200s", b)
	cmd := exec.Command("pdftotext", "-layout", "-", "-")
	cmd.Stdin = bytes.NewReader(b)
	out, err := cmd.Output()
	require.NoError(t, err, "pdftotext (apt-get install poppler-utils)")
	return string(out)
}

// lineWith is the first line of text holding label, or "".
func lineWith(text, label string) string {
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, label) {
			return l
		}
	}
	return ""
}

func TestReceiptIsThePaidInvoicesPDFForItsConsulteeAndTheAdmin(t *testing.T) {
	p := storedBooking(t, tomorrow(), models.BookingConfirmed)
	inv := invoiceRow(t, p.invoiceID)
	receipt := path("/invoice/%d/receipt", p.invoiceID)

	res := call(t, "GET", receipt, p.shopper.token, nil)

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "application/pdf", res.Header.Get("Content-Type"))
	assert.Equal(t, `attachment; filename="cerebro-receipt-`+inv.Cref+`.pdf"`, res.Header.Get("Content-Disposition"))
	text := pdfText(t, res.Raw)
	for _, want := range []string{env.cfg.Company.Name, env.cfg.Company.Address, "Registration No.: " + env.cfg.Company.RegistrationNo,
		"Receipt", inv.Cref, "Kamala Silva", "Nimal Perera", "2,500.00 LKR", "Card (PayHere)", p.paymentID} {
		assert.Contains(t, text, want)
	}
	assert.Contains(t, lineWith(text, "Total paid"), "2,500.00 LKR")
	assert.Contains(t, lineWith(text, "Date paid"), time.Now().In(rules.Colombo).Format("2 Jan 2006"))
	assert.NotContains(t, text, "Discount", "no promo code, no discount line")
	assert.NotContains(t, text, "Refunds")

	assert.Equal(t, http.StatusOK, call(t, "GET", receipt, adminToken(t), nil).Status)
	assert.Equal(t, http.StatusForbidden, call(t, "GET", receipt, newShopper(t).token, nil).Status, "someone else's invoice")
	assert.Equal(t, http.StatusForbidden, call(t, "GET", receipt, p.seller.token, nil).Status, "the consultant has no receipt to take")
	assert.Equal(t, http.StatusUnauthorized, call(t, "GET", receipt, "", nil).Status)
	assert.Equal(t, http.StatusNotFound, call(t, "GET", path("/invoice/%d/receipt", p.invoiceID+999999), adminToken(t), nil).Status)

	// Refunded since: still a receipt, with the refund.
	price := slotPrice
	r := refund.Refund{BookingID: &p.bookingID, InvoiceID: p.invoiceID, Cause: models.CauseTechnicalFault,
		Status: models.RefundApproved, Method: string(models.PayOnline), RequestedAmount: slotPrice, Amount: &price}
	require.NoError(t, env.store.DB.Create(&r).Error)
	require.NoError(t, env.stores.Gateway.MarkRefundPaid(context.Background(), r.ID, "rf-receipt", time.Now()))
	res = call(t, "GET", receipt, p.shopper.token, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	refunds := pdfText(t, res.Raw)
	assert.Contains(t, refunds, "Refunds")
	assert.Regexp(t, `Paid\s+2,500.00 LKR`, refunds, "the refund's status and amount")
}

func TestReceiptOfAnUnpaidInvoiceIsRefused(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	invoiceID, _ := mustBook(t, shopper, "ONLINE", seller.id, openSlots(t, seller.id, tomorrow(), 1)...)

	res := call(t, "GET", path("/invoice/%d/receipt", invoiceID), shopper.token, nil)

	assert.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	assert.Equal(t, "documents.invoice_not_paid", res.Body["code"])
}

func TestReceiptIsInTheReadersLanguage(t *testing.T) {
	for _, lang := range []string{rules.Sinhala, rules.Tamil} {
		p := storedBookingWith(t, newShopperIn(t, lang, "Asia/Colombo"), newSeller(t), tomorrow(), models.BookingConfirmed)

		res := call(t, "GET", path("/invoice/%d/receipt", p.invoiceID), p.shopper.token, nil)

		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		font := map[string]string{rules.Sinhala: "NotoSansSinhala", rules.Tamil: "NotoSansTamil"}[lang]
		assert.Contains(t, string(res.Raw), font, "%s: set in its script's font", lang)
		text := pdfText(t, res.Raw)
		assert.Contains(t, text, invoiceRow(t, p.invoiceID).Cref)
		assert.Contains(t, text, "2,500.00", "%s: the amount", lang)
		assert.NotContains(t, text, "Total paid", "%s: no English label", lang)
	}
}

// A consultant's month in Colombo time: a session at the month's first
// minute counts, one half an hour before it belongs to the month before; a
// session cancelled by the consultant is penalised and refunded; a payout
// is paid. The statement's figures are the ledger's.
func TestStatementTotalsAreTheLedgersForAColomboMonth(t *testing.T) {
	ctx := context.Background()
	shopper, seller := newShopper(t), newSeller(t)
	now := time.Now().In(rules.Colombo)
	month := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, rules.Colombo)
	before := storedBookingWith(t, shopper, seller, month.Add(-30*time.Minute).UTC(), models.BookingCompleted)
	first := storedBookingWith(t, shopper, seller, month.UTC(), models.BookingCompleted)
	cancelled := storedBookingWith(t, shopper, seller, month.Add(2*time.Hour).UTC(), models.BookingConfirmed)
	_, err := env.stores.Session.CancelBooking(ctx, session.Cancellation{BookingID: cancelled.bookingID,
		By: models.CancelledByConsultant, Penalty: models.PenaltyCancelled,
		Refund: &refund.Opening{Cause: models.CauseConsultantCancel, Status: models.RefundApproved, Requested: slotPrice, Amount: slotPrice}})
	require.NoError(t, err)
	require.NoError(t, env.stores.Gateway.MarkRefundPaid(ctx, refundOfBooking(t, cancelled.bookingID).ID, "rf-statement", time.Now()))
	paidOut := payOut(t, seller.id, before, month.AddDate(0, -1, 0), month)

	res := call(t, "GET", path("/consultant/statement?month=%s", month.Format("2006-01")), seller.token, nil)

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "application/pdf", res.Header.Get("Content-Type"))
	assert.Equal(t, `attachment; filename="cerebro-statement-`+month.Format("2006-01")+`.pdf"`, res.Header.Get("Content-Disposition"))
	text := pdfText(t, res.Raw)
	ledger := func(kind string, ids ...int64) int64 {
		var sum int64
		require.NoError(t, env.store.DB.Raw(`SELECT COALESCE(sum(amount), 0) FROM ledger_entries
			WHERE kind = ? AND account = 'consultant_payable' AND booking_id IN ?`, kind, ids).Scan(&sum).Error)
		return sum
	}
	share := -ledger("PAYMENT_CAPTURED", first.bookingID)
	penalty := ledger("PENALTY", cancelled.bookingID)
	refundShare := ledger("REFUND_PAID", cancelled.bookingID)
	payouts := ledger("PAYOUT", before.bookingID)
	require.EqualValues(t, 175000, share)
	require.EqualValues(t, 75000, penalty)
	require.EqualValues(t, 175000, refundShare)
	require.Equal(t, paidOut, payouts)

	earnings := call(t, "GET", path("/consultant/earnings?consultantId=%d&startDate=%s&endDate=%s", seller.id,
		rules.ColomboDate(month), rules.ColomboDate(month.AddDate(0, 1, -1))), seller.token, nil)
	require.Equal(t, http.StatusOK, earnings.Status, "%s", earnings.Raw)
	assert.EqualValues(t, share, earnings.Body["consultantShare"], "the earnings page agrees")
	assert.EqualValues(t, penalty, earnings.Body["penaltyTotal"])

	for label, cents := range map[string]int64{"Earned": slotPrice, "Cerebro share": -(slotPrice - share), "Your share ": share,
		"Penalties ": -penalty, "Your share less penalties": share - penalty, "Your share taken back": -refundShare, "Payouts ": payouts} {
		assert.Contains(t, lineWith(text, label), rules.FormatLKR(cents), "%s in:\n%s", label, text)
	}
	assert.Contains(t, text, "Kamala Silva")
	assert.Contains(t, text, "BOC-STATEMENT-1", "the payout's reference")
	assert.Contains(t, text, "You cancelled the session")

	previous := call(t, "GET", path("/consultant/statement?month=%s", month.AddDate(0, -1, 0).Format("2006-01")), seller.token, nil)
	require.Equal(t, http.StatusOK, previous.Status, "%s", previous.Raw)
	prev := pdfText(t, previous.Raw)
	assert.Contains(t, lineWith(prev, "Earned"), rules.FormatLKR(slotPrice), "half an hour before the month is the month before")
	assert.Contains(t, lineWith(prev, "Payouts "), rules.FormatLKR(0), "paid this month, not then")
}

func TestStatementIsTheConsultantsOrTheAdmins(t *testing.T) {
	seller := newSeller(t)
	own := path("/consultant/statement?month=2026-03")
	named := path("/consultant/statement?month=2026-03&consultantId=%d", seller.id)

	assert.Equal(t, http.StatusOK, call(t, "GET", own, seller.token, nil).Status)
	assert.Equal(t, http.StatusOK, call(t, "GET", named, seller.token, nil).Status)
	assert.Equal(t, http.StatusOK, call(t, "GET", named, adminToken(t), nil).Status)
	required := call(t, "GET", own, adminToken(t), nil)
	assert.Equal(t, http.StatusBadRequest, required.Status)
	assert.Equal(t, "documents.consultant_required", required.Body["code"])
	assert.Equal(t, http.StatusForbidden, call(t, "GET", named, newSeller(t).token, nil).Status)
	assert.Equal(t, http.StatusForbidden, call(t, "GET", own, newShopper(t).token, nil).Status)
	for _, month := range []string{"", "2026-13", "2026-3", "March", "2026-03-01"} {
		res := call(t, "GET", path("/consultant/statement?month=%s", month), seller.token, nil)
		assert.Equal(t, http.StatusBadRequest, res.Status, "%q", month)
		assert.Equal(t, "documents.bad_month", res.Body["code"], "%q", month)
		assert.Contains(t, res.message(), "month", "%q: the message names the parameter", month)
	}
}

// payOut pays the consultant their share of a completed booking in a payout
// of the period [start, end), marked paid by the admin through the API (so
// the ledger records it); it returns the amount.
func payOut(t *testing.T, consultantID int64, b paid, start, end time.Time) int64 {
	t.Helper()
	_, share := rules.SplitCommission(slotPrice)
	p := payout.ConsultantPayout{ConsultantID: consultantID, PeriodStart: start.UTC(), PeriodEnd: end.UTC(), Amount: share,
		Status: payout.Pending, AccountName: "Nimal Perera", Bank: "BOC", Branch: "Colombo", Account: "123"}
	require.NoError(t, env.store.DB.Omit("Consultant").Create(&p).Error)
	require.NoError(t, env.store.DB.Create(&payout.PayoutItem{PayoutID: p.ID, Kind: payout.ItemBooking, RefID: b.bookingID,
		InvoiceID: b.invoiceID, Amount: share}).Error)
	res := call(t, "PUT", path("/payouts/%d/paid", p.ID), adminToken(t), map[string]any{"reference": "BOC-STATEMENT-1"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	return share
}
