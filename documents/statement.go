package documents

import (
	"time"

	"github.com/tdewolff/canvas"

	"cerebro/mailer"
	"cerebro/models"
)

// Statement is a consultant's month: what their sessions earned, the
// platform's share, penalties, refunds and payouts, each with its total.
type Statement struct {
	Company    Company
	Consultant string
	Month      time.Time // the first instant of the Colombo month
	IssuedAt   time.Time
	Sessions   []StatementSession
	Penalties  []StatementPenalty
	Refunds    []StatementRefund
	Payouts    []StatementPayout
}

// StatementSession is one earned session (as the earnings page counts it).
type StatementSession struct {
	Start, End time.Time
	Consultee  string
	Price      int64 // cents
	Platform   int64 // the platform's share (rules.SplitCommission)
	Consultant int64 // the consultant's share
}

// StatementPenalty is one penalty, dated by its session.
type StatementPenalty struct {
	Session   time.Time // the session's Colombo day
	Consultee string
	Reason    string // models.PenaltyCancelled or models.PenaltyNoShow
	Amount    int64
}

// StatementRefund is one refund paid on the consultant's booking, as the
// ledger wrote it: the amount refunded and the consultant's share of it.
type StatementRefund struct {
	PaidAt    time.Time
	Consultee string
	Amount    int64
	Share     int64 // the consultant's share taken back
}

// StatementPayout is one payout paid to the consultant.
type StatementPayout struct {
	PaidAt                 time.Time
	PeriodStart, PeriodEnd time.Time
	Amount                 int64
	Reference              string
}

// Totals are a statement's sums, in cents.
type Totals struct {
	Earned, PlatformShare, ConsultantShare int64
	Penalties                              int64
	Refunded, RefundShare                  int64
	PaidOut                                int64
}

// Net is the consultant's share less penalties.
func (t Totals) Net() int64 { return t.ConsultantShare - t.Penalties }

// Totals adds the statement up.
func (s Statement) Totals() Totals {
	var t Totals
	for _, x := range s.Sessions {
		t.Earned += x.Price
		t.PlatformShare += x.Platform
		t.ConsultantShare += x.Consultant
	}
	for _, p := range s.Penalties {
		t.Penalties += p.Amount
	}
	for _, f := range s.Refunds {
		t.Refunded += f.Amount
		t.RefundShare += f.Share
	}
	for _, p := range s.Payouts {
		t.PaidOut += p.Amount
	}
	return t
}

// RenderStatement writes the statement as a PDF for r.
func RenderStatement(s Statement, r mailer.Reader) ([]byte, error) {
	w, err := newWriter(r)
	if err != nil {
		return nil, err
	}
	t, sum := w.t, s.Totals()
	month := mailer.Reader{Lang: r.Lang}.Month(s.Month) // a Colombo month
	w.letterhead(s.Company)
	w.line(t.statement, title)
	w.gap(2)
	w.pair(t.consultant, s.Consultant)
	w.pair(t.month, month)
	w.pair(t.issued, r.Date(s.IssuedAt))

	w.section(t.summary)
	w.total(t.earned, r.Money(sum.Earned), body)
	w.total(t.platformShare, r.Money(-sum.PlatformShare), body)
	w.total(t.yourShare, r.Money(sum.ConsultantShare), body)
	w.total(t.penalties, r.Money(-sum.Penalties), body)
	w.total(t.net, r.Money(sum.Net()), strong)
	w.gap(1)
	w.total(t.refunds+" · "+t.shareTakenBack, r.Money(-sum.RefundShare), body)
	w.total(t.payouts, r.Money(sum.PaidOut), body)
	w.gap(1)
	w.line(t.statementNote, muted)

	w.sessions(s, sum)
	w.penalties(s, sum)
	w.refunds(s, sum)
	w.payouts(s, sum)
	return w.pdf(t.statement + " " + month)
}

