package checkout

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/rules"
)

// Invoice refusals.
const (
	errCancelNotPending    apperr.Code = "checkout.cancel_not_pending"
	errInvoiceBadNumber    apperr.Code = "checkout.bad_number"
	errInvoiceBadDate      apperr.Code = "checkout.bad_date"
	errInvoiceStatusFilter apperr.Code = "checkout.bad_status_filter"
)

// consulteeInvoices lists a consultee's invoices, newest first, to that
// consultee or the admin.
func (h *Handlers) consulteeInvoices(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	ce, ok := web.OwnedConsultee(c, h.Profile, id, web.ErrNotYourInvoices)
	if !ok {
		return
	}
	list, err := h.Checkout.InvoicesOfConsultee(c.Request.Context(), ce.ID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	out, err := h.invoiceViews(c.Request.Context(), list)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, out)
}

// getInvoice is GET /invoice/:id: one invoice as its consultee sees it (the
// payment result page polls it after the gateway), to that consultee and the
// admin.
func (h *Handlers) getInvoice(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	inv, ok := web.SeenInvoice(c, h.Checkout, id)
	if !ok {
		return
	}
	out, err := h.invoiceViews(c.Request.Context(), []models.Invoice{*inv})
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, out[0])
}

// invoiceViews are invoices with their refunds and refund accounts.
func (h *Handlers) invoiceViews(ctx context.Context, list []models.Invoice) ([]invoiceView, error) {
	ids := make([]int64, len(list))
	for i := range list {
		ids[i] = list[i].ID
	}
	refunds, err := h.Refund.OfInvoices(ctx, ids)
	if err != nil {
		return nil, err
	}
	accounts, err := h.Refund.AccountsOf(ctx, ids)
	if err != nil {
		return nil, err
	}
	now := h.Now()
	out := make([]invoiceView, 0, len(list))
	for i := range list {
		v := viewInvoice(&list[i], now)
		v.Refunds = web.ViewRefundLines(refunds[list[i].ID])
		if a, ok := accounts[list[i].ID]; ok {
			v.RefundAccount = &a
		}
		out = append(out, v)
	}
	return out, nil
}

// cancelInvoice is "Cancel Booking": the owner cancels an invoice awaiting
// payment; 202 once its slots are free again.
func (h *Handlers) cancelInvoice(c *gin.Context) {
	inv, ok := web.OwnInvoice(c, h.Checkout, web.PathIDOr0(c))
	if !ok {
		return
	}
	if inv.Status != models.InvoicePendingPayment {
		web.Fail(c, apperr.New(errCancelNotPending))
		return
	}
	if err := h.cancelCheckout(c.Request.Context(), inv.ID); err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusAccepted, gin.H{"message": "Booking cancelled."})
}

// invoiceSearch is the admin's invoice search: Colombo dates,
// a status (PENDING_APPROVAL by default, ALL for every status) and paging.
type invoiceSearch struct {
	StartDate string     `json:"startDate" form:"startDate"`
	EndDate   string     `json:"endDate" form:"endDate"`
	Status    string     `json:"status" form:"status"`
	Page      flexNumber `json:"page"`
	Rows      flexNumber `json:"rows"`
}

// searchInvoicesBody is POST /invoice/getPagedInvoiceList.
func (h *Handlers) searchInvoicesBody(c *gin.Context) {
	var in invoiceSearch
	if !web.BindJSON(c, &in) {
		return
	}
	h.answerInvoiceSearch(c, in)
}

// searchInvoicesQuery is GET /invoice/invoiceList with the same fields as
// query parameters.
func (h *Handlers) searchInvoicesQuery(c *gin.Context) {
	in := invoiceSearch{StartDate: c.Query("startDate"), EndDate: c.Query("endDate"), Status: c.Query("status")}
	for _, p := range []struct {
		name string
		to   *flexNumber
	}{{"page", &in.Page}, {"rows", &in.Rows}} {
		if raw := strings.TrimSpace(c.Query(p.name)); raw != "" {
			if err := p.to.UnmarshalJSON([]byte(strconv.Quote(raw))); err != nil {
				web.Fail(c, apperr.New(errInvoiceBadNumber).With("name", p.name))
				return
			}
		}
	}
	h.answerInvoiceSearch(c, in)
}

