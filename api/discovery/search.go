package discovery

import (
	"net/http"
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
	Page           web.LooseText `json:"page"`
	Rows           web.LooseText `json:"rows"`
	ConsultantName string        `json:"consultantName"`
	FirstName      string        `json:"firstName"`
	LastName       string        `json:"lastName"`
	Email          string        `json:"email"`
	CategoryID     web.LooseText `json:"categoryId"`
	SlotSize       web.LooseText `json:"slotSize"`
	SlotRate       web.LooseText `json:"slotRate"`    // cents, exact
	SlotRateMin    web.LooseText `json:"slotRateMin"` // cents
	SlotRateMax    web.LooseText `json:"slotRateMax"` // cents
	Status         string        `json:"status"`
	Sort           string        `json:"sort"` // name (default), rating, price or next
}

// statusAll lets the admin list every consultant whatever their status.
const statusAll = "ALL"

// filter reads the body; admin adds the email and status filters, which
// the public never gets (public lists show VERIFIED consultants only).
func (in searchInput) filter(admin bool) (discovery.ConsultantFilter, models.Page, error) {
	var n web.Numbers
	f := discovery.ConsultantFilter{
		Name: in.ConsultantName, FirstName: in.FirstName, LastName: in.LastName,
		CategoryID: n.Get("categoryId", string(in.CategoryID)), SlotSize: int(n.Get("slotSize", string(in.SlotSize))),
		SlotRate: n.Get("slotRate", string(in.SlotRate)), SlotRateMin: n.Get("slotRateMin", string(in.SlotRateMin)),
		SlotRateMax: n.Get("slotRateMax", string(in.SlotRateMax)), Status: models.ConsultantVerified,
	}
	p := models.NewPage(int(n.Get("page", string(in.Page))), int(n.Get("rows", string(in.Rows))))
	sort, err := parseSort(in.Sort)
	if err != nil {
		n.Errs.Add("sort", errBadSort)
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
			n.Errs.Add("status", errBadStatus)
		}
	}
	return f, p, n.Err()
}

// The search form's refusals.
const (
	errBadStatus apperr.Code = "discovery.status_unknown"
)

// searchPublicBody is POST /consultant/getPagedConsultantListPublic.
func (h *Handlers) searchPublicBody(c *gin.Context) { h.searchBody(c, false) }

// searchAdminBody is the admin's POST /consultant/getPagedConsultantList;
// status defaults to VERIFIED.
func (h *Handlers) searchAdminBody(c *gin.Context) { h.searchBody(c, true) }

func (h *Handlers) searchBody(c *gin.Context, admin bool) {
	var in searchInput
	if !web.BindJSON(c, &in) {
		return
	}
	f, p, err := in.filter(admin)
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.answerSearch(c, f, p)
}

// searchPublicQuery is GET /consultant?consultantName&category&ss&srmin&srmax&sort&page&rows,
// also the home page's typeahead (consultantName and a few rows).
func (h *Handlers) searchPublicQuery(c *gin.Context) {
	in := searchInput{
		ConsultantName: c.Query("consultantName"), CategoryID: web.LooseText(c.Query("category")),
		SlotSize: web.LooseText(c.Query("ss")), SlotRateMin: web.LooseText(c.Query("srmin")),
		SlotRateMax: web.LooseText(c.Query("srmax")), Page: web.LooseText(c.Query("page")), Rows: web.LooseText(c.Query("rows")),
		Sort: c.Query("sort"),
	}
	f, p, err := in.filter(false)
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.answerSearch(c, f, p)
}

// pagedBy serves GET /consultant/pagedConsultantBy<X>/:value/:page: the
// first segment is the value searched for (category id, part of a name,
// slot size in minutes, slot rate in cents), the second the page number;
// ?rows= sets the page size.
func (h *Handlers) pagedBy(field string) gin.HandlerFunc {
	return func(c *gin.Context) {
		in := searchInput{Page: web.LooseText(c.Param("page")), Rows: web.LooseText(c.Query("rows"))}
		v := web.LooseText(c.Param("value"))
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
		h.answerSearch(c, f, p)
	}
}

// pagedConsultants serves GET /consultant/all, /consultant/pagedConsultant/:page
// and /consultant/paged/:page/:rows: VERIFIED consultants by name. Path
// segments win over ?page= and ?rows=.
func (h *Handlers) pagedConsultants(c *gin.Context) {
	in := searchInput{Page: web.LooseText(c.Query("page")), Rows: web.LooseText(c.Query("rows"))}
	if v := c.Param("page"); v != "" {
		in.Page = web.LooseText(v)
	}
	if v := c.Param("rows"); v != "" {
		in.Rows = web.LooseText(v)
	}
	f, p, err := in.filter(false)
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.answerSearch(c, f, p)
}

func (h *Handlers) answerSearch(c *gin.Context, f discovery.ConsultantFilter, p models.Page) {
	list, found, err := h.Discovery.SearchConsultants(c.Request.Context(), f, p)
	if err != nil {
		web.Fail(c, err)
		return
	}
	views, err := h.ConsultantViews(c, h.Discovery, list, false)
	if err != nil {
		web.Fail(c, err)
		return
	}
	page := web.NewPageView(views, p, found.N)
	page.HasMorePages = found.More
	c.JSON(http.StatusOK, page)
}
