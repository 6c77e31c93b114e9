package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	sdkworker "go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"cerebro/faults/harness"
	"cerebro/models"
	"cerebro/payments"
	"cerebro/testutil"
	cerebroworker "cerebro/worker"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
	"cerebro/workflows/start"
)

// env is one run's running product and the client side of it.
type env struct {
	cfg      Config
	store    *models.Store
	temporal client.Client
	dev      *harness.Temporal
	serve    *harness.Server
	cerebro  *harness.Cerebro
	http     *http.Client
	cpu      cpuMeter
	rep      *Report
	apis     []string      // when set, requests go round-robin to these APIs (the topology)
	next     *atomic.Int64 // the round-robin counter
	label    string        // prefixes result names ("Topology: ")
}

// base is the API the next request goes to.
func (e *env) base() string {
	if len(e.apis) == 0 {
		return e.serve.URL
	}
	return e.apis[int(e.next.Add(1))%len(e.apis)]
}

// Run measures everything once and returns the report; the report is
// returned (partly filled) even when a phase fails.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Log == nil {
		cfg.Log = func(string, ...any) {}
	}
	rep := &Report{Config: cfg, Started: time.Now()}
	dir, err := os.MkdirTemp("", "cerebro-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)

	cfg.Log("building cerebro")
	bin, err := harness.BuildCerebro(ctx, testutil.RepoRoot(), dir)
	if err != nil {
		return nil, err
	}
	dbURL, drop, err := testutil.NewDatabase(ctx)
	if err != nil {
		return nil, err
	}
	defer drop()
	store, err := models.Open(dbURL)
	if err != nil {
		return nil, err
	}
	defer store.Close()
	cli, err := testutil.TemporalCLI()
	if err != nil {
		return nil, err
	}
	rep.Machine = describeMachine(ctx, store, cli)
	cfg.Log("starting the Temporal dev server")
	dbFile := filepath.Join(dir, "temporal.db")
	if cfg.TemporalStore == "memory" {
		dbFile = ""
	}
	dev, err := harness.StartTemporal(ctx, cli, dbFile, filepath.Join(dir, "temporal.log"), cfg.DynamicConfig...)
	if err != nil {
		return nil, err
	}
	defer dev.Stop(10 * time.Second)
	c := &harness.Cerebro{Bin: bin, Dir: dir, DBURL: dbURL, Temporal: dev.Address, TaskQueue: "bench-" + randomHex(4)}
	cfg.Log("starting cerebro serve")
	serve, err := c.StartServe(ctx, "serve", nil)
	if err != nil {
		return nil, err
	}
	defer serve.Stop(10 * time.Second)
	tc, err := client.Dial(client.Options{HostPort: dev.Address, Logger: quiet{}})
	if err != nil {
		return nil, err
	}
	defer tc.Close()
	e := &env{cfg: cfg, store: store, temporal: tc, dev: dev, serve: serve, cerebro: c, rep: rep,
		http: &http.Client{Timeout: 2 * time.Minute, Transport: &http.Transport{MaxIdleConns: 512, MaxIdleConnsPerHost: 512}},
		cpu:  cpuMeter{serve: []int{serve.Pid()}, temporal: dev.Pid(), store: store}, next: &atomic.Int64{}}

	phases := []struct {
		name string
		run  func(context.Context) error
	}{
		{"bare", e.bareEngine},
		{"booking", e.booking},
		{"contention", e.contention},
		{"search", e.search},
		{"profile", e.profile},
		{"topology", e.topology},
		{"tracing", e.tracing},
	}
	for _, p := range phases {
		if err := ctx.Err(); err != nil {
			return rep, err
		}
		if len(cfg.Phases) > 0 && !slices.Contains(cfg.Phases, p.name) {
			continue
		}
		cfg.Log("phase: %s", p.name)
		if err := p.run(ctx); err != nil {
			rep.Machine.LoadAfter = loadAvg()
			return rep, fmt.Errorf("%s: %w\n%s", p.name, err, tailOf(serve.Log(), 20))
		}
		if rss, err := serve.RSS(); err == nil {
			rep.RSS = append(rep.RSS, fmt.Sprintf("after %s %.0f MB", p.name, float64(rss)/(1<<20)))
		}
	}
	if rep.PeakRSS, err = serve.PeakRSS(); err != nil {
		return rep, err
	}
	rep.Machine.LoadAfter = loadAvg()
	rep.Took = time.Since(rep.Started)
	rep.judge()
	if !serve.Alive() {
		return rep, errors.New("cerebro serve died during the run")
	}
	return rep, nil
}

