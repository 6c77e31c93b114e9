package discovery

import (
	"cerebro/models"
	"context"
	"slices"
	"strings"

	"gorm.io/gorm"
)

// ConsultantFilter narrows a consultant search; zero values match anything.
// Name matches part of the first, last or display name in any case; the
// other text fields match part of their own column.
type ConsultantFilter struct {
	Name        string
	FirstName   string
	LastName    string
	Email       string
	CategoryID  int64
	SlotSize    int
	SlotRate    int64 // cents, exact
	SlotRateMin int64 // cents, inclusive
	SlotRateMax int64 // cents, inclusive
	Status      models.ConsultantStatus
	// Sort orders the matches: by name when empty.
	Sort ConsultantSort
}

// ConsultantSort is the order of a consultant search; each has an index on
// consultant_search (migrations 00008 and 00030) that a search walks.
type ConsultantSort string

const (
	SortByName     ConsultantSort = "name"   // first name, last name
	SortByRating   ConsultantSort = "rating" // best average first, then most ratings; unrated last
	SortByPrice    ConsultantSort = "price"  // lowest slot rate first
	SortByNextFree ConsultantSort = "next"   // soonest open slot first; none open last
)

// ConsultantSorts are the orders a search may ask for.
var ConsultantSorts = []ConsultantSort{SortByName, SortByRating, SortByPrice, SortByNextFree}

// keys are the sort's columns, most significant first, ending in id (so
// every order is total and pages never overlap).
func (o ConsultantSort) keys() []string {
	switch o {
	case SortByRating:
		return []string{"rating_avg DESC NULLS LAST", "rating_count DESC", "id"}
	case SortByPrice:
		return []string{"slot_rate", "id"}
	case SortByNextFree:
		return []string{"next_free_at", "id"} // ascending puts NULLs (no open slot) last
	default:
		return []string{"first_name", "last_name", "id"}
	}
}

// orderBy is the ORDER BY list of the sort.
func (o ConsultantSort) orderBy() string { return strings.Join(o.keys(), ", ") }

// columns are what a query must select to order by the sort.
func (o ConsultantSort) columns() string {
	cols := make([]string, 0, 4)
	for _, k := range o.keys() {
		cols = append(cols, strings.Fields(k)[0])
	}
	return strings.Join(cols, ", ")
}

// searched is the search's narrow copy of the consultants' searched columns
// (migration 00008): same column names, and name_text, the first, last and
// display name in lower case.
func searched(db *gorm.DB) *gorm.DB { return db.Table("consultant_search") }

// apply narrows a query on consultant_search to the consultants matching f.
func (f ConsultantFilter) apply(db *gorm.DB) *gorm.DB {
	if f.Name != "" {
		db = db.Where(`name_text LIKE '%' || lower(?) || '%' ESCAPE '\'`, escapeLike(f.Name))
	}
	if f.FirstName != "" {
		db = db.Where(`lower(first_name) LIKE '%' || lower(?) || '%' ESCAPE '\'`, escapeLike(f.FirstName))
	}
	if f.LastName != "" {
		db = db.Where(`lower(last_name) LIKE '%' || lower(?) || '%' ESCAPE '\'`, escapeLike(f.LastName))
	}
	if f.Email != "" {
		db = db.Where(`user_id IN (SELECT id FROM users WHERE lower(email) LIKE '%' || lower(?) || '%' ESCAPE '\')`, escapeLike(f.Email))
	}
	if f.CategoryID != 0 {
		db = db.Where("category_id = ?", f.CategoryID)
	}
	if f.SlotSize != 0 {
		db = db.Where("slot_size = ?", f.SlotSize)
	}
	if f.SlotRate != 0 {
		db = db.Where("slot_rate = ?", f.SlotRate)
	}
	if f.SlotRateMin != 0 {
		db = db.Where("slot_rate >= ?", f.SlotRateMin)
	}
	if f.SlotRateMax != 0 {
		db = db.Where("slot_rate <= ?", f.SlotRateMax)
	}
	if f.Status != "" {
		db = db.Where("status = ?", f.Status)
	}
	return db
}

// escapeLike makes the user's text match literally: % and _ are LIKE
// wildcards and \ is the escape character.
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(strings.TrimSpace(s))
}

// countAhead bounds how many matches past the requested page are counted.
// A name part as short as "san" matches a tenth of 100,000 consultants;
// counting every one of them cost 20–100 ms, and nobody pages that far.
const countAhead = 200

