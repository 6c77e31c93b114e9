package faults_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"

	"cerebro/models"
	"cerebro/models/gateway"
	"cerebro/payments"
	"cerebro/workflows"
)

// drillBooking is one card booking of the drill's load.
type drillBooking struct {
	who       party
	invoice   int64
	requested time.Time
	paid      time.Time // when the gateway's page answered; zero if it did not
}

// drillLoad is consultees booking a slot each and paying it at the gateway,
// one after the other, until stopped.
type drillLoad struct {
	mu       sync.Mutex
	bookings []drillBooking
	errs     []string
	stopping chan struct{}
	wg       sync.WaitGroup
}

func (d *drill) startLoad(sellerID int64, free chan int64, workers int) *drillLoad {
	l := &drillLoad{stopping: make(chan struct{})}
	for range workers {
		who := d.s.shopper()
		l.wg.Add(1)
		go func() {
			defer l.wg.Done()
			for {
				select {
				case <-l.stopping:
					return
				case slot := <-free:
					l.bookAndPay(d.s.api.URL, who, sellerID, slot)
				}
			}
		}()
	}
	return l
}

func (l *drillLoad) bookAndPay(base string, who party, sellerID, slot int64) {
	b := drillBooking{who: who, requested: time.Now()}
	res, err := tryDo("POST", base+"/api/v1/booking?paymentMethod=ONLINE", who.token, bookingBody(who, sellerID, []int64{slot}))
	if err != nil || res.Status != http.StatusOK {
		l.fail(fmt.Sprintf("book slot %d: %v %d %s", slot, err, res.Status, res.Raw))
		return
	}
	b.invoice = int64(res.Body["invoiceId"].(float64))
	if err := payAtGateway(base, who, b.invoice); err != nil {
		l.fail(err.Error())
	} else {
		b.paid = time.Now()
	}
	l.mu.Lock()
	l.bookings = append(l.bookings, b)
	l.mu.Unlock()
}

func (l *drillLoad) fail(msg string) {
	l.mu.Lock()
	l.errs = append(l.errs, msg)
	l.mu.Unlock()
}

// paidSince counts the bookings asked for after since and paid.
func (l *drillLoad) paidSince(since time.Time) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := 0
	for _, b := range l.bookings {
		if b.requested.After(since) && !b.paid.IsZero() {
			n++
		}
	}
	return n
}

// awaitPaid waits until n bookings asked for after since are paid.
func (l *drillLoad) awaitPaid(t *testing.T, since time.Time, n int, within time.Duration) {
	t.Helper()
	require.Eventually(t, func() bool { return l.paidSince(since) >= n }, within, 50*time.Millisecond,
		"fewer than %d bookings paid (errors: %v)", n, l.errs)
}

// stop stops the load and returns every booking it made; none failed.
func (l *drillLoad) stop(t *testing.T) []drillBooking {
	t.Helper()
	close(l.stopping)
	l.wg.Wait()
	require.Empty(t, l.errs)
	return l.bookings
}

func bookingsAfter(all []drillBooking, since time.Time) []drillBooking {
	var out []drillBooking
	for _, b := range all {
		if b.requested.After(since) {
			out = append(out, b)
		}
	}
	return out
}

// payAtGateway pays an invoice as the browser does: the signed checkout form
// from /payments/initiate, then Pay on the simulator's page, which records
// the payment in the gateway's ledger, notifies the API and only then
// answers 303.
func payAtGateway(base string, who party, invoiceID int64) error {
	res, err := tryDo("POST", fmt.Sprintf("%s/api/v1/payments/initiate?invoiceId=%d", base, invoiceID), who.token, nil)
	if err != nil || res.Status != http.StatusOK {
		return fmt.Errorf("initiate the payment of invoice %d: %v %d %s", invoiceID, err, res.Status, res.Raw)
	}
	fields, _ := res.Body["fields"].(map[string]any)
	form := url.Values{"decision": {"pay"}}
	for k, v := range fields {
		form.Set(k, fmt.Sprint(v))
	}
	answer, err := httpClient.PostForm(base+payments.SimulatorCompletePath, form)
	if err != nil {
		return fmt.Errorf("pay invoice %d at the gateway: %w", invoiceID, err)
	}
	answer.Body.Close()
	if answer.StatusCode != http.StatusSeeOther {
		return fmt.Errorf("pay invoice %d at the gateway: %s", invoiceID, answer.Status)
	}
	return nil
}

// slipApproved books a slot by bank slip, uploads the slip and has the
// admin approve it.
func (d *drill) slipApproved(sellerID, slot int64) int64 {
	t := d.t
	who := d.s.shopper()
	res := book(t, d.s.api.URL, who, "SLIP", sellerID, slot)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	id := int64(res.Body["invoiceId"].(float64))
	uploadSlip(t, d.s.api.URL, who, id, bookingOf(t, d.s.store, id))
	awaitInvoice(t, d.s.store, id, models.InvoicePendingApproval, 30*time.Second)
	_, admin := newAccount(t, d.s.store, d.s.secret, models.RoleAdmin)
	decided := do(t, "PUT", d.s.api.URL+"/api/v1/payments", admin, map[string]any{"invoiceId": id, "invoiceStatus": "APPROVED"})
	require.Equal(t, http.StatusOK, decided.Status, "%s", decided.Raw)
	awaitInvoice(t, d.s.store, id, models.InvoicePaid, 30*time.Second)
	return id
}

