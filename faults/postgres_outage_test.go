package faults_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/faults/harness"
	"cerebro/models"
	"cerebro/rules"
	checkoutwf "cerebro/workflows/checkout"
)

// PostgreSQL (a private instance, never the machine's shared one) is
// stopped for a few seconds while consultees search, look at slots, book
// and pay. Throughout, the API answers: 503 with a message while the
// database is away, never a 500, never a hang, never a crash; it recovers
// by itself when the database is back, and nobody signed in is signed out
// (no 401 for a token the API could not check). Activities that ran into the outage
// (releasing holds that ran out meanwhile) retry and complete.
func TestPostgresStoppedUnderLoad(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir, err := harness.MkdirShared("cerebro-pg-")
	require.NoError(t, err)
	t.Cleanup(func() { _ = removeAll(dir) })
	pg, err := harness.StartPostgres(ctx, dir)
	if errors.Is(err, harness.ErrNoPostgres) {
		t.Skipf("cannot run a private PostgreSQL here, so the outage is not tested: %v", err)
	}
	require.NoError(t, err)
	t.Cleanup(func() { _ = pg.Stop(context.Background()) })
	dbURL := pg.URL("cerebro")
	require.NoError(t, models.EnsureDatabase(ctx, dbURL))
	store, err := models.Open(dbURL)
	require.NoError(t, err)
	require.NoError(t, store.Migrate(ctx))
	_ = store.Close()
	separateIDs(t, dbURL)

	s := newSystem(t, systemOptions{dbURL: dbURL})
	short := s.startAPI("api-short-hold", map[string]string{"CEREBRO_PAYMENT_HOLD": "3s"})
	seller := s.seller()
	const loaders = 6
	slots := openSlots(t, s.store, seller.id, future(), 400)
	date := rules.ColomboDate(future())
	shoppers := make([]party, loaders)
	for i := range shoppers {
		shoppers[i] = s.shopper()
	}
	toExpire := make([]int64, 3)
	for i := range toExpire {
		toExpire[i] = slots[len(slots)-1-i]
	}
	toPay := slots[len(slots)-4]

	load := &loadStats{codes: map[string]int{}}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	free := make(chan int64, len(slots))
	for _, id := range slots[:len(slots)-8] {
		free <- id
	}
	for i := 0; i < loaders; i++ {
		wg.Add(1)
		go func(who party) {
			defer wg.Done()
			for k := 0; ; k++ {
				select {
				case <-stop:
					return
				default:
				}
				var kind, method, target string
				var body any
				var slot int64
				token := who.token
				switch k % 4 {
				case 0:
					kind, method, target, token = "search", "GET", "/api/v1/consultant?consultantName=nim&rows=5", ""
				case 1:
					kind, method, target, token = "slots", "GET", fmt.Sprintf("/api/v1/cerebroslot/consultantAndDate/%d/%s", seller.id, date), ""
				case 2:
					select {
					case slot = <-free:
					default:
						continue
					}
					kind, method, target, body = "book", "POST", "/api/v1/booking?paymentMethod=ONLINE", bookingBody(who, seller.id, []int64{slot})
				case 3:
					kind, method, target = "invoices", "GET", fmt.Sprintf("/api/v1/invoice/consultee/%d", who.id)
				}
				a := load.record(kind, time.Now(), func() (answer, error) {
					return tryDo(method, s.api.URL+target, token, body)
				})
				if kind == "book" && a.Status != http.StatusOK {
					free <- slot // not held: another consultee may try it
				}
				time.Sleep(10 * time.Millisecond)
			}
		}(shoppers[i])
	}

	time.Sleep(1500 * time.Millisecond)
	require.Zero(t, load.unavailable.Load(), "no 503 before the outage: %v", load.snapshot())
	var expiring []int64
	for i, slot := range toExpire {
		expiring = append(expiring, mustBook(t, short.URL, shoppers[i], seller.id, slot))
	}
	payInvoice := mustBook(t, s.api.URL, shoppers[3], seller.id, toPay)
	pay := notificationFor(invoiceRow(t, s.store, payInvoice), "pay-during-outage")

	require.NoError(t, pg.Stop(ctx))
	outage := time.Now()
	t.Logf("PostgreSQL stopped")
	time.Sleep(time.Second)
	health := do(t, "GET", s.api.URL+"/api/v1/health", "", nil)
	assert.Equal(t, http.StatusServiceUnavailable, health.Status)
	assert.Equal(t, "The database is unreachable.", health.message())
	res, err := httpClient.PostForm(s.api.URL+"/api/v1/payments/notify", pay)
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusServiceUnavailable, res.StatusCode, "a notification the API cannot store is refused, so the gateway retries it")
	// A signed-in client is told to retry, not that its session expired: a
	// 401 would make the web app forget the stored user.
	signedIn := do(t, "GET", fmt.Sprintf("%s/api/v1/invoice/consultee/%d", s.api.URL, shoppers[4].id), shoppers[4].token, nil)
	assert.Equal(t, http.StatusServiceUnavailable, signedIn.Status, "%s", signedIn.Raw)
	assert.Equal(t, "The service is temporarily unavailable. Please try again in a moment.", signedIn.message())
	time.Sleep(4 * time.Second)
	require.NoError(t, pg.Start(ctx))
	back := time.Now()
	t.Logf("PostgreSQL started again after %s", back.Sub(outage).Round(time.Millisecond))

	// It recovers by itself: within a few seconds every kind of request
	// succeeds again, and then keeps succeeding.
	require.Eventually(t, func() bool { return load.allOKSince(back, 4) }, 15*time.Second, 50*time.Millisecond,
		"the API did not recover: %v", load.snapshot())
	recovered := time.Now()
	t.Logf("API answering again %s after PostgreSQL came back", recovered.Sub(back).Round(time.Millisecond))
	time.Sleep(1500 * time.Millisecond)
	close(stop)
	wg.Wait()

	t.Logf("requests by answer: %v; slowest answer during the outage %s", load.snapshot(), load.slowest())
	assert.Empty(t, load.failures(), "every answer is 2xx, a clear 4xx, or 503 with a message")
	assert.NotZero(t, load.unavailable.Load(), "the outage was seen (503s)")
	assert.Zero(t, load.unavailableAfter(recovered), "no 503 once recovered")
	assert.Zero(t, load.snapshot()["401"], "nobody's session ended because the database was away")
	again := do(t, "GET", fmt.Sprintf("%s/api/v1/invoice/consultee/%d", s.api.URL, shoppers[4].id), shoppers[4].token, nil)
	assert.Equal(t, http.StatusOK, again.Status, "the token used during the outage still works: %s", again.Raw)
	assert.Less(t, load.slowest(), 10*time.Second, "no request hangs while the database is away")

	// The gateway retries its notification: now it is taken and paid.
	require.Equal(t, http.StatusOK, notify(t, s.api.URL, pay))
	assert.Equal(t, models.InvoicePaid, checkoutResult(t, s.temporal, payInvoice, time.Minute).Status)
	// Holds that ran out during the outage are released once it is over.
	for _, id := range expiring {
		assert.Equal(t, models.InvoiceFailed, checkoutResult(t, s.temporal, id, time.Minute).Status)
		assert.Equal(t, checkoutwf.ReasonHoldExpired, invoiceRow(t, s.store, id).FailureReason)
	}
	assert.Equal(t, repeat(models.SlotAvailable, len(toExpire)), slotStatuses(t, s.store, toExpire))
	for _, p := range []*harness.Proc{s.api.Proc, short.Proc, s.worker} {
		assert.True(t, p.Alive(), "%s still runs", p.Name)
		assert.NotContains(t, p.Log(), "panic", "%s did not panic", p.Name)
	}
	checkInvariants(t, s.store, false)
}

