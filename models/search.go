package models

import (
	"context"
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
// A name part as short as "san" matches a tenth of 100,000 consultants, and
// counting every one of them cost 20–100 ms; nobody pages 50 pages ahead.
const countAhead = 1000

// Matches is how many consultants a search found: N exactly, or, when
// More, at least N (counting stopped countAhead matches past the page).
type Matches struct {
	N    int64
	More bool
}

// SearchConsultants returns one page of the consultants matching f, by
// name, and how many match.
func (s *Store) SearchConsultants(ctx context.Context, f ConsultantFilter, p Page) ([]Consultant, Matches, error) {
	m, err := s.countConsultants(ctx, f, p.offset()+countAhead)
	if err != nil || m.N == 0 {
		return []Consultant{}, m, err
	}
	var out []Consultant
	err = f.apply(s.DB.WithContext(ctx)).Preload("Category").Preload("User").
		Order("first_name, last_name, id").Limit(p.Rows).Offset(p.offset()).Find(&out).Error
	return out, m, err
}

// countConsultants counts the matches of f, stopping after upTo.
func (s *Store) countConsultants(ctx context.Context, f ConsultantFilter, upTo int) (Matches, error) {
	db := s.DB.WithContext(ctx)
	matching := f.apply(db.Model(&Consultant{})).Select("1").Limit(upTo + 1)
	var n int64
	if err := db.Raw("SELECT count(*) FROM (?) AS matching", matching).Scan(&n).Error; err != nil {
		return Matches{}, err
	}
	if n > int64(upTo) {
		return Matches{N: int64(upTo), More: true}, nil
	}
	return Matches{N: n}, nil
}