// cancelled books a slot and cancels before paying.
func (d *drill) cancelled(sellerID, slot int64) int64 {
	t := d.t
	who := d.s.shopper()
	id := mustBook(t, d.s.api.URL, who, sellerID, slot)
	require.Equal(t, http.StatusAccepted, do(t, "DELETE", fmt.Sprintf("%s/api/v1/invoice/%d", d.s.api.URL, id), who.token, nil).Status)
	awaitInvoice(t, d.s.store, id, models.InvoiceFailed, 30*time.Second)
	return id
}

// bookOnly books a slot by card and pays nothing yet.
func (d *drill) bookOnly(sellerID, slot int64) drillBooking {
	who := d.s.shopper()
	return drillBooking{who: who, requested: time.Now(), invoice: mustBook(d.t, d.s.api.URL, who, sellerID, slot)}
}

// committed is what the database had committed at a moment.
type committed struct {
	invoices map[int64]models.InvoiceStatus // id → status
	ledger   []int64                        // ledger entry ids
}

func readCommitted(t *testing.T, store *models.Store) committed {
	t.Helper()
	var rows []models.Invoice
	require.NoError(t, store.DB.Select("id", "status").Find(&rows).Error)
	c := committed{invoices: map[int64]models.InvoiceStatus{}}
	for _, r := range rows {
		c.invoices[r.ID] = r.Status
	}
	require.NoError(t, store.DB.Raw(`SELECT id FROM ledger_entries ORDER BY id`).Scan(&c.ledger).Error)
	return c
}

// assertCameBackToTheMoment: everything committed before the moment is
// there (the RPO of a restore to a moment in the archive is zero), nothing
// asked for after it is, and the late booking is unpaid as far as the
// restored database knows.
func (d *drill) assertCameBackToTheMoment(t *testing.T, before committed, lostAfter []drillBooking, late int64) {
	t.Helper()
	now := readCommitted(t, d.s.store)
	var missing []string
	for id, status := range before.invoices {
		got, ok := now.invoices[id]
		if !ok || (status == models.InvoicePaid && got != models.InvoicePaid) {
			missing = append(missing, fmt.Sprintf("invoice %d (%s, now %q)", id, status, got))
		}
	}
	have := map[int64]bool{}
	for _, id := range now.ledger {
		have[id] = true
	}
	for _, id := range before.ledger {
		if !have[id] {
			missing = append(missing, fmt.Sprintf("ledger entry %d", id))
		}
	}
	reopened := 0
	for _, status := range now.invoices {
		if status == models.InvoicePendingPayment || status == models.InvoicePendingApproval {
			reopened++
		}
	}
	t.Logf("RPO at the moment: %d of the %d invoices and %d ledger entries committed before it lost; %d checkouts came back open",
		len(missing), len(before.invoices), len(before.ledger), reopened)
	assert.Empty(t, missing, "committed before the moment, missing after the restore")
	for _, b := range lostAfter {
		_, ok := now.invoices[b.invoice]
		assert.False(t, ok, "invoice %d was booked after the moment", b.invoice)
	}
	assert.Equal(t, models.InvoicePendingPayment, invoiceRow(t, d.s.store, late).Status, "paid only after the moment")
	assert.Zero(t, count(t, d.s.store, `SELECT count(*) FROM payment_notifications WHERE invoice_id = ?`, late))
}

// assertWorkflowsMatchTheDatabase: Temporal's databases came back to the
// same instant as Cerebro's. Every invoice has its checkout workflow, one
// still awaiting its payment or slip has it running, and no checkout of a
// booking made after the moment exists.
func (d *drill) assertWorkflowsMatchTheDatabase(t *testing.T, lostAfter []drillBooking) {
	t.Helper()
	ctx := context.Background()
	var invoices []models.Invoice
	require.NoError(t, d.s.store.DB.Select("id", "status").Find(&invoices).Error)
	for _, inv := range invoices {
		desc, err := d.s.temporal.DescribeWorkflowExecution(ctx, workflows.CheckoutWorkflowID(inv.ID), "")
		if !assert.NoError(t, err, "the checkout of invoice %d", inv.ID) {
			continue
		}
		if inv.Status == models.InvoicePendingPayment || inv.Status == models.InvoicePendingApproval {
			assert.Equal(t, enums.WORKFLOW_EXECUTION_STATUS_RUNNING, desc.WorkflowExecutionInfo.Status,
				"invoice %d is %s, so its checkout is running", inv.ID, inv.Status)
		}
	}
	for _, b := range lostAfter {
		_, err := d.s.temporal.DescribeWorkflowExecution(ctx, workflows.CheckoutWorkflowID(b.invoice), "")
		var notFound *serviceerror.NotFound
		assert.True(t, errors.As(err, &notFound), "the checkout of invoice %d, booked after the moment: %v", b.invoice, err)
	}
	t.Logf("Temporal came back with the same instant: %d invoices, each with its checkout; none of the %d booked after",
		len(invoices), len(lostAfter))
}

