package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
	"cerebro/workflows"
)

// Booking refusals, in the words the booking dialog shows; the first two are
// the product's own texts and stay word for word.
const (
	msgSelectSlot       = "Please select at least one cerebroslot"
	msgSignInToBook     = "Please signin for book a consultant"
	msgBookForYourself  = "You can only book cerebroslots for yourself."
	msgOneConsultant    = "All cerebroslots of one booking must be with the same consultant."
	msgTooManySlots     = "At most 10 cerebroslots can be booked at once."
	msgDuplicateSlot    = "The same cerebroslot was selected twice."
	msgPaymentMethod    = "paymentMethod must be ONLINE or SLIP."
	msgConsultantClosed = "This consultant is not taking bookings."
)

// maxSlotsPerBooking mirrors the availability form's 10 slots per entry.
const maxSlotsPerBooking = 10

// Where the SPA goes next after booking or "Pay for Booking": the card
// gateway page or the slip upload page. The web app routes on these strings.
const (
	returnPaymentGate = "/payment-gate"
	returnSlipUpload  = "/slip-upload"
)

// bookingItem is one slot of a booking request, in the field names the
// booking dialog sends.
type bookingItem struct {
	BookingDate   string `json:"bookingDate"`
	ConsulteeID   int64  `json:"consulteeId"`
	CerebroslotID int64  `json:"cerebroslotId"`
	ConsultantID  int64  `json:"consultantId"`
}

// createBooking holds the requested slots under a new invoice and answers
// where to pay. It answers only once the checkout workflow holds them.
func (s *Server) createBooking(c *gin.Context) {
	method := strings.ToUpper(strings.TrimSpace(c.Query("paymentMethod")))
	if method != models.PayOnline && method != models.PaySlip {
		fail(c, apperr.Invalid(msgPaymentMethod))
		return
	}
	var items []bookingItem
	if !bindJSON(c, &items) {
		return
	}
	ctx := c.Request.Context()
	me, err := s.callerConsulteeID(ctx, c)
	if err != nil {
		fail(c, err)
		return
	}
	if err := s.accounts.RequireVerified(ctx, callerID(c)); err != nil {
		fail(c, err)
		return
	}
	key, err := idempotencyKey(c)
	if err != nil {
		fail(c, err)
		return
	}
	in, err := s.checkBooking(me, items, method)
	if err != nil {
		fail(c, err)
		return
	}
	reserved, err := s.book(ctx, in, key)
	if err != nil {
		fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"returnUrl": returnURLFor(method), "invoiceId": reserved.InvoiceID, "bookingId": reserved.BookingIDs})
}

// book opens the invoice and holds its slots; with an Idempotency-Key, a
// request the key made before is answered with its invoice instead.
func (s *Server) book(ctx context.Context, in workflows.CheckoutInput, key string) (workflows.Reserved, error) {
	if key == "" {
		if err := s.openInvoice(ctx, &in); err != nil {
			return workflows.Reserved{}, err
		}
		return s.startCheckout(ctx, in)
	}
	if err := s.claimInvoice(ctx, &in, key); err != nil {
		return workflows.Reserved{}, err
	}
	return s.attachCheckout(ctx, in)
}

func returnURLFor(method string) string {
	if method == models.PaySlip {
		return returnSlipUpload
	}
	return returnPaymentGate
}

// checkBooking validates the request and builds the checkout's input. The
// slots' availability is the reservation's to decide, in one transaction.
func (s *Server) checkBooking(me int64, items []bookingItem, method string) (workflows.CheckoutInput, error) {
	// The booking date is today in Colombo, as a calendar date (UTC midnight
	// carries it through JSON and into the date column unshifted).
	y, m, d := rules.ColomboToday(s.Now()).Date()
	in := workflows.CheckoutInput{ConsulteeID: me, Method: method, BookingDate: time.Date(y, m, d, 0, 0, 0, 0, time.UTC),
		PaymentHold: s.Config.PaymentHold, SlipUploadWindow: s.Config.SlipUploadWindow, JoinEarly: s.Config.JoinEarly,
		Limits: models.HoldLimits{MaxUnpaid: s.Config.MaxUnpaidInvoices, MaxHeldSlots: s.Config.MaxHeldSlots}}
	switch {
	case len(items) == 0:
		return in, apperr.Invalid(msgSelectSlot)
	case len(items) > maxSlotsPerBooking:
		return in, apperr.Invalid(msgTooManySlots)
	}
	seen := map[int64]bool{}
	for _, it := range items {
		switch {
		case it.ConsulteeID != me:
			return in, apperr.Forbidden(msgBookForYourself)
		case it.CerebroslotID <= 0:
			return in, apperr.Invalid(msgSelectSlot)
		case it.ConsultantID <= 0 || it.ConsultantID != items[0].ConsultantID:
			return in, apperr.Invalid(msgOneConsultant)
		case seen[it.CerebroslotID]:
			return in, apperr.Invalid(msgDuplicateSlot)
		}
		seen[it.CerebroslotID] = true
		in.SlotIDs = append(in.SlotIDs, it.CerebroslotID)
	}
	in.ConsultantID = items[0].ConsultantID
	return in, nil
}