// bareEngine measures the engine bound on the dev server: a bare workflow
// (start, one activity, complete), and a bare hold (BareHold: a booking's
// shape in the engine, without Cerebro's work).
func (e *env) bareEngine(ctx context.Context) error {
	return e.measureBare(ctx, workflowAndHold, []int{1, 16})
}

// Which bare measures to take.
const (
	holdOnly        = false
	workflowAndHold = true
)

// measureBare runs the bare workflows on e.temporal at each level, their
// worker inside this process with the settings of Cerebro's.
func (e *env) measureBare(ctx context.Context, withWorkflow bool, levels []int) error {
	queue := "bench-bare-" + randomHex(4)
	w := sdkworker.New(e.temporal, queue, cerebroworker.Options())
	w.RegisterWorkflowWithOptions(BareWorkflow, workflow.RegisterOptions{Name: "BenchBare"})
	w.RegisterWorkflowWithOptions(BareHold, workflow.RegisterOptions{Name: "BenchBareHold"})
	w.RegisterActivity(BareActivity)
	if err := w.Start(); err != nil {
		return err
	}
	defer w.Stop()
	run := randomHex(4)
	bare := func(prefix string) func(ctx context.Context, i int) error {
		return func(ctx context.Context, i int) error {
			wr, err := start.Run(ctx, e.temporal, start.Workflow{
				ID: fmt.Sprintf("bench-bare-%s-%s-%d", run, prefix, i), TaskQueue: queue, Fn: "BenchBare", Input: []any{i}})
			if err != nil {
				return err
			}
			var out int
			return wr.Get(ctx, &out)
		}
	}
	holdOf := func(searchable bool) func(prefix string) func(ctx context.Context, i int) error {
		return func(prefix string) func(ctx context.Context, i int) error {
			return func(ctx context.Context, i int) error {
				w := start.Workflow{ID: fmt.Sprintf("bench-hold-%s-%s-%d", run, prefix, i), TaskQueue: queue,
					Conflict: enumspb.WORKFLOW_ID_CONFLICT_POLICY_FAIL, Fn: "BenchBareHold"}
				if searchable {
					w.ID, w.ConsulteeID, w.ConsultantID = "bench-searchable-"+w.ID, 1, 2
					w.Attributes = checkoutwf.StartAttributes(checkoutwf.CheckoutInput{StatusAtStart: models.InvoicePendingPayment})
				}
				return start.WithUpdate(ctx, e.temporal, w, start.Update{Name: bareHoldUpdate}, nil)
			}
		}
	}
	hold := holdOf(false)
	type measure struct {
		name, unit, id string
		op             func(string) func(context.Context, int) error
	}
	measures := []measure{{e.label + bareHoldName, "holds", "bench-hold", hold}}
	if withWorkflow {
		measures = append([]measure{{e.label + "Bare Temporal workflow (start, 1 activity, complete)", "workflows", "bench-bare", bare}}, measures...)
		measures = append(measures, measure{e.label + searchableHoldName, "holds", "bench-searchable-bench-hold", holdOf(true)})
		load(ctx, "warm-up", 4, 20, bare("warm"))
	}
	load(ctx, "warm-up", 4, 20, hold("warm"))
	for _, m := range measures {
		for _, conc := range levels {
			load(ctx, "warm-up", conc, 2*conc, m.op(fmt.Sprintf("warm%d", conc)))
			before := e.cpu.sample(ctx)
			r := load(ctx, m.name, conc, e.cfg.Bare, m.op(fmt.Sprint(conc)))
			r.Unit, r.Note = m.unit, before.per(e.cpu.sample(ctx), r.OK)
			e.rep.add(r)
			if conc > 1 || r.Max > time.Second { // at c=1, only an outlier says anything
				e.rep.timeline(ctx, e.temporal, fmt.Sprintf("slowest of %q at c=%d (%s ms)", m.name, conc, ms(r.Max)),
					fmt.Sprintf("%s-%s-%d-%d", m.id, run, conc, r.Slowest))
			}
			e.cfg.Log("  %s c=%d: %.1f/s p99 %s ms", r.Name, conc, r.Rate(), ms(r.P99))
		}
	}
	return nil
}