func (h *Handlers) answerInvoiceSearch(c *gin.Context, in invoiceSearch) {
	f, err := in.filter()
	if err != nil {
		web.Fail(c, err)
		return
	}
	page := models.NewPage(int(in.Page), int(in.Rows))
	list, slipped, total, err := h.Checkout.SearchInvoices(c.Request.Context(), f, page)
	if err != nil {
		web.Fail(c, err)
		return
	}
	ids := make([]int64, len(list))
	for i := range list {
		ids[i] = list[i].ID
	}
	chargebacks, err := h.GatewayStore.ChargebacksOf(c.Request.Context(), ids)
	if err != nil {
		web.Fail(c, err)
		return
	}
	out := make([]adminInvoiceView, 0, len(list))
	for i := range list {
		v := viewAdminInvoice(&list[i], slipped[list[i].ID])
		if cb, ok := chargebacks[list[i].ID]; ok {
			cb.CreatedAt = cb.CreatedAt.UTC()
			v.ChargebackDetail = &cb
		}
		out = append(out, v)
	}
	c.JSON(http.StatusOK, gin.H{"pageData": out, "currentPageNo": page.Number, "totalNoOfPages": page.TotalPages(total)})
}

// filter turns the search into a query: the end date is inclusive.
func (in invoiceSearch) filter() (checkout.InvoiceFilter, error) {
	var f checkout.InvoiceFilter
	var err error
	if f.Status, err = invoiceStatusFilter(in.Status); err != nil {
		return f, err
	}
	if d := strings.TrimSpace(in.StartDate); d != "" {
		if f.From, err = rules.ParseColombo(d, "00:00"); err != nil {
			return f, apperr.New(errInvoiceBadDate).With("name", "startDate")
		}
	}
	if d := strings.TrimSpace(in.EndDate); d != "" {
		if f.To, err = rules.ParseColombo(d, "00:00"); err != nil {
			return f, apperr.New(errInvoiceBadDate).With("name", "endDate")
		}
		f.To = f.To.Add(24 * time.Hour)
	}
	return f, nil
}

// invoiceStatusFilter accepts the four invoice statuses and the other
// spellings in use for them (APPROVED, REJECTED, PENDING APPROVAL…), so a
// filter in any of them works; "ALL" is every status.
func invoiceStatusFilter(raw string) (models.InvoiceStatus, error) {
	switch models.InvoiceStatus(strings.ToUpper(strings.TrimSpace(raw))) {
	case "", models.InvoicePendingApproval, "PENDING APPROVAL":
		return models.InvoicePendingApproval, nil
	case "ALL":
		return "", nil
	case models.InvoicePendingPayment, "PENDING":
		return models.InvoicePendingPayment, nil
	case models.InvoicePaid, "APPROVED", "SUCCESS":
		return models.InvoicePaid, nil
	case models.InvoiceFailed, "REJECTED", "FAILED":
		return models.InvoiceFailed, nil
	}
	return "", apperr.New(errInvoiceStatusFilter)
}

// flexNumber is a whole number sent as a JSON number or a numeric string
// (form inputs send strings); empty means 0, which paging reads as default.
type flexNumber int

// UnmarshalJSON reads 3, "3" or "".
func (n *flexNumber) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		b = []byte(strings.TrimSpace(s))
	}
	if len(b) == 0 || string(b) == "null" {
		*n = 0
		return nil
	}
	v, err := strconv.Atoi(string(b))
	if err != nil {
		return &json.UnmarshalTypeError{Value: string(b), Type: jsonIntType}
	}
	*n = flexNumber(v)
	return nil
}

var jsonIntType = reflect.TypeOf(0)
