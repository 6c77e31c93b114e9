// Package journey walks a deployed Cerebro through its public HTTP API the
// way its web app does — the same routes, bodies and headers — with nothing
// but what its users and operator have: the site's address, the admin's
// password, the mailbox the site's mail reaches and a card for the payment
// gateway's page. It needs no database and no internals, so the same walk
// proves the product in-process and a deployment behind its proxy.
//
// The journey, in the words: a consultee signs up, opens the mailed
// link, books and pays by card, the consultant joins the room, and the
// admin approves a slip. Run does it step by step and says which step
// failed, with the HTTP status and body the site answered.
//
// What the site needs for the journey to pass:
//   - PUBLIC_BASE_URL is BaseURL: the mailed links and the gateway's
//     return_url must lead back to the site.
//   - CEREBRO_JOIN_EARLY of at least 17m (the rehearsal's 20m): the first
//     slot starts on the next quarter hour at least SlotLead away, so up to
//     17 minutes after it is opened, and the consultant joins seconds later.
//   - The site's clock and the caller's agree to well within SlotLead.
//   - Mail reaches the sink Site.Mail reads within MailTimeout, and the
//     gateway's notification reaches /api/v1/payments/notify within
//     PaidTimeout.
//   - A consultant category and a company bank account (the migrations
//     create both).
//   - Rate limits may be on: a run signs in 3 times and up 2 times, from
//     one address.
package journey

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// Site is a deployed Cerebro as its users reach it.
type Site struct {
	BaseURL string       // https://cerebro.example.lk (the proxy); PUBLIC_BASE_URL must be the same
	Client  *http.Client // reaches BaseURL and the payment gateway's host
	// AdminEmail and AdminPassword sign the admin in (CEREBRO_ADMIN_*: the
	// account exists from the first start).
	AdminEmail, AdminPassword string
	// Mail waits for a mail to the address whose text matches, and returns
	// its plain text (the sink the site's SMTP_HOST points at).
	Mail func(to string, match func(subject, text string) bool, timeout time.Duration) (subject, text string, err error)
	// PayByCard takes the gateway checkout form the site handed out (action
	// URL + fields) and pays it with a test card as a person would in the
	// gateway's page, returning where the browser was sent back (return_url).
	// FormPayer makes one for a gateway page with a plain HTML form.
	PayByCard func(ctx context.Context, action string, fields map[string]string) (returnURL string, err error)
	// Logf receives a line per step (nil: silent).
	Logf func(format string, args ...any)
}

// Result is what the journey made and saw, as far as it got.
type Result struct {
	ConsultantID, ConsulteeID       int64 // profile ids
	ConsultantEmail, ConsulteeEmail string
	Card, Slip                      Booking // the booking paid by card, the one paid by bank slip
	Meeting                         Meeting // the room the consultant was given
	Steps                           []Step  // each step done (the failed one last), with its time
}

// Booking is one booking of the journey and its invoice.
type Booking struct {
	InvoiceID, BookingID, SlotID int64
	Cref                         string    // the invoice's reference, the gateway's order id
	StartsAt                     time.Time // the slot's start
	GatewayPaymentID             string    // the card payment's id at the gateway
}

// Meeting is GET /api/v1/booking/{id}/meeting's answer: the Jitsi room and,
// in the token modes (jaas, selfhosted), its room token.
type Meeting struct {
	Mode             string `json:"mode"`
	Domain           string `json:"domain"`
	ScriptURL        string `json:"scriptUrl"`
	RoomName         string `json:"roomName"`
	JWT              string `json:"jwt"`
	CallLimitMinutes int    `json:"callLimitMinutes"`
}

// Step is one step of the journey and how long it took.
type Step struct {
	Name string
	Took time.Duration
}

// StepError is a step that failed.
type StepError struct {
	Step string
	Err  error
}

// Error names the step and what went wrong in it.
func (e *StepError) Error() string { return fmt.Sprintf("journey step %q: %v", e.Step, e.Err) }

// Unwrap is the step's failure: an *HTTPError when the site answered it.
func (e *StepError) Unwrap() error { return e.Err }

