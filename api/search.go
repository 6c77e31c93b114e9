package api

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/discovery"
)

// searchInput is the paging body of the consultant list calls (the admin's
// and the public one): rows and page plus search fields. Numbers may come as strings, as the
// admin's search panel sends them; an empty field matches anything.
type searchInput struct {
	Page           looseText `json:"page"`
	Rows           looseText `json:"rows"`
	ConsultantName string    `json:"consultantName"`
	FirstName      string    `json:"firstName"`
	LastName       string    `json:"lastName"`
	Email          string    `json:"email"`
	CategoryID     looseText `json:"categoryId"`
	SlotSize       looseText `json:"slotSize"`
	SlotRate       looseText `json:"slotRate"`    // cents, exact
	SlotRateMin    looseText `json:"slotRateMin"` // cents
	SlotRateMax    looseText `json:"slotRateMax"` // cents
	Status         string    `json:"status"`
	Sort           string    `json:"sort"` // name (default), rating, price or next
}

// statusAll lets the admin list every consultant whatever their status.
const statusAll = "ALL"

// filter reads the body; admin adds the email and status filters, which
// the public never gets (public lists show VERIFIED consultants only).
func (in searchInput) filter(admin bool) (discovery.ConsultantFilter, models.Page, error) {
	var n numbers
	f := discovery.ConsultantFilter{
		Name: in.ConsultantName, FirstName: in.FirstName, LastName: in.LastName,
		CategoryID: n.get("categoryId", string(in.CategoryID)), SlotSize: int(n.get("slotSize", string(in.SlotSize))),
		SlotRate: n.get("slotRate", string(in.SlotRate)), SlotRateMin: n.get("slotRateMin", string(in.SlotRateMin)),
		SlotRateMax: n.get("slotRateMax", string(in.SlotRateMax)), Status: models.ConsultantVerified,
	}
	p := models.NewPage(int(n.get("page", string(in.Page))), int(n.get("rows", string(in.Rows))))
	sort, err := parseSort(in.Sort)
	if err != nil {
		n.errs.add("sort", errBadSort)
	}
	f.Sort = sort
	if admin {
		f.Email = in.Email
		switch st := models.ConsultantStatus(strings.ToUpper(strings.TrimSpace(in.Status))); st {
		case "", models.ConsultantVerified:
		case models.ConsultantPending, models.ConsultantRejected, models.ConsultantSuspended:
			f.Status = st
		case statusAll:
			f.Status = ""
		default:
			n.errs.add("status", errBadStatus)
		}
	}
	return f, p, n.err()
}

// The search form's refusals.
const (
	errBadStatus apperr.Code = "discovery.status_unknown"
	errNotCount  apperr.Code = "discovery.not_a_count"
)

// numbers parses optional whole numbers, remembering the first bad one.
type numbers struct{ errs fieldErrors }

func (n *numbers) get(name, raw string) int64 {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return 0
	}
	v, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || v < 0 {
		n.errs.addWith(name, errNotCount, map[string]any{"field": name})
	}
	return v
}

func (n *numbers) err() error { return n.errs.err() }

// searchPublicBody is POST /consultant/getPagedConsultantListPublic.
func (s *Server) searchPublicBody(c *gin.Context) { s.searchBody(c, false) }

// searchAdminBody is the admin's POST /consultant/getPagedConsultantList;
// status defaults to VERIFIED.
func (s *Server) searchAdminBody(c *gin.Context) { s.searchBody(c, true) }

func (s *Server) searchBody(c *gin.Context, admin bool) {
	var in searchInput
	if !web.BindJSON(c, &in) {
		return
	}
	f, p, err := in.filter(admin)
	if err != nil {
		web.Fail(c, err)
		return
	}
	s.answerSearch(c, f, p)
}

// searchPublicQuery is GET /consultant?consultantName&category&ss&srmin&srmax&sort&page&rows,
// also the home page's typeahead (consultantName and a few rows).
func (s *Server) searchPublicQuery(c *gin.Context) {
	in := searchInput{
		ConsultantName: c.Query("consultantName"), CategoryID: looseText(c.Query("category")),
		SlotSize: looseText(c.Query("ss")), SlotRateMin: looseText(c.Query("srmin")),
		SlotRateMax: looseText(c.Query("srmax")), Page: looseText(c.Query("page")), Rows: looseText(c.Query("rows")),
		Sort: c.Query("sort"),
	}
	f, p, err := in.filter(false)
	if err != nil {
		web.Fail(c, err)
		return
	}
	s.answerSearch(c, f, p)
}

// pagedBy serves GET /consultant/pagedConsultantBy<X>/:value/:page: the
// first segment is the value searched for (category id, part of a name,
// slot size in minutes, slot rate in cents), the second the page number;
// ?rows= sets the page size.
func (s *Server) pagedBy(field string) gin.HandlerFunc {
	return func(c *gin.Context) {
		in := searchInput{Page: looseText(c.Param("page")), Rows: looseText(c.Query("rows"))}
		v := looseText(c.Param("value"))
		switch field {
		case "category":
			in.CategoryID = v
		case "name":
			in.ConsultantName = string(v)
		case "slotSize":
			in.SlotSize = v
		case "slotRate":
			in.SlotRate = v
		}
		f, p, err := in.filter(false)
		if err != nil {
			web.Fail(c, err)
			return
		}
		s.answerSearch(c, f, p)
	}
}

// pagedConsultants serves GET /consultant/all, /consultant/pagedConsultant/:page
// and /consultant/paged/:page/:rows: VERIFIED consultants by name. Path
// segments win over ?page= and ?rows=.
func (s *Server) pagedConsultants(c *gin.Context) {
	in := searchInput{Page: looseText(c.Query("page")), Rows: looseText(c.Query("rows"))}
	if v := c.Param("page"); v != "" {
		in.Page = looseText(v)
	}
	if v := c.Param("rows"); v != "" {
		in.Rows = looseText(v)
	}
	f, p, err := in.filter(false)
	if err != nil {
		web.Fail(c, err)
		return
	}
	s.answerSearch(c, f, p)
}

func (s *Server) answerSearch(c *gin.Context, f discovery.ConsultantFilter, p models.Page) {
	list, found, err := s.stores.Discovery.SearchConsultants(c.Request.Context(), f, p)
	if err != nil {
		web.Fail(c, err)
		return
	}
	views, err := s.consultantViews(c, list, false)
	if err != nil {
		web.Fail(c, err)
		return
	}
	page := newPageView(views, p, found.N)
	page.HasMorePages = found.More
	c.JSON(http.StatusOK, page)
}

// queryPage reads ?page= and ?rows= with the list defaults.
func queryPage(c *gin.Context) (models.Page, bool) {
	return parsePage(c, c.Query("page"), c.Query("rows"))
}

// parsePage reads a page number and size, answering 400 if either is not a
// whole number; empty ones take the defaults.
func parsePage(c *gin.Context, page, rows string) (models.Page, bool) {
	var n numbers
	p := models.NewPage(int(n.get("page", page)), int(n.get("rows", rows)))
	if err := n.err(); err != nil {
		web.Fail(c, err)
		return p, false
	}
	return p, true
}
