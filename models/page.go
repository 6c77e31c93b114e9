package models

// Paging defaults shared by every list: page 1 of 20 rows when a request
// asks for nothing else; MaxRows caps what one request may ask for.
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

// Offset is how many rows come before the page: what OFFSET skips.
func (p Page) Offset() int { return (p.Number - 1) * p.Rows }

// TotalPages is how many pages of p.Rows hold total items.
func (p Page) TotalPages(total int64) int64 {
	return (total + int64(p.Rows) - 1) / int64(p.Rows)
}
