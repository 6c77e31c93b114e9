package web

import (
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/apperr"
	"cerebro/models"
)

// PageView is the paged answer of every list, one shape so the web app's
// pager works the same on every table.
type PageView[T any] struct {
	PageData       []T   `json:"pageData"`
	CurrentPageNo  int   `json:"currentPageNo"`
	TotalNoOfPages int64 `json:"totalNoOfPages"`
	// HasMorePages: there are pages past totalNoOfPages (a search stops
	// counting far past the page asked for).
	HasMorePages bool `json:"hasMorePages,omitempty"`
}

// NewPageView is one page of items out of total; never a null page.
func NewPageView[T any](items []T, p models.Page, total int64) PageView[T] {
	if items == nil {
		items = []T{}
	}
	return PageView[T]{PageData: items, CurrentPageNo: p.Number, TotalNoOfPages: p.TotalPages(total)}
}

// QueryPage reads ?page= and ?rows= with the list defaults.
func QueryPage(c *gin.Context) (models.Page, bool) {
	return ParsePage(c, c.Query("page"), c.Query("rows"))
}

// ParsePage reads a page number and size, answering 400 if either is not a
// whole number; empty ones take the defaults.
func ParsePage(c *gin.Context, page, rows string) (models.Page, bool) {
	var n Numbers
	p := models.NewPage(int(n.Get("page", page)), int(n.Get("rows", rows)))
	if err := n.Err(); err != nil {
		Fail(c, err)
		return p, false
	}
	return p, true
}

// ErrNotCount refuses a page, a size or a filter that is not a whole number.
const ErrNotCount apperr.Code = "discovery.not_a_count"

// Numbers parses optional whole Numbers, remembering the first bad one.
type Numbers struct{ Errs FieldErrors }

// Get reads raw as a whole number named name, 0 when empty; a bad one is
// remembered for Err.
func (n *Numbers) Get(name, raw string) int64 {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return 0
	}
	v, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || v < 0 {
		n.Errs.AddWith(name, ErrNotCount, map[string]any{"field": name})
	}
	return v
}

// Err is the refusal of the bad numbers read, nil when all were good.
func (n *Numbers) Err() error { return n.Errs.Err() }