func (w *writer) sessions(s Statement, sum Totals) {
	t, r := w.t, w.reader
	w.section(t.sessions)
	if len(s.Sessions) == 0 {
		w.line(t.noneThisMonth, muted)
		return
	}
	head := []cell{{t.when, muted, 62, canvas.Left}, {t.consultee, muted, 37, canvas.Left},
		{t.price, muted, 25, canvas.Right}, {t.platformShare, muted, 25, canvas.Right}, {t.yourShare, muted, 25, canvas.Right}}
	w.row(head...)
	for _, x := range s.Sessions {
		w.row(cell{r.Span(x.Start, x.End), body, 62, canvas.Left}, cell{x.Consultee, body, 37, canvas.Left},
			cell{r.Money(x.Price), body, 25, canvas.Right}, cell{r.Money(x.Platform), body, 25, canvas.Right},
			cell{r.Money(x.Consultant), body, 25, canvas.Right})
	}
	w.rule()
	w.row(cell{t.total, strong, 99, canvas.Left}, cell{r.Money(sum.Earned), strong, 25, canvas.Right},
		cell{r.Money(sum.PlatformShare), strong, 25, canvas.Right}, cell{r.Money(sum.ConsultantShare), strong, 25, canvas.Right})
}

func (w *writer) penalties(s Statement, sum Totals) {
	t, r := w.t, w.reader
	w.section(t.penalties)
	if len(s.Penalties) == 0 {
		w.line(t.noneThisMonth, muted)
		return
	}
	w.row(cell{t.date, muted, 50, canvas.Left}, cell{t.consultee, muted, 40, canvas.Left},
		cell{t.reason, muted, 54, canvas.Left}, cell{t.amount, muted, 30, canvas.Right})
	colombo := mailer.Reader{Lang: r.Lang} // a penalty is dated by its session's Colombo day
	for _, p := range s.Penalties {
		reason := t.cancelled
		if p.Reason == models.PenaltyNoShow {
			reason = t.noShow
		}
		w.row(cell{colombo.Date(p.Session), body, 50, canvas.Left}, cell{p.Consultee, body, 40, canvas.Left},
			cell{reason, body, 54, canvas.Left}, cell{r.Money(p.Amount), body, 30, canvas.Right})
	}
	w.rule()
	w.total(t.total, r.Money(sum.Penalties), strong)
}

func (w *writer) refunds(s Statement, sum Totals) {
	t, r := w.t, w.reader
	w.section(t.refunds)
	if len(s.Refunds) == 0 {
		w.line(t.noneThisMonth, muted)
		return
	}
	w.row(cell{t.date, muted, 60, canvas.Left}, cell{t.consultee, muted, 54, canvas.Left},
		cell{t.refunded, muted, 30, canvas.Right}, cell{t.shareTakenBack, muted, 30, canvas.Right})
	for _, f := range s.Refunds {
		w.row(cell{r.Date(f.PaidAt), body, 60, canvas.Left}, cell{f.Consultee, body, 54, canvas.Left},
			cell{r.Money(f.Amount), body, 30, canvas.Right}, cell{r.Money(f.Share), body, 30, canvas.Right})
	}
	w.rule()
	w.row(cell{t.total, strong, 114, canvas.Left}, cell{r.Money(sum.Refunded), strong, 30, canvas.Right},
		cell{r.Money(sum.RefundShare), strong, 30, canvas.Right})
}

func (w *writer) payouts(s Statement, sum Totals) {
	t, r := w.t, w.reader
	w.section(t.payouts)
	if len(s.Payouts) == 0 {
		w.line(t.noneThisMonth, muted)
		return
	}
	w.row(cell{t.datePaid, muted, 50, canvas.Left}, cell{t.period, muted, 50, canvas.Left},
		cell{t.reference, muted, 44, canvas.Left}, cell{t.amount, muted, 30, canvas.Right})
	for _, p := range s.Payouts {
		colombo := mailer.Reader{Lang: r.Lang} // periods are Colombo days
		period := colombo.Date(p.PeriodStart) + " – " + colombo.Date(p.PeriodEnd.Add(-time.Second))
		w.row(cell{r.Date(p.PaidAt), body, 50, canvas.Left}, cell{period, body, 50, canvas.Left},
			cell{p.Reference, body, 44, canvas.Left}, cell{r.Money(p.Amount), body, 30, canvas.Right})
	}
	w.rule()
	w.total(t.total, r.Money(sum.PaidOut), strong)
}