// searchableHoldName names the bare hold that also keeps a checkout's
// search attributes.
const searchableHoldName = "Bare hold with a checkout's search attributes (parties and status set at the start)"

// bareHoldName names the bare hold's results: the floor a booking is read
// against.
const bareHoldName = "Bare hold (Update-with-Start, no-op local activity, answered; no HTTP, no database)"

// apiCall sends a JSON request to cerebro serve and decodes the answer.
func (e *env) apiCall(ctx context.Context, method, path, token string, body any, out any) (int, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, e.base()+path, rd)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := e.http.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if res.StatusCode >= 300 {
		return res.StatusCode, fmt.Errorf("%s %s: %d %s", method, strings.Split(path, "?")[0], res.StatusCode, clip(raw))
	}
	if out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			return res.StatusCode, err
		}
	}
	return res.StatusCode, nil
}

// booked is the booking call's answer.
type booked struct {
	InvoiceID  int64   `json:"invoiceId"`
	BookingIDs []int64 `json:"bookingId"`
}

func bookingBody(who consultee, b bookable) []map[string]any {
	return []map[string]any{{"bookingDate": time.Now().Format("2006-01-02"), "consulteeId": who.id,
		"cerebroslotId": b.slot, "consultantId": b.consultant}}
}

// book holds one slot through the API; it answers once the slot is held.
func (e *env) book(ctx context.Context, who consultee, b bookable) (booked, error) {
	var out booked
	_, err := e.apiCall(ctx, "POST", "/api/v1/booking?paymentMethod=ONLINE", who.token, bookingBody(who, b), &out)
	if err == nil && (out.InvoiceID == 0 || len(out.BookingIDs) != 1) {
		err = fmt.Errorf("booking answered without its invoice: %+v", out)
	}
	return out, err
}

// warmUpPerLevel uncounted bookings per unit of concurrency start each level.
const warmUpPerLevel = 2

// booking measures holds over HTTP at each level, then the whole ONLINE
// path: book, the gateway's signed notification, paid.
func (e *env) booking(ctx context.Context) error {
	return e.measureBooking(ctx, "bench-booking-", e.cfg.Levels)
}