// openInvoice gives the checkout its invoice id, if the consultant takes
// bookings.
func (s *Server) openInvoice(ctx context.Context, in *workflows.CheckoutInput) error {
	if err := s.checkRebookCooldown(ctx, *in); err != nil {
		return err
	}
	id, status, err := s.Store.NextInvoiceIDFor(ctx, in.ConsultantID)
	if errors.Is(err, models.ErrNotFound) || (err == nil && status != models.ConsultantVerified) {
		return apperr.Conflict(msgConsultantClosed)
	}
	in.InvoiceID = id
	return err
}

// msgRebookCooldown refuses taking back slots let go twice within a day.
const msgRebookCooldown = "You have let these slots go twice today. You can book them again in %s, or choose other slots now."

// checkRebookCooldown refuses (429) slots the consultee keeps holding and
// letting go (rules.RebookAllowedAt). Only a new booking is checked: a
// replayed Idempotency-Key reuses its invoice and never gets here.
func (s *Server) checkRebookCooldown(ctx context.Context, in workflows.CheckoutInput) error {
	now := s.Now()
	releases, err := s.Store.ReleasesOf(ctx, in.ConsulteeID, in.SlotIDs, now.Add(-rules.RebookWindow))
	if err != nil {
		return err
	}
	if at := rules.RebookAllowedAt(releases, s.Config.RebookCooldown, now); !at.IsZero() {
		return apperr.TooManyFor(fmt.Sprintf(msgRebookCooldown, rules.WaitText(at.Sub(now))), at.Sub(now))
	}
	return nil
}

// callerConsulteeID is the id of the caller's own consultee profile; without one
// there is nobody to book or pay for.
func (s *Server) callerConsulteeID(ctx context.Context, c *gin.Context) (int64, error) {
	cl := claimsOf(c)
	if cl == nil {
		return 0, apperr.Unauthorized(msgSignInToBook)
	}
	me, err := s.Store.ConsulteeIDOfUser(ctx, cl.UserID())
	if errors.Is(err, models.ErrNotFound) {
		return 0, apperr.Forbidden("Please complete your consultee profile first.")
	}
	return me, err
}

// consulteeBookings lists a consultee's upcoming paid bookings, to that
// consultee or the admin.
func (s *Server) consulteeBookings(c *gin.Context) {
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	ce, ok := s.ownedConsultee(c, id, errNotYourBookings)
	if !ok {
		return
	}
	s.answerBookings(c, models.BookingFilter{ConsulteeID: ce.ID, Upcoming: true})
}

// consultantBookings lists a consultant's upcoming paid bookings, to that
// consultant or the admin.
func (s *Server) consultantBookings(c *gin.Context) {
	id, ok := queryID(c, "consultantId")
	if !ok {
		return
	}
	ct, ok := s.ownedConsultant(c, id, errNotYourBookings)
	if !ok {
		return
	}
	s.answerBookings(c, models.BookingFilter{ConsultantID: ct.ID, Upcoming: true})
}

// upcomingBookings and previousBookings are the admin's lists of all.
func (s *Server) upcomingBookings(c *gin.Context) {
	s.answerBookings(c, models.BookingFilter{Upcoming: true})
}

func (s *Server) previousBookings(c *gin.Context) {
	s.answerBookings(c, models.BookingFilter{})
}

func (s *Server) answerBookings(c *gin.Context, f models.BookingFilter) {
	now := s.Now()
	f.Now = now
	list, err := s.Store.ListBookings(c.Request.Context(), f)
	if err != nil {
		fail(c, fmt.Errorf("list bookings: %w", err))
		return
	}
	role := ""
	if cl := claimsOf(c); cl != nil {
		role = string(cl.Role)
	}
	out := make([]bookingView, 0, len(list))
	for i := range list {
		out = append(out, s.partyView(c, &list[i], role, now))
	}
	c.JSON(http.StatusOK, out)
}
