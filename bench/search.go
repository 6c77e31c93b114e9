package main

import (
	"cerebro/models/discovery"
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"
	"time"

	"gorm.io/gorm"
)

// search seeds the catalogue at full size, then measures the public
// consultant search and a consultant's slots for a date over HTTP.
func (e *env) search(ctx context.Context) error {
	t0 := time.Now()
	perConsultant := max(1, e.cfg.Slots/max(1, e.cfg.Consultants))
	first, last, err := seedConsultants(ctx, e.store, "bench-search-", e.cfg.Consultants, true)
	if err != nil {
		return err
	}
	seeded := time.Since(t0)
	day0 := colomboMorning(5)
	if err := seedSlots(ctx, e.store, first, last, perConsultant, day0); err != nil {
		return err
	}
	// What autovacuum does to a table after a bulk load, at once: statistics
	// and pages marked all-visible (which index-only scans need).
	// Seven in ten consultants rated, written straight into the search's copy
	// (the ratings trigger's result) rather than through 100,000 bookings.
	if err := e.store.DB.WithContext(ctx).Exec(`UPDATE consultant_search SET rating_avg = round((1 + 4 * random())::numeric, 2),
		rating_count = 1 + (random() * 60)::int WHERE id BETWEEN ? AND ? AND random() < 0.7`, first, last).Error; err != nil {
		return err
	}
	if err := e.store.DB.WithContext(ctx).Exec(`VACUUM (ANALYZE) consultants, consultant_search, cerebroslots`).Error; err != nil {
		return err
	}
	// The bulk load rewrote every row of the search's copy twice (the slots'
	// next-free trigger, the ratings above): a bloat the live system, where
	// rows change one by one and autovacuum follows, never has at once.
	// (VACUUM FULL leaves the visibility map empty: the plain VACUUM after it
	// marks the pages all-visible again, which index-only scans need.)
	for _, step := range []string{`VACUUM FULL consultant_search`, `VACUUM (ANALYZE) consultant_search`} {
		if err := e.store.DB.WithContext(ctx).Exec(step).Error; err != nil {
			return err
		}
	}
	var consultants, slots int64
	db := e.store.DB.WithContext(ctx)
	_ = db.Raw(`SELECT count(*) FROM consultants`).Scan(&consultants).Error
	_ = db.Raw(`SELECT count(*) FROM cerebroslots`).Scan(&slots).Error
	e.rep.Seeded = fmt.Sprintf("%d consultants (%s) and %d slots (%s in all) with bulk SQL", consultants,
		seeded.Round(time.Millisecond), slots, time.Since(t0).Round(time.Millisecond))
	e.cfg.Log("  seeded %s", e.rep.Seeded)

	rng := rand.New(rand.NewPCG(42, 4242))
	namePart := func() string {
		names := firstNames
		if rng.IntN(2) == 0 {
			names = lastNames
		}
		n := strings.ToLower(names[rng.IntN(len(names))])
		size := 3 + rng.IntN(2)
		at := rng.IntN(len(n) - size + 1)
		return n[at : at+size]
	}
	n := e.cfg.SearchQueries
	full, typeahead, daySlots := make([]string, n), make([]string, n), make([]string, n)
	byRating, byPrice, byNext := make([]string, n), make([]string, n), make([]string, n)
	for i := 0; i < n; i++ {
		lo := 1000 + rng.IntN(30)*100
		full[i] = fmt.Sprintf("/api/v1/consultant?consultantName=%s&category=%d&srmin=%d&srmax=%d",
			url.QueryEscape(namePart()), 1+rng.IntN(18), lo*100, (lo+1500)*100)
		typeahead[i] = "/api/v1/consultant?rows=5&consultantName=" + url.QueryEscape(namePart())
		id := first + rng.Int64N(last-first+1)
		date := day0.AddDate(0, 0, rng.IntN(max(1, (perConsultant+4)/5))).Format("2006-01-02")
		daySlots[i] = fmt.Sprintf("/api/v1/cerebroslot/consultantAndDate/%d/%s", id, date)
		byRating[i] = fmt.Sprintf("/api/v1/consultant?category=%d&sort=rating&page=%d", 1+rng.IntN(18), 1+rng.IntN(5))
		byPrice[i] = full[i] + "&sort=price"
		byNext[i] = "/api/v1/consultant?sort=next&consultantName=" + url.QueryEscape(namePart())
	}
	measures := []struct {
		name  string
		paths []string
		conc  int
	}{
		{"Search: name part + category + rate range (GET /consultant)", full, 1},
		{"Search typeahead: name part, 5 rows", typeahead, 1},
		{"A consultant's slots on a date", daySlots, 1},
		{"Search sorted by rating: a category, pages 1–5", byRating, 1},
		{"Search sorted by price: name part + category + rate range", byPrice, 1},
		{"Search sorted by next available: name part", byNext, 1},
		{"Search: name part + category + rate range (GET /consultant)", full, 8},
		{"A consultant's slots on a date", daySlots, 8},
	}
	for _, m := range measures {
		paths := m.paths
		load(ctx, "warm-up", m.conc, min(50, len(paths)), func(ctx context.Context, i int) error {
			_, err := e.apiCall(ctx, "GET", paths[i], "", nil, nil)
			return err
		})
		before := e.cpu.sample(ctx)
		r := load(ctx, m.name, m.conc, len(paths), func(ctx context.Context, i int) error {
			var page struct {
				PageData []map[string]any `json:"pageData"`
			}
			var out any = &page
			if strings.Contains(paths[i], "cerebroslot") {
				out = &[]map[string]any{}
			}
			_, err := e.apiCall(ctx, "GET", paths[i], "", nil, out)
			return err
		})
		r.Unit, r.Note = "queries", before.per(e.cpu.sample(ctx), r.OK)
		e.rep.add(r)
		e.cfg.Log("  %s c=%d: p50 %s ms p99 %s ms", m.name, m.conc, ms(r.P50), ms(r.P99))
	}
	return e.explain(ctx, first, last, day0)
}