// loadStats records the answers of the load generator.
type loadStats struct {
	mu          sync.Mutex
	codes       map[string]int
	bad         []string
	ok          map[string]time.Time
	slow        time.Duration
	unavailable atomic.Int64
	unavail     []time.Time
}

func (l *loadStats) record(route string, at time.Time, call func() (answer, error)) answer {
	a, err := call()
	took := time.Since(at)
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.ok == nil {
		l.ok = map[string]time.Time{}
	}
	if took > l.slow {
		l.slow = took
	}
	switch {
	case err != nil:
		l.codes["transport error"]++
		l.bad = append(l.bad, fmt.Sprintf("%s: %v", route, err))
	case a.Status == http.StatusServiceUnavailable:
		l.codes["503"]++
		l.unavailable.Add(1)
		l.unavail = append(l.unavail, at)
		if a.message() == "" {
			l.bad = append(l.bad, fmt.Sprintf("%s: 503 without a message: %s", route, a.Raw))
		}
	case a.Status >= 500:
		l.codes[fmt.Sprint(a.Status)]++
		l.bad = append(l.bad, fmt.Sprintf("%s: %d %s", route, a.Status, a.Raw))
	case a.Status >= 400 && a.message() == "":
		l.codes[fmt.Sprint(a.Status)]++
		l.bad = append(l.bad, fmt.Sprintf("%s: %d without a message: %s", route, a.Status, a.Raw))
	default:
		l.codes[fmt.Sprint(a.Status)]++
		if a.Status < 300 {
			l.ok[route] = at
		}
	}
	return a
}

// allOKSince reports whether n kinds of request (search, slots, book,
// invoices) have each succeeded since t.
func (l *loadStats) allOKSince(t time.Time, n int) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := 0
	for _, at := range l.ok {
		if at.After(t) {
			k++
		}
	}
	return k >= n
}

func (l *loadStats) unavailableAfter(t time.Time) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := 0
	for _, at := range l.unavail {
		if at.After(t) {
			n++
		}
	}
	return n
}

func (l *loadStats) failures() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.bad...)
}

func (l *loadStats) slowest() time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.slow
}

func (l *loadStats) snapshot() map[string]int {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := map[string]int{}
	for k, v := range l.codes {
		out[k] = v
	}
	return out
}
