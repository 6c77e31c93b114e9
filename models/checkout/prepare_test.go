package checkout_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/checkout"
)

// fakeStore is the checkout's store in memory: consultants by status,
// releases by consultee, the keys claimed so far, and how often each call
// came (a replay must not allocate an invoice).
type fakeStore struct {
	consultants map[int64]string
	releases    []time.Time
	keys        map[string]checkout.BookingRequest
	nextID      int64
	allocated   int
	// claimedMeanwhile is a racing request that claims the key between this
	// one's look-up and its claim.
	claimedMeanwhile *checkout.BookingRequest
}

func newStore() *fakeStore {
	return &fakeStore{consultants: map[int64]string{7: string(models.ConsultantVerified)}, keys: map[string]checkout.BookingRequest{}, nextID: 100}
}

func (f *fakeStore) OpenInvoiceFor(_ context.Context, q checkout.InvoiceQuery) (checkout.InvoiceOpening, error) {
	var out checkout.InvoiceOpening
	for _, r := range f.releases {
		if !r.Before(q.ReleasedSince) {
			out.Releases = append(out.Releases, r)
		}
	}
	status, ok := f.consultants[q.ConsultantID]
	if !ok {
		return out, models.ErrNotFound
	}
	f.nextID++
	f.allocated++
	out.InvoiceID, out.ConsultantStatus = f.nextID, status
	return out, nil
}

func (f *fakeStore) BookingKey(_ context.Context, consulteeID int64, key string) (checkout.BookingRequest, bool, error) {
	r, ok := f.keys[key]
	return r, ok && r.ConsulteeID == consulteeID, nil
}

func (f *fakeStore) ClaimBookingKey(_ context.Context, r checkout.BookingRequest) (checkout.BookingRequest, error) {
	if f.claimedMeanwhile != nil {
		f.keys[r.Key] = *f.claimedMeanwhile
	}
	if first, ok := f.keys[r.Key]; ok {
		return first, nil
	}
	f.keys[r.Key] = r
	return r, nil
}

var now = time.Date(2026, 11, 26, 20, 30, 0, 0, time.UTC) // 02:00 on the 27th in Colombo

var settings = checkout.Settings{PaymentHold: 15 * time.Minute, SlipUploadWindow: time.Hour, JoinEarly: 5 * time.Minute,
	RebookCooldown: 30 * time.Minute, Limits: models.HoldLimits{MaxUnpaid: 3, MaxHeldSlots: 6}}

func request(slots ...int64) checkout.Request {
	r := checkout.Request{ConsulteeID: 5, Method: models.PayOnline, Now: now}
	for _, s := range slots {
		r.Items = append(r.Items, checkout.Item{ConsulteeID: 5, CerebroslotID: s, ConsultantID: 7})
	}
	return r
}

func codeOf(t *testing.T, err error) apperr.Code {
	t.Helper()
	e, ok := apperr.As(err)
	require.True(t, ok, "a refusal, not %v", err)
	return e.Code
}

// A good request opens an invoice and carries the checkout's settings —
// the hold limits the reservation enforces among them — and today's
// Colombo date.
func TestPrepareOpensAnInvoiceWithTheLimits(t *testing.T) {
	o, err := checkout.Prepare(context.Background(), newStore(), settings, request(11, 12))
	require.NoError(t, err)
	assert.Equal(t, int64(101), o.InvoiceID)
	assert.Equal(t, []int64{11, 12}, o.SlotIDs)
	assert.Equal(t, int64(7), o.ConsultantID)
	assert.Equal(t, settings, o.Settings)
	assert.Equal(t, models.HoldLimits{MaxUnpaid: 3, MaxHeldSlots: 6}, o.Settings.Limits)
	assert.Equal(t, time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC), o.BookingDate, "the Colombo calendar date")
	assert.False(t, o.Keyed)
}

// The request's shape: at least one slot, at most ten, each once, all for
// the caller, all with one consultant.
func TestPrepareRefusesABadSlotList(t *testing.T) {
	eleven := request(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)
	other := request(1, 2)
	other.Items[1].ConsultantID = 8
	someoneElse := request(1)
	someoneElse.Items[0].ConsulteeID = 6
	noSlot := request(0)
	for name, tt := range map[string]struct {
		req  checkout.Request
		want apperr.Code
	}{
		"none":            {request(), checkout.ErrSelectSlot},
		"slot id 0":       {noSlot, checkout.ErrSelectSlot},
		"eleven":          {eleven, checkout.ErrTooManySlots},
		"twice":           {request(1, 1), checkout.ErrDuplicateSlot},
		"two consultants": {other, checkout.ErrOneConsultant},
		"for another":     {someoneElse, checkout.ErrBookForYourself},
	} {
		store := newStore()
		_, err := checkout.Prepare(context.Background(), store, settings, tt.req)
		assert.Equal(t, tt.want, codeOf(t, err), name)
		assert.Zero(t, store.allocated, "%s: no invoice for a refused request", name)
	}
	assert.Equal(t, "At most 10 cerebroslots can be booked at once.", apperr.Text(apperr.English, checkout.ErrTooManySlots, nil))
}

