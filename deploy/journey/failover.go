package journey

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// Failover is what BookThroughAFailover saw.
type Failover struct {
	Bookings []Booking // one per slot opened, each answered with its own invoice
	Attempts int       // POST /booking calls, repeats included
	Broken   int       // of those, the ones that got no answer from an api (a 502, 503, 504 or none at all)
	Reads    int       // GETs made while the replica died and came back
	Failed   []string  // the GETs that did not answer 200, and why
}

// BookThroughAFailover is a consultee booking slots while an api replica
// dies: a consultant opens n slots (n ≤ 10), a consultee books them
// confirmsAtOnce at a time, each confirm with its own Idempotency-Key, and the booking
// dialog's Confirm is pressed again with the same key while the answer is
// a 502, 503, 504 or no answer at all (the proxy lost the replica that had
// the request) or a 429 (after its Retry-After). As soon as confirmsAtOnce
// bookings are in flight, kill ends a replica; meanwhile a visitor reads the
// consultant's profile every 50 ms. It returns an error unless every slot
// ends held by exactly one invoice, pending payment, the consultee's
// invoices are exactly those, and no slot is still open.
func BookThroughAFailover(ctx context.Context, s Site, n int, kill func() error) (Failover, error) {
	if err := s.check(); err != nil {
		return Failover{}, err
	}
	j := newJourney(s)
	j.opened = n
	if err := j.setUpForFailover(ctx); err != nil {
		return Failover{}, err
	}
	slots, err := j.openedSlots(ctx)
	if err != nil {
		return Failover{}, err
	}
	f := &failover{j: j, kill: kill, killed: make(chan struct{}), out: make([]Booking, len(slots))}
	readsDone := f.readWhileKilled(ctx)
	if err := f.bookAll(ctx, slots); err != nil {
		return f.result(readsDone), err
	}
	res := f.result(readsDone)
	return res, j.checkHeldOnce(ctx, res.Bookings)
}

// setUpForFailover is the journey's first steps: a verified consultant
// with n open slots, and a consultee with a complete profile.
func (j *journey) setUpForFailover(ctx context.Context) error {
	for _, st := range j.steps()[:9] {
		if err := st.run(ctx); err != nil {
			return &StepError{Step: st.name, Err: err}
		}
		j.logf("failover: %s", st.name)
	}
	return nil
}

// openedSlots is the consultant's slot table: the slots just opened.
func (j *journey) openedSlots(ctx context.Context) ([]slot, error) {
	var table []slot
	path := fmt.Sprintf("/consultant/%d/slots", j.consultant.profileID)
	if err := j.call(ctx, request{method: "GET", path: path, as: j.consultant}, &table); err != nil {
		return nil, err
	}
	var out []slot
	for _, start := range j.slots {
		if s := slotAt(table, start); s != nil {
			out = append(out, *s)
		}
	}
	if len(out) != len(j.slots) {
		return nil, fmt.Errorf("the slot table lists %d of the %d slots opened", len(out), len(j.slots))
	}
	return out, nil
}

// failover is one walk's bookings and reads in progress.
type failover struct {
	j                *journey
	kill             func() error
	killOnce         sync.Once
	killed           chan struct{}
	killErr          error
	inFlight         atomic.Int32
	attempts, broken atomic.Int32
	reads            atomic.Int32
	mu               sync.Mutex
	failed           []string
	out              []Booking
}

// confirmsAtOnce is how many bookings are in flight together: the proxy
// takes the replicas in turn, so with 4 the one killed has some.
const confirmsAtOnce = 4