// assertFoundThroughTheRetrievalAPI: when its hold ends, the late booking's
// checkout asks the gateway, finds the payment it took after the moment,
// and is paid by it, once.
func (d *drill) assertFoundThroughTheRetrievalAPI(t *testing.T, late drillBooking) {
	t.Helper()
	out := checkoutResult(t, d.s.temporal, late.invoice, 90*time.Second)
	require.Equal(t, models.InvoicePaid, out.Status)
	taken, err := gateway.New(d.gateway.DB).SimulatedPaymentsOfOrder(context.Background(), models.InvoiceCref(late.invoice))
	require.NoError(t, err)
	require.Len(t, taken, 1, "the gateway took one payment for the order")
	assertPaidOnce(t, d.s, late.invoice, taken[0].PaymentID)
	var method string
	require.NoError(t, d.s.store.DB.Raw(`SELECT method FROM payment_notifications WHERE invoice_id = ? AND status_code = 2`,
		late.invoice).Scan(&method).Error)
	assert.True(t, strings.HasPrefix(method, "RETRIEVAL"), "found through the Retrieval API, not notified: %q", method)
}

// awaitCheckoutsSettled waits for every checkout still open to end.
func (d *drill) awaitCheckoutsSettled(t *testing.T) {
	t.Helper()
	var open []int64
	require.NoError(t, d.s.store.DB.Model(&models.Invoice{}).
		Where("status IN ?", []models.InvoiceStatus{models.InvoicePendingPayment, models.InvoicePendingApproval}).Pluck("id", &open).Error)
	for _, id := range open {
		checkoutResult(t, d.s.temporal, id, 90*time.Second)
	}
	retrieved := count(t, d.s.store, `SELECT count(*) FROM payment_notifications WHERE method LIKE 'RETRIEVAL%'`)
	t.Logf("every checkout ended; %d invoices paid through the Retrieval API", retrieved)
}

func paidInvoicesHaveTheirBookings(t *testing.T, store *models.Store) {
	t.Helper()
	var ids []int64
	require.NoError(t, store.DB.Raw(`SELECT i.id FROM invoices i WHERE i.status = 'SUCCESS_PAYMENT' AND NOT EXISTS
		(SELECT 1 FROM bookings b WHERE b.invoice_id = i.id AND b.status IN ('CONFIRMED','COMPLETED'))`).Scan(&ids).Error)
	assert.Empty(t, ids, "paid invoices without a confirmed booking")
}

// assertNoGatewayPaymentLost: every payment the gateway took for an invoice
// the restored database knows pays that invoice or was refunded, once.
func (d *drill) assertNoGatewayPaymentLost(t *testing.T) {
	t.Helper()
	var invoices []models.Invoice
	require.NoError(t, d.s.store.DB.Where("payment_method = ?", "ONLINE").Find(&invoices).Error)
	for _, inv := range invoices {
		taken, err := gateway.New(d.gateway.DB).SimulatedPaymentsOfOrder(context.Background(), inv.Cref)
		require.NoError(t, err)
		for _, p := range taken {
			paidBy := inv.GatewayPaymentID != nil && *inv.GatewayPaymentID == p.PaymentID
			refunds := count(t, d.s.store, `SELECT count(*) FROM refunds WHERE payment_id = ?`, p.PaymentID)
			assert.True(t, paidBy != (refunds == 1), "payment %s of invoice %d: paid by it %v, refunds %d", p.PaymentID, inv.ID, paidBy, refunds)
		}
	}
}

// assertNewOrderIDsAreNew: after-restore.sql moved the numbering past the
// lost time, so a booking made now has an order id the gateway never saw.
func (d *drill) assertNewOrderIDsAreNew(t *testing.T, sellerID, slot int64, lost []drillBooking) {
	t.Helper()
	who := d.s.shopper()
	id := mustBook(t, d.s.api.URL, who, sellerID, slot)
	for _, b := range lost {
		require.Greater(t, id, b.invoice, "a new invoice reuses the lost time's numbers")
	}
	taken, err := gateway.New(d.gateway.DB).SimulatedPaymentsOfOrder(context.Background(), models.InvoiceCref(id))
	require.NoError(t, err)
	assert.Empty(t, taken)
	require.Equal(t, http.StatusAccepted, do(t, "DELETE", fmt.Sprintf("%s/api/v1/invoice/%d", d.s.api.URL, id), who.token, nil).Status)
}