// A consultant who is not verified, or not there, takes no bookings.
func TestPrepareRefusesAClosedConsultant(t *testing.T) {
	store := newStore()
	store.consultants[7] = string(models.ConsultantSuspended)
	_, err := checkout.Prepare(context.Background(), store, settings, request(1))
	assert.Equal(t, checkout.ErrConsultantClosed, codeOf(t, err))
	assert.Equal(t, "This consultant is not taking bookings.", err.Error())

	delete(store.consultants, 7)
	_, err = checkout.Prepare(context.Background(), store, settings, request(1))
	assert.Equal(t, checkout.ErrConsultantClosed, codeOf(t, err))
}

// Slots let go twice within a day cool down: the refusal says how long and
// asks the caller to wait exactly that; one release is free.
func TestPrepareCoolsDownSlotsLetGoTwice(t *testing.T) {
	store := newStore()
	store.releases = []time.Time{now.Add(-2 * time.Hour)}
	_, err := checkout.Prepare(context.Background(), store, settings, request(1))
	require.NoError(t, err, "one release is free")

	store.releases = append(store.releases, now.Add(-10*time.Minute))
	_, err = checkout.Prepare(context.Background(), store, settings, request(1))
	e, ok := apperr.As(err)
	require.True(t, ok)
	assert.Equal(t, checkout.ErrRebookCooldown, e.Code)
	assert.Equal(t, 20*time.Minute, e.Wait)
	assert.Equal(t, "You have let these slots go twice today. You can book them again in 20 minutes, or choose other slots now.", e.Error())

	store.releases = []time.Time{now.Add(-25 * time.Hour), now.Add(-10 * time.Minute)}
	_, err = checkout.Prepare(context.Background(), store, settings, request(1))
	assert.NoError(t, err, "a release more than a day ago no longer counts")
}

// The same Idempotency-Key answers with the invoice it opened, without a
// new invoice or a cooldown check; the key for another request is refused.
func TestPrepareReplaysAnIdempotencyKey(t *testing.T) {
	store := newStore()
	first := request(2, 1)
	first.Key = "k1"
	o, err := checkout.Prepare(context.Background(), store, settings, first)
	require.NoError(t, err)
	assert.True(t, o.Keyed)
	assert.Equal(t, 1, store.allocated)

	store.releases = []time.Time{now.Add(-time.Hour), now.Add(-time.Minute)} // would cool a new booking down
	again := request(1, 2)
	again.Key = "k1"
	replay, err := checkout.Prepare(context.Background(), store, settings, again)
	require.NoError(t, err, "the same slots in another order are the same request")
	assert.Equal(t, o.InvoiceID, replay.InvoiceID)
	assert.True(t, replay.Keyed)
	assert.Equal(t, 1, store.allocated, "a replay opens no invoice")

	different := request(3)
	different.Key = "k1"
	_, err = checkout.Prepare(context.Background(), store, settings, different)
	assert.Equal(t, checkout.ErrKeyReused, codeOf(t, err))
	assert.Equal(t, "This Idempotency-Key was used for a different booking request.", err.Error())
}

// Two requests with one key racing: the one whose claim lost takes the
// winner's invoice.
func TestPrepareTakesTheInvoiceOfARacingClaim(t *testing.T) {
	store := newStore()
	req := request(1)
	req.Key = "k2"
	store.claimedMeanwhile = &checkout.BookingRequest{ConsulteeID: 5, Key: "k2", Fingerprint: "ONLINE:7:[1]", InvoiceID: 42}
	o, err := checkout.Prepare(context.Background(), store, settings, req)
	require.NoError(t, err)
	assert.Equal(t, int64(42), o.InvoiceID)
}

// A store failure is the store's error, not a refusal.
func TestPrepareReturnsTheStoresFailure(t *testing.T) {
	_, err := checkout.Prepare(context.Background(), failing{newStore()}, settings, request(1))
	assert.ErrorIs(t, err, errDown)
}

var errDown = errors.New("database down")

type failing struct{ *fakeStore }

func (failing) OpenInvoiceFor(context.Context, checkout.InvoiceQuery) (checkout.InvoiceOpening, error) {
	return checkout.InvoiceOpening{}, errDown
}
