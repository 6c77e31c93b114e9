package payout

import (
	"encoding/csv"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models/payout"
	"cerebro/payments"
	"cerebro/rules"
)

// Consultant payouts: the admin's batch per period (screen and CSV for the
// bank), marked paid line by line; the consultant's history and balance.

// Payout refusals.
const (
	errPayoutBadPeriod   apperr.Code = "payout.bad_period_start"
	errPayoutAlreadyPaid apperr.Code = "payout.already_paid"
)

// payoutView is one payout line.
type payoutView struct {
	ID             int64         `json:"id"`
	ConsultantID   int64         `json:"consultantId"`
	ConsultantName string        `json:"consultantName"`
	PeriodStart    string        `json:"periodStart"` // Colombo date, first day of the period
	PeriodEnd      string        `json:"periodEnd"`   // Colombo date, first day after it
	Amount         int64         `json:"amount"`
	Status         payout.Status `json:"status"`
	AccountName    string        `json:"accountName"`
	Bank           string        `json:"bank"`
	Branch         string        `json:"branch"`
	Account        string        `json:"account"`
	Reference      string        `json:"reference"` // ours for the bank, or the bank's once paid
	PaidAt         *time.Time    `json:"paidAt"`
}

func viewPayout(p payout.ConsultantPayout) payoutView {
	ref := p.Reference
	if ref == "" {
		ref = payoutReference(p.ID)
	}
	return payoutView{ID: p.ID, ConsultantID: p.ConsultantID, ConsultantName: strings.TrimSpace(p.Consultant),
		PeriodStart: rules.ColomboDate(p.PeriodStart), PeriodEnd: rules.ColomboDate(p.PeriodEnd), Amount: p.Amount,
		Status: p.Status, AccountName: p.AccountName, Bank: p.Bank, Branch: p.Branch, Account: p.Account,
		Reference: ref, PaidAt: p.PaidAt}
}

// payoutReference is the reference a payout transfer carries to the bank.
func payoutReference(id int64) string { return fmt.Sprintf("CEREBRO-PAYOUT-%d", id) }

// payoutBatch reads ?periodStart= (a Colombo date; the latest period with
// payouts when empty) and that period's payouts.
func (h *Handlers) payoutBatch(c *gin.Context) ([]time.Time, time.Time, []payout.ConsultantPayout, bool) {
	ctx := c.Request.Context()
	periods, err := h.Payout.Periods(ctx, 36)
	if err != nil {
		web.Fail(c, err)
		return nil, time.Time{}, nil, false
	}
	var start time.Time
	switch raw := strings.TrimSpace(c.Query("periodStart")); {
	case raw != "":
		day, err := time.ParseInLocation(rules.DateLayout, raw, rules.Colombo)
		if err != nil {
			web.Fail(c, apperr.New(errPayoutBadPeriod))
			return nil, time.Time{}, nil, false
		}
		start = day.UTC()
	case len(periods) > 0:
		start = periods[0]
	}
	list, err := h.Payout.OfPeriod(ctx, start)
	if err != nil {
		web.Fail(c, err)
		return nil, time.Time{}, nil, false
	}
	return periods, start, list, true
}

// listPayouts is GET /payouts?periodStart=: the admin's payout batch.
func (h *Handlers) listPayouts(c *gin.Context) {
	periods, start, list, ok := h.payoutBatch(c)
	if !ok {
		return
	}
	out := struct {
		Periods     []string     `json:"periods"`
		PeriodStart string       `json:"periodStart"`
		Total       int64        `json:"total"`
		Payouts     []payoutView `json:"payouts"`
	}{Periods: []string{}, Payouts: []payoutView{}}
	for _, p := range periods {
		out.Periods = append(out.Periods, rules.ColomboDate(p))
	}
	if !start.IsZero() {
		out.PeriodStart = rules.ColomboDate(start)
	}
	for _, p := range list {
		out.Total += p.Amount
		out.Payouts = append(out.Payouts, viewPayout(p))
	}
	c.JSON(http.StatusOK, out)
}

// exportPayouts is GET /payouts/export?periodStart=: the period's payouts
// still to pay, as CSV for the bank: name, bank, branch, account, amount
// (LKR, two decimals), reference. The people's text is neutralised for
// spreadsheets (web.CSVCell).
func (h *Handlers) exportPayouts(c *gin.Context) {
	_, start, list, ok := h.payoutBatch(c)
	if !ok {
		return
	}
	var b strings.Builder
	w := csv.NewWriter(&b)
	_ = w.Write([]string{"name", "bank", "branch", "account", "amount", "reference"})
	for _, p := range list {
		if p.Status != payout.Pending {
			continue
		}
		_ = w.Write([]string{web.CSVCell(p.AccountName), web.CSVCell(p.Bank), web.CSVCell(p.Branch), web.CSVCell(p.Account),
			payments.FormatAmount(p.Amount), payoutReference(p.ID)})
	}
	w.Flush()
	name := "cerebro-payouts.csv"
	if !start.IsZero() {
		name = fmt.Sprintf("cerebro-payouts-%s.csv", rules.ColomboDate(start))
	}
	c.Header("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, name))
	c.Data(http.StatusOK, "text/csv; charset=utf-8", []byte(b.String()))
}

// markPayoutPaid is PUT /payouts/:id/paid {reference}: the admin made the
// transfer.
func (h *Handlers) markPayoutPaid(c *gin.Context) {
	ref, ok := web.BindTransferReference(c)
	if !ok {
		return
	}
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	err := h.Payout.MarkPaid(c.Request.Context(), id, web.CallerID(c), ref)
	if errors.Is(err, payout.ErrNotPending) {
		err = apperr.New(errPayoutAlreadyPaid)
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Payout marked paid."})
}

// consultantPayouts is GET /consultant/payouts?consultantId=: a consultant's
// payouts, newest first, what is payable now and what waits for its claim
// window; to that consultant or the admin.
func (h *Handlers) consultantPayouts(c *gin.Context) {
	id, ok := web.QueryID(c, "consultantId")
	if !ok {
		return
	}
	ct, ok := web.OwnedConsultant(c, h.Profile, id, web.ErrNotYourPayouts)
	if !ok {
		return
	}
	ctx := c.Request.Context()
	list, err := h.Payout.OfConsultant(ctx, ct.ID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	pending, waiting, err := h.Payout.PendingBalance(ctx, ct.ID, h.Now())
	if err != nil {
		web.Fail(c, err)
		return
	}
	ids := make([]int64, len(list))
	for i, p := range list {
		ids[i] = p.ID
	}
	sums, err := h.Payout.PayoutBreakdowns(ctx, ids)
	if err != nil {
		web.Fail(c, err)
		return
	}
	type consultantPayoutView struct {
		payoutView
		Breakdown payout.PayoutBreakdown `json:"breakdown"` // sessions, refunds and penalties it is made of
	}
	out := struct {
		PendingBalance int64                  `json:"pendingBalance"` // payable at the next payout; negative: carried forward
		Pending        payout.PayoutBreakdown `json:"pending"`        // what that balance is made of
		InClaimWindow  int64                  `json:"inClaimWindow"`  // completed sessions whose claim window is still open
		Payouts        []consultantPayoutView `json:"payouts"`
	}{PendingBalance: pending.Total(), Pending: pending, InClaimWindow: waiting, Payouts: []consultantPayoutView{}}
	for _, p := range list {
		out.Payouts = append(out.Payouts, consultantPayoutView{viewPayout(p), sums[p.ID]})
	}
	c.JSON(http.StatusOK, out)
}