// explain keeps PostgreSQL's plans for the search and the date query in the
// report: what bounds the search figures.
func (e *env) explain(ctx context.Context, first, last int64, day0 time.Time) error {
	namePart := func(part string) string {
		return `name_text LIKE '%' || lower('` + part + `') || '%' ESCAPE '\'`
	}
	// The shapes discovery.Store.SearchConsultants sends: one scan that counts (up
	// to 200 past the page) and holds the page; when a name part matches
	// more, a walk of the first 5,000 in name order and, when the page is
	// not among them, the sort of every match.
	matchesAndPage := func(where string) string {
		return `WITH m AS MATERIALIZED (SELECT id, first_name, last_name FROM consultant_search WHERE ` + where + ` LIMIT 201)
			SELECT n.total, pg.id FROM (SELECT count(*) AS total FROM m) n
			LEFT JOIN LATERAL (SELECT id, first_name, last_name FROM m ORDER BY first_name, last_name, id LIMIT 20) pg ON true
			ORDER BY pg.first_name, pg.last_name, pg.id`
	}
	queries := map[string]string{
		"search count and page": matchesAndPage(namePart("pere") + ` AND category_id = 6 AND slot_rate >= 200000 AND slot_rate <= 350000 AND status = 'VERIFIED'`),
		"typeahead count":       matchesAndPage(namePart("sant") + ` AND status = 'VERIFIED'`),
		"typeahead page, more than 200 match, walk": `SELECT id FROM (SELECT id, first_name, last_name, name_text FROM consultant_search
			WHERE status = 'VERIFIED' ORDER BY first_name, last_name, id LIMIT 5000) AS first
			WHERE ` + namePart("sant") + ` ORDER BY first_name, last_name, id LIMIT 5`,
		"typeahead page, more than 200 match, sort": `SELECT id FROM (SELECT id FROM consultant_search WHERE ` + namePart("sant") +
			` AND status = 'VERIFIED' ORDER BY first_name, last_name, id LIMIT 5) AS sorted`,
		"slots on a date": fmt.Sprintf(`SELECT * FROM cerebroslots WHERE consultant_id = %d AND starts_at >= '%s' AND starts_at < '%s' ORDER BY starts_at`,
			(first+last)/2, day0.Truncate(24*time.Hour).UTC().Format(time.RFC3339), day0.Truncate(24*time.Hour).Add(24*time.Hour).UTC().Format(time.RFC3339)),
	}
	byTrigrams := map[string]bool{"search count and page": true, "typeahead count": true, "typeahead page, more than 200 match, sort": true}
	for _, name := range []string{"search count and page", "typeahead count", "typeahead page, more than 200 match, walk",
		"typeahead page, more than 200 match, sort", "slots on a date"} {
		var lines []string
		err := e.store.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
			if byTrigrams[name] { // as discovery.Store.SearchConsultants runs it
				if err := tx.Exec(discovery.TrigramScanOnly).Error; err != nil {
					return err
				}
			}
			return tx.Raw("EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) " + queries[name]).Scan(&lines).Error
		})
		if err != nil {
			return err
		}
		e.rep.Plans = append(e.rep.Plans, plan{name: name, lines: lines})
	}
	return nil
}

type plan struct {
	name  string
	lines []string
}