// Matches is how many consultants a search found: N exactly, or, when
// More, at least N (counting stopped countAhead matches past the page).
type Matches struct {
	N    int64
	More bool
}

// SearchConsultants returns one page of the consultants matching f, by
// name, and how many match. One scan collects the matches up to countAhead
// past the page: when that is all of them, it is the count and holds the
// page too. When more match, the page is read on its own (pageOfMany).
func (s *Store) SearchConsultants(ctx context.Context, f ConsultantFilter, p models.Page) ([]models.Consultant, Matches, error) {
	upTo := p.Offset() + countAhead
	db := s.db.WithContext(ctx)
	found, ids, err := matchingPage(db, f, p, upTo)
	if err == nil && found > int64(upTo) {
		ids, err = pageOfMany(db, f, p)
	}
	if err != nil {
		return nil, Matches{}, err
	}
	out, err := s.consultantsInOrder(ctx, ids)
	if found > int64(upTo) {
		return out, Matches{N: int64(upTo), More: true}, err
	}
	return out, Matches{N: found}, err
}

// TrigramScanOnly leaves PostgreSQL only bitmap scans for the rest of a
// transaction: for a name part, the trigram index.
const TrigramScanOnly = "SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off; SET LOCAL enable_indexonlyscan = off"

// customPlans has PostgreSQL plan each search statement for its own values
// for the rest of a transaction. The driver prepares statements, and after
// five runs PostgreSQL may keep one generic plan for every value: for a
// name part, whose matches run from a handful to thousands, and with an
// index on the rate to combine with a rate range (the price sort's), a
// generic plan read far more than each value's own (p50 3.5 → 8.4 ms in the
// benchmark). Planning a search costs ≈ 0.2 ms.
const customPlans = "SET LOCAL plan_cache_mode = force_custom_plan"

// byTrigrams runs fn in a transaction that reads a name part's matches
// through the trigram index, whatever PostgreSQL guesses: it cannot tell how
// many consultants a name part matches, and a wrong guess (a sequential scan
// hoping to stop early, a walk in name order) read tens of thousands of rows
// for a rare part. SET LOCAL ends with the transaction.
func byTrigrams(db *gorm.DB, fn func(tx *gorm.DB) error) error {
	return planned(db, func(tx *gorm.DB) error {
		if err := tx.Exec(TrigramScanOnly).Error; err != nil {
			return err
		}
		return fn(tx)
	})
}

// planned runs fn in a transaction whose statements get custom plans.
func planned(db *gorm.DB, fn func(tx *gorm.DB) error) error {
	return db.Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec(customPlans).Error; err != nil {
			return err
		}
		return fn(tx)
	})
}

// matchingPage counts the matches of f, stopping after upTo+1, and returns
// the ids of page p among them in the sort's order.
func matchingPage(db *gorm.DB, f ConsultantFilter, p models.Page, upTo int) (total int64, ids []int64, err error) {
	inTransaction := planned
	if f.Name != "" {
		inTransaction = byTrigrams
	}
	err = inTransaction(db, func(tx *gorm.DB) error {
		total, ids, err = scanMatches(tx, f, p, upTo)
		return err
	})
	return total, ids, err
}

// scanMatches is matchingPage's one statement: the matches up to upTo+1,
// their count, and page p's ids among them in the sort's order.
func scanMatches(db *gorm.DB, f ConsultantFilter, p models.Page, upTo int) (int64, []int64, error) {
	matches := f.apply(searched(db)).Select(f.Sort.columns()).Limit(upTo + 1)
	var rows []struct {
		Total int64
		ID    *int64
	}
	order := f.Sort.orderBy()
	err := db.Raw(`WITH m AS MATERIALIZED (?)
		SELECT n.total, pg.id FROM (SELECT count(*) AS total FROM m) n
		LEFT JOIN LATERAL (SELECT id, row_number() OVER (ORDER BY `+order+`) AS place FROM m ORDER BY `+order+` LIMIT ? OFFSET ?) pg ON true
		ORDER BY pg.place`, matches, p.Rows, p.Offset()).Scan(&rows).Error
	if err != nil || len(rows) == 0 {
		return 0, nil, err
	}
	ids := make([]int64, 0, len(rows))
	for _, r := range rows {
		if r.ID != nil {
			ids = append(ids, *r.ID)
		}
	}
	return rows[0].Total, ids, nil
}

