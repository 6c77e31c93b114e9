package ledger_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/models/gateway"
	"cerebro/models/ledger"
	"cerebro/models/refund"
	"cerebro/rules"
)

// balances sums the ledger's lines by account, for one booking (bookingID)
// or one invoice (invoiceID), whichever is given.
func (f *fixture) balances(t *testing.T, column string, id int64) map[string]int64 {
	t.Helper()
	var rows []struct {
		Account string
		Sum     int64
	}
	require.NoError(t, f.Store.DB.Raw(`SELECT account, sum(amount) AS sum FROM ledger_entries WHERE `+column+` = ?
		GROUP BY account`, id).Scan(&rows).Error)
	out := map[string]int64{}
	for _, r := range rows {
		out[r.Account] = r.Sum
	}
	return out
}

// kindsOf lists an invoice's ledger kinds in the order written, once each.
func (f *fixture) kindsOf(t *testing.T, invoiceID int64) []ledger.Kind {
	t.Helper()
	entries, err := f.areas().Ledger.OfInvoice(context.Background(), invoiceID)
	require.NoError(t, err)
	var out []ledger.Kind
	for _, e := range entries {
		if len(out) == 0 || out[len(out)-1] != e.Kind {
			out = append(out, e.Kind)
		}
	}
	return out
}

// problemsNamed keeps the LedgerProblems whose check is name.
func (f *fixture) problemsNamed(t *testing.T, name string) []string {
	t.Helper()
	problems, err := f.areas().Ledger.Problems(context.Background())
	require.NoError(t, err)
	var out []string
	for _, p := range problems {
		if strings.HasPrefix(p, name+": ") {
			out = append(out, p)
		}
	}
	return out
}

func (f *fixture) noLedgerProblems(t *testing.T) {
	t.Helper()
	problems, err := f.areas().Ledger.Problems(context.Background())
	require.NoError(t, err)
	assert.Empty(t, problems)
}

// unreviewedSlip releases a slip invoice of slots nobody reviewed before
// the first one: one REQUESTED refund per booking; it returns the refunds.
func (f *fixture) unreviewedSlip(t *testing.T, slots ...models.Slot) []refund.Refund {
	t.Helper()
	ctx := context.Background()
	req := f.ReserveReq(t, time.Hour, slots...)
	req.Method = models.PaySlip
	r, err := checkout.New(f.Store.DB).ReserveSlots(ctx, req)
	require.NoError(t, err)
	_, err = checkout.New(f.Store.DB).ReleaseInvoice(ctx, models.Release{InvoiceID: r.InvoiceID, Reason: string(models.CauseSlipNotReviewed),
		BookingStatus: models.BookingFailed, CancelledBy: models.CancelledBySystem, RefundSlip: true})
	require.NoError(t, err)
	var refunds []refund.Refund
	require.NoError(t, f.Store.DB.Where("invoice_id = ?", r.InvoiceID).Order("id").Find(&refunds).Error)
	require.Len(t, refunds, len(slots))
	return refunds
}

// A slip nobody reviewed may never have been paid: nothing of it is in the
// ledger until the admin confirms the deposit (approves its refund); then
// it is money held and owed back, which the transfer settles — never the
// platform's or the consultant's shares, which were never captured. A
// rejected one stays out of the ledger.
func TestAnUnreviewedSlipEntersTheLedgerOnlyOnceItsDepositIsConfirmed(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	start := time.Now().Add(48 * time.Hour).Truncate(time.Minute).UTC()
	refunds := f.unreviewedSlip(t, f.Priced(t, start, 100005), f.Priced(t, start.Add(time.Hour), 100005))
	invoiceID := refunds[0].InvoiceID
	assert.Empty(t, f.kindsOf(t, invoiceID), "nobody confirmed any money came in")
	f.noLedgerProblems(t)

	kept, _, err := f.areas().Refund.SettleRequest(ctx, refund.Verdict{RefundID: refunds[0].ID, AmountCents: 100005,
		AdminRemark: "Deposit on the statement", DecidedBy: 0})
	require.NoError(t, err)
	require.Equal(t, models.RefundApproved, kept.Status)
	_, _, err = f.areas().Refund.SettleRequest(ctx, refund.Verdict{RefundID: refunds[1].ID, AmountCents: 0,
		AdminRemark: "No such deposit"})
	require.NoError(t, err)
	assert.Equal(t, []ledger.Kind{ledger.DepositConfirmed}, f.kindsOf(t, invoiceID))
	assert.Equal(t, map[string]int64{ledger.AccountCash: 100005, ledger.AccountToReturn: -100005},
		f.balances(t, "booking_id", *refunds[0].BookingID))
	assert.Empty(t, f.balances(t, "booking_id", *refunds[1].BookingID), "rejected: never in the ledger")
	f.noLedgerProblems(t)

	paid, err := f.areas().Refund.MarkTransferred(ctx, refunds[0].ID, 0, "BOC-RET-1")
	require.NoError(t, err)
	require.True(t, paid)
	assert.Equal(t, []ledger.Kind{ledger.DepositConfirmed, ledger.RefundPaid}, f.kindsOf(t, invoiceID))
	assert.Equal(t, map[string]int64{ledger.AccountCash: 0, ledger.AccountToReturn: 0}, f.balances(t, "invoice_id", invoiceID),
		"in and out again; nobody's share moved")
	f.noLedgerProblems(t)
}

