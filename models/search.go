package models

import (
	"context"
	"slices"
	"strings"

	"gorm.io/gorm"
)

// Paging defaults shared by every list (spec §9: page 1, 20 rows).
const (
	DefaultRows = 20
	MaxRows     = 100
	// MaxPage keeps page × rows far from overflowing; nobody pages that far.
	MaxPage = 1_000_000
)

// Page is a 1-based page number and its size, already clamped by NewPage.
type Page struct {
	Number int
	Rows   int
}

// NewPage applies the defaults (page 1, 20 rows) and caps rows at MaxRows.
func NewPage(number, rows int) Page {
	if number < 1 {
		number = 1
	}
	if number > MaxPage {
		number = MaxPage
	}
	if rows < 1 {
		rows = DefaultRows
	}
	if rows > MaxRows {
		rows = MaxRows
	}
	return Page{Number: number, Rows: rows}
}

func (p Page) offset() int { return (p.Number - 1) * p.Rows }

// TotalPages is how many pages of p.Rows hold total items.
func (p Page) TotalPages(total int64) int64 {
	return (total + int64(p.Rows) - 1) / int64(p.Rows)
}

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
	Status      string
}

// nameExpr is the expression the consultants_name_trgm index is built on;
// the query must repeat it exactly for PostgreSQL to use the index.
const nameExpr = "lower(first_name || ' ' || last_name || ' ' || display_name)"

func (f ConsultantFilter) apply(db *gorm.DB) *gorm.DB {
	if f.Name != "" {
		db = db.Where(nameExpr+` LIKE '%' || lower(?) || '%' ESCAPE '\'`, escapeLike(f.Name))
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
// page too; when there are more, the page is read by walking the
// name-ordered index, which finds the first matches of a common name part
// without reading the rest.
func (s *Store) SearchConsultants(ctx context.Context, f ConsultantFilter, p Page) ([]Consultant, Matches, error) {
	upTo := p.offset() + countAhead
	db := s.DB.WithContext(ctx)
	found, ids, err := matchingPage(db, f, p, upTo)
	if err == nil && found > int64(upTo) {
		ids, err = pageInNameOrder(db, f, p)
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

// matchingPage counts the matches of f, stopping after upTo+1, and returns
// the ids of page p among them in name order.
func matchingPage(db *gorm.DB, f ConsultantFilter, p Page, upTo int) (total int64, ids []int64, err error) {
	if f.Name == "" {
		return scanMatches(db, f, p, upTo)
	}
	// Through the trigram index, whatever PostgreSQL guesses: it cannot tell
	// how many consultants a name part matches, and a wrong guess (a
	// sequential scan hoping to stop early, a walk in name order) read tens
	// of thousands of rows for a rare part. SET LOCAL ends with the
	// transaction.
	err = db.Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec(TrigramScanOnly).Error; err != nil {
			return err
		}
		total, ids, err = scanMatches(tx, f, p, upTo)
		return err
	})
	return total, ids, err
}

// scanMatches is matchingPage's one statement: the matches up to upTo+1,
// their count, and page p's ids among them in name order.
func scanMatches(db *gorm.DB, f ConsultantFilter, p Page, upTo int) (int64, []int64, error) {
	matches := f.apply(db.Model(&Consultant{})).Select("id, first_name, last_name").Limit(upTo + 1)
	var rows []struct {
		Total int64
		ID    *int64
	}
	err := db.Raw(`WITH m AS MATERIALIZED (?)
		SELECT n.total, pg.id FROM (SELECT count(*) AS total FROM m) n
		LEFT JOIN LATERAL (SELECT id, first_name, last_name FROM m ORDER BY first_name, last_name, id LIMIT ? OFFSET ?) pg ON true
		ORDER BY pg.first_name, pg.last_name, pg.id`, matches, p.Rows, p.offset()).Scan(&rows).Error
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

// pageInNameOrder reads page p of the matches of f by walking the
// name-ordered index, which carries every column the name test needs, so
// the rows that do not match are never read from the table.
func pageInNameOrder(tx *gorm.DB, f ConsultantFilter, p Page) ([]int64, error) {
	var ids []int64
	err := f.apply(tx.Model(&Consultant{})).Order("first_name, last_name, id").
		Limit(p.Rows).Offset(p.offset()).Pluck("id", &ids).Error
	return ids, err
}

// consultantsInOrder loads consultants with their category and account,
// in the order of ids.
func (s *Store) consultantsInOrder(ctx context.Context, ids []int64) ([]Consultant, error) {
	out := []Consultant{}
	if len(ids) == 0 {
		return out, nil
	}
	if err := s.DB.WithContext(ctx).Preload("Category").Preload("User").Where("id IN ?", ids).Find(&out).Error; err != nil {
		return nil, err
	}
	at := make(map[int64]int, len(ids))
	for i, id := range ids {
		at[id] = i
	}
	slices.SortFunc(out, func(a, b Consultant) int { return at[a.ID] - at[b.ID] })
	return out, nil
}