// measureBooking is booking at the levels, with its own seeded consultants (tag).
func (e *env) measureBooking(ctx context.Context, tag string, levels []int) error {
	need := 20 + e.cfg.Online
	for _, conc := range levels {
		need += warmUpPerLevel*conc + e.cfg.Requests
	}
	const consultants = 50
	first, last, err := seedConsultants(ctx, e.store, tag, consultants, false)
	if err != nil {
		return err
	}
	if err := seedSlots(ctx, e.store, first, last, (need+consultants-1)/consultants, colomboMorning(2)); err != nil {
		return err
	}
	slots, err := bookableSlots(ctx, e.store, first, last)
	if err != nil {
		return err
	}
	prices := map[int64]int64{}
	var rows []struct{ ID, Price int64 }
	if err := e.store.DB.WithContext(ctx).Raw(`SELECT id, price FROM cerebroslots WHERE consultant_id BETWEEN ? AND ?`, first, last).Scan(&rows).Error; err != nil {
		return err
	}
	for _, r := range rows {
		prices[r.ID] = r.Price
	}
	shoppers, err := seedConsultees(ctx, e.store, tag+"shopper-", 64)
	if err != nil {
		return err
	}
	next := 0
	take := func(n int) []bookable { s := slots[next : next+n]; next += n; return s }

	warm := take(20)
	load(ctx, "warm-up", 4, len(warm), func(ctx context.Context, i int) error {
		_, err := e.book(ctx, shoppers[i%len(shoppers)], warm[i])
		return err
	})
	for _, conc := range levels {
		// Each level starts with uncounted requests at that level: the first
		// burst after a quieter spell opens new PostgreSQL connections (a new
		// backend each), which is start-up, not the steady state measured.
		rampUp := take(warmUpPerLevel * conc)
		load(ctx, "warm-up", conc, len(rampUp), func(ctx context.Context, i int) error {
			_, err := e.book(ctx, shoppers[i%len(shoppers)], rampUp[i])
			return err
		})
		batch := take(e.cfg.Requests)
		invoices := make([]int64, len(batch))
		before := e.cpu.sample(ctx)
		r := load(ctx, e.label+"Booking over HTTP (POST /booking, answered once held)", conc, len(batch), func(ctx context.Context, i int) error {
			b, err := e.book(ctx, shoppers[i%len(shoppers)], batch[i])
			invoices[i] = b.InvoiceID
			return err
		})
		after := e.cpu.sample(ctx)
		r.Unit, r.Note, r.ServeCPU = "holds", before.per(after, r.OK), before.serveMs(after, r.OK)
		e.rep.add(r)
		if conc > 1 {
			e.rep.timeline(ctx, e.temporal, fmt.Sprintf("slowest booking at c=%d (%s ms)", conc, ms(r.Max)),
				workflows.CheckoutWorkflowID(invoices[r.Slowest]))
		}
		e.cfg.Log("  booking c=%d: %.1f holds/s p99 %s ms, %d errors", conc, r.Rate(), ms(r.P99), r.Errors)
	}

	batch := take(e.cfg.Online)
	before := e.cpu.sample(ctx)
	r := load(ctx, e.label+"Full ONLINE checkout (book, signed notification, paid)", 16, len(batch), func(ctx context.Context, i int) error {
		b, err := e.book(ctx, shoppers[i%len(shoppers)], batch[i])
		if err != nil {
			return err
		}
		cref := models.InvoiceCref(b.InvoiceID)
		form := harness.Notification(cref, prices[batch[i].slot], tag+"pay-"+cref, payments.StatusPaid)
		req, err := http.NewRequestWithContext(ctx, "POST", e.base()+"/api/v1/payments/notify", strings.NewReader(form.Encode()))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		res, err := e.http.Do(req)
		if err != nil {
			return err
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return fmt.Errorf("notify: %d", res.StatusCode)
		}
		var out checkoutwf.CheckoutStatus
		if err := e.temporal.GetWorkflow(ctx, workflows.CheckoutWorkflowID(b.InvoiceID), "").Get(ctx, &out); err != nil {
			return err
		}
		if out.Status != models.InvoicePaid {
			return fmt.Errorf("checkout ended %s", out.Status)
		}
		return nil
	})
	after := e.cpu.sample(ctx)
	r.Unit, r.Note, r.ServeCPU = "checkouts", before.per(after, r.OK), before.serveMs(after, r.OK)
	e.rep.add(r)
	e.cfg.Log("  online c=16: %.1f checkouts/s p99 %s ms, %d errors", r.Rate(), ms(r.P99), r.Errors)
	var wrong int64
	if err := e.store.DB.WithContext(ctx).Raw(`SELECT count(*) FROM invoices WHERE gateway_payment_id LIKE ?
		AND status <> 'SUCCESS_PAYMENT'`, tag+"pay-%").Scan(&wrong).Error; err != nil {
		return err
	}
	if wrong > 0 {
		return fmt.Errorf("%d card checkouts are not paid", wrong)
	}
	return nil
}