// walkBudget is how many consultants a walk in name order passes, at most,
// looking for a name part's page before sorting every match instead.
// Measured on 100,000 consultants: the walk costs ≈ 0.25 µs a consultant
// passed and the sort ≈ 0.65 µs a match (4.8 ms for 7,500), so a walk that
// gives up has cost ≈ 1.3 ms; with a budget of 20,000 the slowest name
// parts took longer (12–16 ms against 9–11).
const walkBudget = 5_000

// pageOfMany reads page p when more consultants match f than were counted.
// Walking the name order stops early when the matches are spread through
// the alphabet ("sin" in every -singhe), as they are when f tests more than
// a name part and a status (a category, a rate: benchmarked). For a name
// part alone (the typeahead) they may cluster late instead ("sant" in every
// Wasantha) and the walk would pass most of the table, so it gives up after
// walkBudget consultants and the matches, found through the trigram index,
// are sorted. Without a status there is no index in name order to walk
// (only admins search so).
//
// The other sorts work the same way in their own order: ratings, rates and
// next open slots are as spread among a name part's matches as names are.
func pageOfMany(db *gorm.DB, f ConsultantFilter, p models.Page) ([]int64, error) {
	nameAndStatusOnly := f == ConsultantFilter{Name: f.Name, Status: f.Status, Sort: f.Sort}
	if f.Name == "" || !nameAndStatusOnly {
		var ids []int64
		err := planned(db, func(tx *gorm.DB) (err error) {
			ids, err = pageInOrder(tx, f, p)
			return err
		})
		return ids, err
	}
	if f.Status != "" {
		var ids []int64
		err := planned(db, func(tx *gorm.DB) (err error) {
			ids, err = pageInFirstOfOrder(tx, f, p, walkBudget)
			return err
		})
		if err != nil || len(ids) == p.Rows {
			return ids, err
		}
	}
	var ids []int64
	err := byTrigrams(db, func(tx *gorm.DB) (err error) {
		ids, err = pageBySort(tx, f, p)
		return err
	})
	return ids, err
}

// pageInOrder reads page p of the matches of f by walking the index in the
// sort's order, which carries the name text (and, for the other sorts, the
// category and rate), so a consultant failing the tests is never read from
// the table.
func pageInOrder(db *gorm.DB, f ConsultantFilter, p models.Page) ([]int64, error) {
	var ids []int64
	err := f.apply(searched(db)).Order(f.Sort.orderBy()).
		Limit(p.Rows).Offset(p.Offset()).Pluck("id", &ids).Error
	return ids, err
}

// pageInFirstOfOrder is pageInOrder for a name part and a status, looking
// only among the first `most` consultants with that status in the sort's
// order: page p, or less when it lies further on. Both scans read only the
// sort's index.
func pageInFirstOfOrder(db *gorm.DB, f ConsultantFilter, p models.Page, most int) ([]int64, error) {
	first := ConsultantFilter{Status: f.Status}.apply(searched(db)).Select(f.Sort.columns() + ", name_text").
		Order(f.Sort.orderBy()).Limit(most)
	var ids []int64
	err := ConsultantFilter{Name: f.Name}.apply(db.Table("(?) AS first", first)).Order(f.Sort.orderBy()).
		Limit(p.Rows).Offset(p.Offset()).Pluck("id", &ids).Error
	return ids, err
}

// pageBySort reads page p of the matches of f by sorting all of them; run
// it under byTrigrams. The sort is wrapped in a query of its own so that its
// text differs from pageInOrder's: PostgreSQL may keep one plan for a
// statement whatever the session's scan settings, and a plan shared with the
// walk ran the walk where the sort was meant.
func pageBySort(tx *gorm.DB, f ConsultantFilter, p models.Page) ([]int64, error) {
	sorted := f.apply(searched(tx)).Select("id").Order(f.Sort.orderBy()).
		Limit(p.Rows).Offset(p.Offset())
	var ids []int64
	err := tx.Raw(`SELECT id FROM (?) AS sorted`, sorted).Scan(&ids).Error
	return ids, err
}

// consultantsInOrder loads consultants with their category and account,
// in the order of ids.
func (s *Store) consultantsInOrder(ctx context.Context, ids []int64) ([]models.Consultant, error) {
	out := []models.Consultant{}
	if len(ids) == 0 {
		return out, nil
	}
	if err := s.db.WithContext(ctx).Preload("Category").Preload("User").Where("id IN ?", ids).Find(&out).Error; err != nil {
		return nil, err
	}
	at := make(map[int64]int, len(ids))
	for i, id := range ids {
		at[id] = i
	}
	slices.SortFunc(out, func(a, b models.Consultant) int { return at[a.ID] - at[b.ID] })
	return out, nil
}