// bookAll books every slot, confirmsAtOnce at a time.
func (f *failover) bookAll(ctx context.Context, slots []slot) error {
	next := make(chan int)
	errs := make(chan error, confirmsAtOnce)
	var wg sync.WaitGroup
	for range confirmsAtOnce {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if err := f.bookOne(ctx, i, slots[i]); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	go func() {
		defer close(next)
		for i := range slots {
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	wg.Wait()
	close(errs)
	var all []error
	for err := range errs {
		all = append(all, err)
	}
	if err := errors.Join(all...); err != nil {
		return err
	}
	select {
	case <-f.killed:
		return f.killErr
	default:
		return fmt.Errorf("the bookings ended before %d were in flight at once: no replica was killed", confirmsAtOnce)
	}
}

// brokenOff is an answer that came from no api: the proxy's, for a
// replica that died with the request or could not be reached.
func brokenOff(status int) bool {
	return status == http.StatusBadGateway || status == http.StatusServiceUnavailable || status == http.StatusGatewayTimeout
}

// bookOne presses Confirm for slot s, again with the same key while no
// api answered, for up to a minute.
func (f *failover) bookOne(ctx context.Context, i int, s slot) error {
	key := newKey()
	deadline := time.Now().Add(time.Minute)
	items := []map[string]any{{"bookingDate": time.Now().In(colombo).Format("2006-01-02"),
		"consulteeId": f.j.consultee.profileID, "cerebroslotId": s.ID, "consultantId": f.j.consultant.profileID}}
	for {
		var ans booked
		f.attempts.Add(1)
		if f.inFlight.Add(1) == confirmsAtOnce {
			go f.killSoon()
		}
		err := f.j.call(ctx, request{method: "POST", path: "/booking", as: f.j.consultee, body: items,
			query: map[string]string{"paymentMethod": payOnline}, header: map[string]string{"Idempotency-Key": key}}, &ans)
		f.inFlight.Add(-1)
		var he *HTTPError
		switch {
		case err == nil:
			if ans.InvoiceID <= 0 || len(ans.BookingIDs) != 1 {
				return fmt.Errorf("slot %d: the booking answer %+v has no invoice or not one booking", s.ID, ans)
			}
			record(&f.out[i], s, ans)
			return nil
		case errors.As(err, &he) && he.Status == http.StatusTooManyRequests:
			time.Sleep(6 * time.Second) // the booking limit's interval
		case errors.As(err, &he) && !brokenOff(he.Status):
			return fmt.Errorf("slot %d: %w", s.ID, err)
		default:
			f.broken.Add(1)
			f.j.logf("failover: slot %d: %v; confirming again with the same Idempotency-Key", s.ID, err)
			time.Sleep(200 * time.Millisecond)
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			return fmt.Errorf("slot %d: no answer within a minute: %v", s.ID, err)
		}
	}
}

// killSoon kills the replica once, a moment after confirmsAtOnce confirms
// went out, while the api is still holding their slots.
func (f *failover) killSoon() {
	f.killOnce.Do(func() {
		time.Sleep(10 * time.Millisecond)
		f.killErr = f.kill()
		f.j.logf("failover: a replica killed with %d confirm(s) in flight", f.inFlight.Load())
		close(f.killed)
	})
}

// readWhileKilled reads the consultant's public profile every 50 ms from
// the start of the bookings until 10 s after the kill; every read must
// answer 200 (the proxy tries a GET on another replica).
func (f *failover) readWhileKilled(ctx context.Context) chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		var stop <-chan time.Time
		killed := f.killed
		path := "/consultant/" + strconv.FormatInt(f.j.consultant.profileID, 10)
		for {
			select {
			case <-ctx.Done():
				return
			case <-stop:
				return
			case <-killed:
				stop, killed = time.After(10*time.Second), nil
			case <-time.After(50 * time.Millisecond):
				f.reads.Add(1)
				if err := f.j.call(ctx, request{method: "GET", path: path}, nil); err != nil {
					f.mu.Lock()
					f.failed = append(f.failed, err.Error())
					f.mu.Unlock()
				}
			}
		}
	}()
	return done
}

func (f *failover) result(readsDone chan struct{}) Failover {
	<-readsDone
	f.mu.Lock()
	defer f.mu.Unlock()
	return Failover{Bookings: f.out, Attempts: int(f.attempts.Load()), Broken: int(f.broken.Load()),
		Reads: int(f.reads.Load()), Failed: f.failed}
}

// checkHeldOnce is what the consultee and the consultant see afterwards:
// the consultee's invoices are exactly one per slot, each pending payment
// with its one booking, and the slot table shows none of the slots open.
func (j *journey) checkHeldOnce(ctx context.Context, bookings []Booking) error {
	var list []invoice
	path := "/invoice/consultee/" + strconv.FormatInt(j.consultee.profileID, 10)
	if err := j.call(ctx, request{method: "GET", path: path, as: j.consultee}, &list); err != nil {
		return err
	}
	want := map[int64]bool{}
	for _, b := range bookings {
		if want[b.InvoiceID] {
			return fmt.Errorf("two slots were answered with invoice %d", b.InvoiceID)
		}
		want[b.InvoiceID] = true
	}
	if len(list) != len(bookings) {
		return fmt.Errorf("the consultee has %d invoices for %d bookings: %+v", len(list), len(bookings), list)
	}
	for _, inv := range list {
		if !want[inv.ID] || inv.Status != "PENDING_PAYMENT" || len(inv.BookingIDs) != 1 {
			return fmt.Errorf("invoice %+v: want one of the answered invoices, PENDING_PAYMENT, with one booking", inv)
		}
	}
	slots, err := j.openedSlots(ctx)
	if err != nil {
		return err
	}
	for _, s := range slots {
		if s.Status == "AVAILABLE" {
			return fmt.Errorf("slot %d is still open after its booking was answered", s.ID)
		}
	}
	return nil
}