// Timeouts of the waits for what the site does in the background.
const (
	// MailTimeout is how long a mail may take to reach the sink.
	MailTimeout = time.Minute
	// PaidTimeout is how long the payment result page asks whether the
	// invoice is paid (the web app's POLL_FOR_MS), and how long a slip
	// decision may take to pay its invoice.
	PaidTimeout = time.Minute
	// SlotLead is the least time between opening the first slot and its
	// start: the card payment must land before it (the hold ends at the
	// slot's start) and the join window must already be open.
	SlotLead = 2 * time.Minute
)

// Run walks the journey on the site. The Result holds what was done before
// a failure; the error is a *StepError naming the step.
func Run(ctx context.Context, s Site) (Result, error) {
	if err := s.check(); err != nil {
		return Result{}, err
	}
	j := newJourney(s)
	for _, st := range j.steps() {
		start := time.Now()
		err := st.run(ctx)
		took := time.Since(start).Round(time.Millisecond)
		j.res.Steps = append(j.res.Steps, Step{Name: st.name, Took: took})
		if err != nil {
			j.logf("journey: %s: FAILED after %s: %v", st.name, took, err)
			return j.res, &StepError{Step: st.name, Err: err}
		}
		j.logf("journey: %s (%s)", st.name, took)
	}
	return j.res, nil
}

func (s Site) check() error {
	var missing []string
	for _, f := range []struct {
		name  string
		unset bool
	}{{"BaseURL", s.BaseURL == ""}, {"Client", s.Client == nil}, {"AdminEmail", s.AdminEmail == ""},
		{"AdminPassword", s.AdminPassword == ""}, {"Mail", s.Mail == nil}, {"PayByCard", s.PayByCard == nil}} {
		if f.unset {
			missing = append(missing, f.name)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("journey: the Site has no %s", strings.Join(missing, ", "))
	}
	return nil
}

// journey is one walk: the people in it and what they have made so far.
type journey struct {
	site                         Site
	base                         string
	run                          string // tells this run's accounts from earlier ones
	admin, consultant, consultee *person
	slots                        []time.Time // the starts of the slots the consultant opened
	opened                       int         // how many slots the consultant opens (0: slotsOpened)
	cardCheckout                 checkout
	res                          Result
}

type step struct {
	name string
	run  func(context.Context) error
}

func newJourney(s Site) *journey {
	return &journey{site: s, base: strings.TrimRight(s.BaseURL, "/"), run: runID()}
}

func (j *journey) steps() []step {
	return []step{
		{"the admin signs in", j.adminSignsIn},
		{"a consultant signs up", func(ctx context.Context) error { return j.signUp(ctx, roleConsultant) }},
		{"the consultant opens the mailed link", func(ctx context.Context) error { return j.verifyEmail(ctx, j.consultant) }},
		{"the consultant sends their profile for review", j.consultantProfile},
		{"the admin approves the consultant", j.approveConsultant},
		{"the consultant opens slots", j.openSlots},
		{"a consultee signs up", func(ctx context.Context) error { return j.signUp(ctx, roleConsultee) }},
		{"the consultee opens the mailed link", func(ctx context.Context) error { return j.verifyEmail(ctx, j.consultee) }},
		{"the consultee completes their profile", j.consulteeProfile},
		{"the consultee books the first slot to pay by card", j.bookByCard},
		{"the consultee pays on the gateway's page", j.payByCard},
		{"the payment result page sees the invoice paid", j.awaitCardPaid},
		{"the receipt is mailed", j.cardReceipt},
		{"the consultant joins the room", j.consultantJoins},
		{"the consultee books another slot to pay by bank slip", j.bookBySlip},
		{"the consultee uploads the slip", j.uploadSlip},
		{"the admin approves the slip", j.approveSlip},
		{"the slip's invoice ends paid", j.awaitSlipPaid},
	}
}

func (j *journey) logf(format string, args ...any) {
	if j.site.Logf != nil {
		j.site.Logf(format, args...)
	}
}
