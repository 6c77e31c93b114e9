package ledger

import (
	"fmt"
	"net/http"
	"sort"
	"strings"
	"time"

	"cerebro/models/refund"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/models"
	"cerebro/models/ledger"
)

// timelineEvent is one step of an invoice's money: a ledger event (with its
// balanced lines) or a refund decision (no money moves).
type timelineEvent struct {
	At     time.Time    `json:"at"`
	Kind   string       `json:"kind"`
	Source string       `json:"source"`
	Lines  []ledgerLine `json:"lines"`
	Amount int64        `json:"amount"` // what moved in or out of cash (or was decided), in cents
}

// ledgerLine is one account's share of an event: debits positive, credits negative.
type ledgerLine struct {
	Account string `json:"account"`
	Amount  int64  `json:"amount"`
}

// timelineView is GET /invoice/:id/timeline's answer: every cent of the
// invoice from payment to payout or refund, with times, and the balance of
// each account it touched.
type timelineView struct {
	InvoiceID int64            `json:"invoiceId"`
	Cref      string           `json:"cref"`
	Total     int64            `json:"totalAmount"`
	Events    []timelineEvent  `json:"events"`
	Balances  map[string]int64 `json:"balances"`
}

// Timeline events that are decisions, not ledger events.
const (
	timelineRefundRequested = "REFUND_REQUESTED"
	timelineRefundApproved  = "REFUND_APPROVED"
	timelineRefundRejected  = "REFUND_REJECTED"
)

// invoiceTimeline is GET /invoice/:id/timeline: to the invoice's consultee
// or the admin.
func (h *Handlers) invoiceTimeline(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	ctx := c.Request.Context()
	inv, ok := web.SeenInvoice(c, h.Checkout, id)
	if !ok {
		return
	}
	entries, err := h.Ledger.OfInvoice(ctx, inv.ID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	refunds, err := h.Refund.OfInvoices(ctx, []int64{inv.ID})
	if err != nil {
		web.Fail(c, err)
		return
	}
	v := timelineView{InvoiceID: inv.ID, Cref: inv.Cref, Total: inv.TotalAmount, Balances: map[string]int64{}}
	v.Events = append(ledgerEvents(entries, v.Balances), refundDecisions(refunds[inv.ID])...)
	if !web.IsAdmin(c) {
		v = consulteesTimeline(v)
	}
	sort.SliceStable(v.Events, func(i, j int) bool { return v.Events[i].At.Before(v.Events[j].At) })
	c.JSON(http.StatusOK, v)
}

// ledgerEvents groups ledger lines into their events, in the order written,
// and adds each line to its account's balance. A payment captured (or
// charged back) booking by booking is one event, its lines summed by
// account.
func ledgerEvents(entries []ledger.Entry, balances map[string]int64) []timelineEvent {
	var out []timelineEvent
	index := map[string]int{}
	for _, e := range entries {
		balances[e.Account] += e.Amount
		source, _, _ := strings.Cut(e.Source, "/booking-")
		key := string(e.Kind) + "\x00" + source
		i, seen := index[key]
		if !seen {
			i = len(out)
			index[key] = i
			out = append(out, timelineEvent{At: e.CreatedAt.UTC(), Kind: string(e.Kind), Source: source})
		}
		out[i].Lines = addLine(out[i].Lines, ledgerLine{Account: e.Account, Amount: e.Amount})
		if e.Account == ledger.AccountCash {
			out[i].Amount += e.Amount
		}
	}
	for i := range out {
		if out[i].Amount == 0 && len(out[i].Lines) > 0 { // no cash moved (a penalty): its size
			out[i].Amount = abs(out[i].Lines[0].Amount)
		}
	}
	return out
}

// addLine adds l to its account's line of an event, or as a new line.
func addLine(lines []ledgerLine, l ledgerLine) []ledgerLine {
	for i := range lines {
		if lines[i].Account == l.Account {
			lines[i].Amount += l.Amount
			return lines
		}
	}
	return append(lines, l)
}

// refundDecisions are the steps of the invoice's refunds that move no money:
// requested, approved or rejected.
func refundDecisions(refunds []refund.Refund) []timelineEvent {
	var out []timelineEvent
	for _, r := range refunds {
		source := fmt.Sprintf("refund-%d", r.ID)
		out = append(out, timelineEvent{At: r.CreatedAt.UTC(), Kind: timelineRefundRequested, Source: source,
			Amount: r.RequestedAmount, Lines: []ledgerLine{}})
		if r.DecidedAt == nil {
			continue
		}
		kind, amount := timelineRefundApproved, int64(0)
		if r.Amount != nil {
			amount = *r.Amount
		}
		if r.Status == models.RefundRejected {
			kind = timelineRefundRejected
		}
		out = append(out, timelineEvent{At: r.DecidedAt.UTC(), Kind: kind, Source: source, Amount: amount, Lines: []ledgerLine{}})
	}
	return out
}

func abs(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// consulteesTimeline is what the consultee sees of their invoice's money:
// what they paid and what came back, not how it was shared or what the
// consultant was charged.
func consulteesTimeline(v timelineView) timelineView {
	events := make([]timelineEvent, 0, len(v.Events))
	for _, e := range v.Events {
		if e.Kind == string(ledger.Penalty) {
			continue
		}
		e.Lines = []ledgerLine{}
		events = append(events, e)
	}
	v.Events = events
	v.Balances = map[string]int64{ledger.AccountCash: v.Balances[ledger.AccountCash]}
	return v
}