// contention: many consultees race for a few slots of one consultant. Half
// ask for one slot, half for two (all or nothing).
func (e *env) contention(ctx context.Context) error {
	first, last, err := seedConsultants(ctx, e.store, "bench-race-consultant-", 1, false)
	if err != nil {
		return err
	}
	if err := seedSlots(ctx, e.store, first, last, e.cfg.RaceSlots, colomboMorning(3)); err != nil {
		return err
	}
	slots, err := bookableSlots(ctx, e.store, first, last)
	if err != nil {
		return err
	}
	racers, err := seedConsultees(ctx, e.store, "bench-racer-", e.cfg.Racers)
	if err != nil {
		return err
	}
	k := len(slots)
	type claim struct {
		status int
		slots  []int64
		took   time.Duration
		err    error
	}
	claims := make([]claim, len(racers))
	start := make(chan struct{})
	done := make(chan struct{}, len(racers))
	for i := range racers {
		go func() {
			defer func() { done <- struct{}{} }()
			want := []bookable{slots[i%k]}
			if i%2 == 1 {
				want = append(want, slots[(i+1)%k])
			}
			body := make([]map[string]any, len(want))
			ids := make([]int64, len(want))
			for j, b := range want {
				body[j] = bookingBody(racers[i], b)[0]
				ids[j] = b.slot
			}
			<-start
			t0 := time.Now()
			status, err := e.apiCall(ctx, "POST", "/api/v1/booking?paymentMethod=ONLINE", racers[i].token, body, nil)
			claims[i] = claim{status: status, slots: ids, took: time.Since(t0), err: err}
		}()
	}
	t0 := time.Now()
	close(start)
	for range racers {
		<-done
	}
	wall := time.Since(t0)
	won := map[int64]int{}
	r := Result{Name: fmt.Sprintf("Contention: %d consultees racing for %d slots", len(racers), k), Concurrency: len(racers),
		N: len(racers), Wall: wall, Unit: "answers"}
	var lat []time.Duration
	for _, c := range claims {
		lat = append(lat, c.took)
		switch c.status {
		case http.StatusOK:
			e.rep.RaceWon++
			for _, id := range c.slots {
				won[id]++
			}
		case http.StatusConflict:
			e.rep.RaceRefused++
		default:
			r.Errors++
			if len(r.ErrSamples) < 5 {
				r.ErrSamples = append(r.ErrSamples, fmt.Sprint(c.err))
			}
		}
	}
	r.OK = e.rep.RaceWon + e.rep.RaceRefused
	r.P50, r.P95, r.P99, r.Max = percentiles(lat)
	for _, n := range won {
		if n > 1 {
			e.rep.DoubleBookings += n - 1
		}
	}
	ids := make([]int64, k)
	for i, s := range slots {
		ids[i] = s.slot
	}
	var inDB, held int64
	db := e.store.DB.WithContext(ctx)
	if err := db.Raw(`SELECT coalesce(sum(n - 1), 0) FROM (SELECT count(*) AS n FROM bookings WHERE cerebroslot_id IN ?
		AND status IN ('PENDING', 'CONFIRMED', 'COMPLETED') GROUP BY cerebroslot_id HAVING count(*) > 1) AS q`, ids).Scan(&inDB).Error; err != nil {
		return err
	}
	if err := db.Raw(`SELECT count(*) FROM cerebroslots WHERE id IN ? AND status = 'HELD'`, ids).Scan(&held).Error; err != nil {
		return err
	}
	e.rep.DoubleBookings += int(inDB)
	if int(held) != len(won) {
		e.rep.DoubleBookings += abs(int(held) - len(won))
		r.Note = fmt.Sprintf("%d slots HELD but %d won by answers", held, len(won))
	}
	r.Note = strings.TrimSpace(fmt.Sprintf("%d won, %d refused (409), %d slots held; double bookings: %d %s",
		e.rep.RaceWon, e.rep.RaceRefused, held, e.rep.DoubleBookings, r.Note))
	r.Target, r.Met = "0 double bookings", yesNo(e.rep.DoubleBookings == 0)
	e.rep.add(r)
	e.cfg.Log("  contention: %s", r.Note)
	if r.Errors > 0 { // what cerebro serve said while the racers failed
		e.cfg.Log("  cerebro serve's log:\n%s", tailOf(e.serve.Log(), 60))
	}
	if e.rep.DoubleBookings != 0 {
		return fmt.Errorf("double bookings: %d", e.rep.DoubleBookings)
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func yesNo(ok bool) string {
	if ok {
		return "yes"
	}
	return "**no**"
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func clip(b []byte) string {
	if len(b) > 200 {
		return string(b[:200]) + "…"
	}
	return string(b)
}

func tailOf(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// quiet drops the Temporal client's logs.
type quiet struct{}

func (quiet) Debug(string, ...any) {}
func (quiet) Info(string, ...any)  {}
func (quiet) Warn(string, ...any)  {}
func (quiet) Error(string, ...any) {}