// What the ledger used to write for an unreviewed slip — a refund paid as
// reversed shares, with nothing captured, and lines before any deposit was
// confirmed — and a confirmed deposit it never wrote: LedgerProblems names
// each.
func TestLedgerProblemsNameAnUnreviewedSlipPostedWrongly(t *testing.T) {
	f := newFixture(t)
	start := time.Now().Add(48 * time.Hour).Truncate(time.Minute).UTC()
	refunds := f.unreviewedSlip(t, f.Priced(t, start, 100000), f.Priced(t, start.Add(time.Hour), 100000))
	undecided, confirmed := refunds[0], refunds[1]
	// The old REFUND_PAID of a booking refund: the shares reversed.
	require.NoError(t, f.Store.DB.Exec(`INSERT INTO ledger_entries (invoice_id, booking_id, kind, source, account, amount) VALUES
		(?, ?, 'REFUND_PAID', ?, 'platform_revenue', 30000), (?, ?, 'REFUND_PAID', ?, 'consultant_payable', 70000),
		(?, ?, 'REFUND_PAID', ?, 'cash', -100000)`,
		undecided.InvoiceID, undecided.BookingID, "refund-"+itoa(undecided.ID), undecided.InvoiceID, undecided.BookingID,
		"refund-"+itoa(undecided.ID), undecided.InvoiceID, undecided.BookingID, "refund-"+itoa(undecided.ID)).Error)
	require.NoError(t, f.Store.DB.Exec(`UPDATE refunds SET status = ?, amount = 100000 WHERE id = ?`,
		models.RefundApproved, confirmed.ID).Error) // approved behind the ledger's back

	assert.Len(t, f.problemsNamed(t, "unreviewed slip in the ledger before its deposit was confirmed"), 1)
	assert.Len(t, f.problemsNamed(t, "shares reversed that were never captured"), 1)
	assert.Len(t, f.problemsNamed(t, "booking gave back more than it took in"), 1)
	assert.Equal(t, []string{"confirmed slip deposit not in the ledger: refund " + itoa(confirmed.ID) + " of 100000"},
		f.problemsNamed(t, "confirmed slip deposit not in the ledger"))
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// A chargeback takes back what the booking still holds — its capture less
// the refunds already paid — reversing exactly the shares left, once; a
// payment nothing used gives back what was still owed. The ledger then
// holds nothing of the payment, and LedgerProblems finds nothing.
func TestAChargebackTakesBackWhatThePaymentStillHolds(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	start := time.Now().Add(-72 * time.Hour).Truncate(time.Minute).UTC()
	bookingID := f.Session(t, f.Consultee.ID, start, 100005, models.BookingCompleted)
	f.PaidRefund(t, bookingID, 40001)
	var b models.Booking
	require.NoError(t, f.Store.DB.Take(&b, bookingID).Error)
	var inv models.Invoice
	require.NoError(t, f.Store.DB.Take(&inv, b.InvoiceID).Error)

	// The gateway's chargeback notification (status -3) names the payment that paid.
	_, err := gateway.New(f.Store.DB).RecordNotification(ctx, &models.PaymentNotification{InvoiceID: inv.ID, PaymentID: *inv.GatewayPaymentID,
		StatusCode: -3, Amount: inv.TotalAmount, Currency: "LKR", Method: "VISA"})
	require.NoError(t, err)
	for range 2 {
		require.NoError(t, gateway.New(f.Store.DB).FlagChargeback(ctx, inv.ID))
	}
	assert.Equal(t, []ledger.Kind{ledger.PaymentCaptured, ledger.RefundPaid, ledger.Chargeback}, f.kindsOf(t, inv.ID),
		"recording the chargeback posts it")
	require.NoError(t, f.areas().Ledger.PostPaymentChargeback(ctx, inv.ID, *inv.GatewayPaymentID), "again: once per payment and booking")
	assert.Equal(t, []ledger.Kind{ledger.PaymentCaptured, ledger.RefundPaid, ledger.Chargeback}, f.kindsOf(t, inv.ID))
	assert.Equal(t, map[string]int64{ledger.AccountCash: 0, ledger.AccountPlatform: 0, ledger.AccountConsultant: 0},
		f.balances(t, "booking_id", bookingID), "what was left, exactly: no cent behind")
	entries, err := f.areas().Ledger.OfInvoice(ctx, inv.ID)
	require.NoError(t, err)
	assert.Equal(t, ledger.Chargeback, entries[len(entries)-1].Kind)
	f.noLedgerProblems(t)

	// A payment nothing could use, owed back in full, then charged back.
	var other models.Booking
	require.NoError(t, f.Store.DB.Take(&other, f.Session(t, f.Consultee.ID, start.Add(time.Hour), 100000, models.BookingCompleted)).Error)
	_, err = gateway.New(f.Store.DB).OpenPaymentRefund(ctx, other.InvoiceID, "late-1", 100000)
	require.NoError(t, err)
	require.NoError(t, f.areas().Ledger.PostPaymentChargeback(ctx, other.InvoiceID, "late-1"))
	assert.Equal(t, int64(0), f.balances(t, "invoice_id", other.InvoiceID)[ledger.AccountToReturn], "nothing owed back any more")
	f.noLedgerProblems(t)
}

// A chargeback of a booking bought with a promo code takes back what was
// paid and what the refunds left, and gives the platform's promo expense
// back with the shares of the full price: every account of the booking
// comes back to zero, as for a booking paid in full.
func TestAChargebackOfADiscountedBookingLeavesNothingBehind(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	start := time.Now().Add(-72 * time.Hour).Truncate(time.Minute).UTC()
	for _, refunded := range []int64{0, 30001} {
		bookingID := f.DiscountedSession(t, f.Consultee.ID, start, 100005, 25000, models.BookingCompleted)
		start = start.Add(time.Hour)
		if refunded > 0 {
			f.PaidRefund(t, bookingID, refunded)
		}
		var b models.Booking
		require.NoError(t, f.Store.DB.Take(&b, bookingID).Error)
		var inv models.Invoice
		require.NoError(t, f.Store.DB.Take(&inv, b.InvoiceID).Error)
		require.NoError(t, f.areas().Ledger.PostPaymentChargeback(ctx, inv.ID, *inv.GatewayPaymentID), "refunded %d", refunded)
		assert.Contains(t, f.kindsOf(t, inv.ID), ledger.Chargeback, "refunded %d", refunded)
		assert.Equal(t, map[string]int64{ledger.AccountCash: 0, ledger.AccountPlatform: 0, ledger.AccountConsultant: 0,
			ledger.AccountPromo: 0}, f.balances(t, "booking_id", bookingID), "refunded %d: no cent behind", refunded)
	}
	f.noLedgerProblems(t)

	// A part chargeback is split as a refund of the same amount is.
	bookingID := f.DiscountedSession(t, f.Consultee.ID, start, 100000, 20000, models.BookingCompleted)
	var b models.Booking
	require.NoError(t, f.Store.DB.Take(&b, bookingID).Error)
	var inv models.Invoice
	require.NoError(t, f.Store.DB.Take(&inv, b.InvoiceID).Error)
	require.NoError(t, f.Store.DB.Transaction(func(tx *gorm.DB) error {
		return ledger.PostChargeback(tx, ledger.ChargebackPosting{InvoiceID: inv.ID, PaymentID: *inv.GatewayPaymentID,
			BookingID: bookingID, Amount: 40000})
	}))
	left := f.balances(t, "booking_id", bookingID)
	assert.Equal(t, int64(40000), left[ledger.AccountCash], "80,000 paid, 40,000 taken back")
	assert.Equal(t, int64(10000), left[ledger.AccountPromo], "half the payment stands for half the full price: half the discount")
}

// PostChargeback is what the chargeback handling calls in its transaction:
// it refuses a chargeback without an amount, splits a part chargeback as
// a refund is split, and LedgerProblems names a charged-back invoice whose
// money the ledger still holds, and a booking that gave back more than it
// took in.
func TestPostChargebackAndTheProblemsOfChargebacks(t *testing.T) {
	f := newFixture(t)
	start := time.Now().Add(-72 * time.Hour).Truncate(time.Minute).UTC()
	bookingID := f.Session(t, f.Consultee.ID, start, 100000, models.BookingCompleted)
	var b models.Booking
	require.NoError(t, f.Store.DB.Take(&b, bookingID).Error)
	post := func(cb ledger.ChargebackPosting) error {
		return f.Store.DB.Transaction(func(tx *gorm.DB) error { return ledger.PostChargeback(tx, cb) })
	}
	assert.Error(t, post(ledger.ChargebackPosting{InvoiceID: b.InvoiceID, PaymentID: "p", BookingID: bookingID}), "no amount")
	require.NoError(t, post(ledger.ChargebackPosting{InvoiceID: b.InvoiceID, PaymentID: "cb-1", BookingID: bookingID, Amount: 40000}))
	assert.Equal(t, map[string]int64{ledger.AccountCash: 60000, ledger.AccountPlatform: -18000, ledger.AccountConsultant: -42000},
		f.balances(t, "booking_id", bookingID), "30/70 of the part taken back")
	f.noLedgerProblems(t)

	require.NoError(t, f.Store.DB.Exec(`UPDATE invoices SET chargeback = true WHERE id = ?`, b.InvoiceID).Error) // flagged only
	assert.Equal(t, []string{"chargeback not in the ledger: " + invoiceCref(t, f, b.InvoiceID) + " still holds 60000"},
		f.problemsNamed(t, "chargeback not in the ledger"))
	require.NoError(t, post(ledger.ChargebackPosting{InvoiceID: b.InvoiceID, PaymentID: "cb-2", BookingID: bookingID, Amount: 70000}))
	assert.Empty(t, f.problemsNamed(t, "chargeback not in the ledger"))
	assert.Equal(t, []string{"booking gave back more than it took in: booking " + itoa(bookingID) + " holds -10000"},
		f.problemsNamed(t, "booking gave back more than it took in"))
}

func invoiceCref(t *testing.T, f *fixture, id int64) string {
	var inv models.Invoice
	require.NoError(t, f.Store.DB.Take(&inv, id).Error)
	return inv.Cref
}

// Captures are split per booking, each price split as its refund and its
// payout split it: an invoice of three bookings at LKR 1,000.05 (the
// total's 30 % is a cent less than the bookings' 30 % added up) refunded in
// full for one and paid out for the others leaves every booking's shares
// at nothing.
func TestCapturesPerBookingLeaveNoResidueAfterRefundsAndPayouts(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	end := time.Date(2026, 11, 1, 0, 0, 0, 0, rules.Colombo).UTC()
	start := end.Add(-rules.ClaimWindow - 4*time.Hour)
	price := int64(100005)
	totalPlatform, _ := rules.SplitCommission(3 * price)
	onePlatform, _ := rules.SplitCommission(price)
	require.NotEqual(t, totalPlatform, 3*onePlatform, "the case where an invoice-level split leaves a residue")

	var slots []models.Slot
	for i := range 3 {
		s := f.Priced(t, time.Now().Add(time.Duration(48+i)*time.Hour).Truncate(time.Minute).UTC(), price)
		slots = append(slots, s)
	}
	r, err := checkout.New(f.Store.DB).ReserveSlots(ctx, f.ReserveReq(t, time.Hour, slots...))
	require.NoError(t, err)
	_, err = checkout.New(f.Store.DB).ConfirmPayment(ctx, models.Confirmation{InvoiceID: r.InvoiceID, PaymentID: "pay-3x"})
	require.NoError(t, err)
	var inv models.Invoice
	require.NoError(t, f.Store.DB.Take(&inv, r.InvoiceID).Error)
	assert.Equal(t, []int64{3 * price, 3 * onePlatform, 3 * (price - onePlatform)},
		[]int64{inv.TotalAmount, inv.PlatformAmount, inv.ConsultantAmount}, "the invoice shows its bookings' shares added up")
	var bookings []models.Booking
	require.NoError(t, f.Store.DB.Where("invoice_id = ?", r.InvoiceID).Order("id").Find(&bookings).Error)
	require.Len(t, bookings, 3)
	for _, b := range bookings {
		assert.Equal(t, map[string]int64{ledger.AccountCash: price, ledger.AccountPlatform: -onePlatform,
			ledger.AccountConsultant: -(price - onePlatform)}, f.balances(t, "booking_id", b.ID))
	}
	// The sessions happened long enough ago to be paid out this period.
	for i, s := range slots {
		at := start.Add(time.Duration(-i) * time.Hour)
		require.NoError(t, f.Store.DB.Exec(`UPDATE cerebroslots SET starts_at = ?, ends_at = ? WHERE id = ?`,
			at, at.Add(30*time.Minute), s.ID).Error)
	}
	require.NoError(t, f.Store.DB.Exec(`UPDATE bookings SET status = ? WHERE invoice_id = ?`, models.BookingCompleted, r.InvoiceID).Error)

	f.PaidRefund(t, bookings[0].ID, price) // cancelled and refunded in full: never paid out
	require.NoError(t, f.Store.DB.Exec(`UPDATE bookings SET status = ? WHERE id = ?`, models.BookingCancelled, bookings[0].ID).Error)
	run, err := f.areas().Payout.Open(ctx, end.AddDate(0, -1, 0), end)
	require.NoError(t, err)
	require.Equal(t, 1, run.Opened)
	list, err := f.areas().Payout.OfConsultant(ctx, f.Consultant.ID)
	require.NoError(t, err)
	require.NoError(t, f.areas().Payout.MarkPaid(ctx, list[0].ID, 0, "BOC-PAY-3"))

	for _, b := range bookings {
		bal := f.balances(t, "booking_id", b.ID)
		assert.Zero(t, bal[ledger.AccountConsultant], "booking %d: the consultant's share fully paid or given back", b.ID)
		assert.Contains(t, []int64{0, -onePlatform}, bal[ledger.AccountPlatform], "booking %d", b.ID)
	}
	assert.Zero(t, f.balances(t, "booking_id", bookings[0].ID)[ledger.AccountPlatform], "refunded in full: nothing kept")
	f.noLedgerProblems(t)

	// A cent left behind on each kind of booking: LedgerProblems names both.
	for i, kind := range []string{"REFUND_PAID", "PAYOUT"} {
		require.NoError(t, f.Store.DB.Exec(`INSERT INTO ledger_entries (invoice_id, booking_id, kind, source, account, amount) VALUES
			(?, ?, ?, 'skew', 'consultant_payable', 1), (?, ?, ?, 'skew', 'platform_revenue', -1)`,
			r.InvoiceID, bookings[i].ID, kind, r.InvoiceID, bookings[i].ID, kind).Error)
	}
	assert.Len(t, f.problemsNamed(t, "residue of a booking given back in full"), 1)
	assert.Len(t, f.problemsNamed(t, "residue of a booking paid out"), 1)
}

// An invoice captured as a whole, as the ledger used to: LedgerProblems
// names each booking it did not split.
func TestLedgerProblemsNameACaptureNotSplitPerBooking(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	r, err := checkout.New(f.Store.DB).ReserveSlots(ctx, f.ReserveReq(t, time.Hour, f.Priced(t, time.Now().Add(48*time.Hour).Truncate(time.Minute).UTC(), 100000)))
	require.NoError(t, err)
	require.NoError(t, f.Store.DB.Exec(`UPDATE invoices SET status = ? WHERE id = ?`, models.InvoicePaid, r.InvoiceID).Error)
	require.NoError(t, f.Store.DB.Exec(`INSERT INTO ledger_entries (invoice_id, kind, source, account, amount) VALUES
		(?, 'PAYMENT_CAPTURED', 'old', 'cash', 100000), (?, 'PAYMENT_CAPTURED', 'old', 'platform_revenue', -30000),
		(?, 'PAYMENT_CAPTURED', 'old', 'consultant_payable', -70000)`, r.InvoiceID, r.InvoiceID, r.InvoiceID).Error)
	assert.Len(t, f.problemsNamed(t, "capture not split per booking"), 1)
	assert.Empty(t, f.problemsNamed(t, "paid invoice not captured"), "the total is in")

	// An invoice of three bookings at LKR 1,000.05 whose shares are the total split once.
	var slots []models.Slot
	for i := range 3 {
		slots = append(slots, f.Priced(t, time.Now().Add(time.Duration(60+i)*time.Hour).Truncate(time.Minute).UTC(), 100005))
	}
	r, err = checkout.New(f.Store.DB).ReserveSlots(ctx, f.ReserveReq(t, time.Hour, slots...))
	require.NoError(t, err)
	platform, consultant := rules.SplitCommission(3 * 100005)
	require.NoError(t, f.Store.DB.Exec(`UPDATE invoices SET platform_amount = ?, consultant_amount = ? WHERE id = ?`,
		platform, consultant, r.InvoiceID).Error)
	_, err = checkout.New(f.Store.DB).ConfirmPayment(ctx, models.Confirmation{InvoiceID: r.InvoiceID, PaymentID: "pay-split"})
	require.NoError(t, err)
	assert.Len(t, f.problemsNamed(t, "invoice's split is not its bookings' captures"), 1)
}
