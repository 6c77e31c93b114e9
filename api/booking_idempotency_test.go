package api_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"

	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/models/stores"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
)

// bookWithKey posts a booking request with an Idempotency-Key.
func bookWithKey(t testing.TB, who party, key string, consultantID int64, slotIDs ...int64) response {
	t.Helper()
	return callWith(t, "POST", "/api/v1/booking?paymentMethod=ONLINE", who.token, bookingBody(who, consultantID, slotIDs),
		map[string]string{"Idempotency-Key": key})
}

func invoicesOf(t testing.TB, consulteeID int64) int64 {
	var n int64
	require.NoError(t, env.store.DB.Model(&models.Invoice{}).Where("consultee_id = ?", consulteeID).Count(&n).Error)
	return n
}

func TestTheSameIdempotencyKeyBooksOnce(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 2)

	first := bookWithKey(t, shopper, "confirm-1", seller.id, slots...)
	again := bookWithKey(t, shopper, "confirm-1", seller.id, slots...)

	require.Equal(t, http.StatusOK, first.Status, "%s", first.Raw)
	require.Equal(t, http.StatusOK, again.Status, "%s", again.Raw)
	assert.Equal(t, first.Body, again.Body, "the same answer: invoice, bookings, returnUrl")
	assert.Equal(t, int64(1), invoicesOf(t, shopper.id), "one invoice, one hold")
	assert.Equal(t, []models.SlotStatus{models.SlotHeld, models.SlotHeld}, slotStatuses(t, slots))

	other := bookWithKey(t, shopper, "confirm-1", seller.id, slots[0])
	assert.Equal(t, http.StatusUnprocessableEntity, other.Status, "%s", other.Raw)
	assert.Equal(t, "This Idempotency-Key was used for a different booking request.", other.message())
	for _, bad := range []string{strings.Repeat("k", 101), "tab\there", "é"} {
		res := bookWithKey(t, shopper, bad, seller.id, slots...)
		assert.Equal(t, http.StatusBadRequest, res.Status, "%q: %s", bad, res.Raw)
	}
	assert.Equal(t, int64(1), invoicesOf(t, shopper.id), "refusals change nothing")

	// Keys are per consultee: another consultee's same key is another request.
	someone := newShopper(t)
	theirs := bookWithKey(t, someone, "confirm-1", seller.id, openSlots(t, seller.id, tomorrow().Add(3*time.Hour), 1)...)
	require.Equal(t, http.StatusOK, theirs.Status, "%s", theirs.Raw)
	assert.NotEqual(t, first.Body["invoiceId"], theirs.Body["invoiceId"])
}

func TestTenRacingRequestsWithOneKeyHoldOnce(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 1)
	answers := make([]response, 10)
	var wg sync.WaitGroup
	for i := range answers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			answers[i] = bookWithKey(t, shopper, "double-click", seller.id, slots...)
		}()
	}
	wg.Wait()

	for _, a := range answers {
		require.Equal(t, http.StatusOK, a.Status, "%s", a.Raw)
		assert.Equal(t, answers[0].Body["invoiceId"], a.Body["invoiceId"])
	}
	assert.Equal(t, int64(1), invoicesOf(t, shopper.id))
}

// The first request's answer was lost — it answered 503 because the hold
// took longer than 30 s, or the API died — after its checkout started: the
// retry with the key waits for, or reads, that checkout's hold.
func TestARetryAfterALostAnswerGetsTheFirstHold(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 1)
	invoiceID := firstRequestGotThisFar(t, shopper, seller, slots, "lost-answer")
	in := checkoutwf.CheckoutInput{InvoiceID: invoiceID, ConsulteeID: shopper.id, ConsultantID: seller.id, SlotIDs: slots,
		Method: models.PayOnline, BookingDate: time.Now().UTC().Truncate(24 * time.Hour), PaymentHold: env.cfg.PaymentHold,
		SlipUploadWindow: env.cfg.SlipUploadWindow, JoinEarly: env.cfg.JoinEarly}
	start := env.temporal.NewWithStartWorkflowOperation(client.StartWorkflowOptions{ID: workflows.CheckoutWorkflowID(invoiceID),
		TaskQueue: env.cfg.TaskQueue, WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_FAIL}, checkoutwf.Checkout, in)
	_, err := env.temporal.UpdateWithStartWorkflow(context.Background(), client.UpdateWithStartWorkflowOptions{StartWorkflowOperation: start,
		UpdateOptions: client.UpdateWorkflowOptions{UpdateID: checkoutwf.ReserveUpdate, UpdateName: checkoutwf.ReserveUpdate,
			WaitForStage: client.WorkflowUpdateStageAccepted}}) // the answer the consultee never got
	require.NoError(t, err)

	retry := bookWithKey(t, shopper, "lost-answer", seller.id, slots...)

	require.Equal(t, http.StatusOK, retry.Status, "%s", retry.Raw)
	assert.EqualValues(t, invoiceID, retry.Body["invoiceId"])
	assert.Equal(t, int64(1), invoicesOf(t, shopper.id))
	assert.Equal(t, []models.SlotStatus{models.SlotHeld}, slotStatuses(t, slots))
}

// The first request died after claiming the key, before its checkout
// started: the retry starts it, on the invoice the key stands for.
func TestARetryAfterTheFirstRequestDiedHoldsOnTheSameInvoice(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 1)
	invoiceID := firstRequestGotThisFar(t, shopper, seller, slots, "died")

	retry := bookWithKey(t, shopper, "died", seller.id, slots...)

	require.Equal(t, http.StatusOK, retry.Status, "%s", retry.Raw)
	assert.EqualValues(t, invoiceID, retry.Body["invoiceId"])
	assert.Equal(t, []models.SlotStatus{models.SlotHeld}, slotStatuses(t, slots))
}

// firstRequestGotThisFar claims the key for a new invoice id, as the first
// request did before it lost its answer.
func firstRequestGotThisFar(t *testing.T, shopper, seller party, slots []int64, key string) int64 {
	t.Helper()
	id, _, err := stores.New(env.store.DB).Checkout.NextInvoiceIDFor(context.Background(), seller.id)
	require.NoError(t, err)
	first, err := stores.New(env.store.DB).Checkout.ClaimBookingKey(context.Background(), checkout.BookingRequest{ConsulteeID: shopper.id, Key: key,
		Fingerprint: fmt.Sprintf("ONLINE:%d:%v", seller.id, slots), InvoiceID: id})
	require.NoError(t, err)
	require.Equal(t, id, first.InvoiceID)
	return id
}
