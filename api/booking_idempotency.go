package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/gin-gonic/gin"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/workflows"
)

// POST /booking's Idempotency-Key header: the SPA sends one per confirm of
// the booking dialog. The same key from the same consultee opens one invoice
// and answers with it every time — after a double click, a lost answer, or
// a 503 because the hold took longer than checkoutAnswerTimeout — and never
// holds slots a second time. Keys are kept (at least 24 h; today: for good).

const idempotencyHeader = "Idempotency-Key"

// Messages of a refused Idempotency-Key.
const (
	msgBadIdempotencyKey = "Idempotency-Key must be 1 to 100 printable ASCII characters."
	msgKeyReused         = "This Idempotency-Key was used for a different booking request."
)

// idempotencyKey reads the header; "" when the request has none.
func idempotencyKey(c *gin.Context) (string, error) {
	key := c.GetHeader(idempotencyHeader)
	if key == "" {
		return "", nil
	}
	if len(key) > 100 || strings.IndexFunc(key, func(r rune) bool { return r < 0x20 || r > 0x7e }) >= 0 {
		return "", apperr.Invalid(msgBadIdempotencyKey)
	}
	return key, nil
}

// fingerprint is what makes two booking requests the same request.
func fingerprint(in workflows.CheckoutInput) string {
	ids := slices.Clone(in.SlotIDs)
	slices.Sort(ids)
	return fmt.Sprintf("%s:%d:%v", in.Method, in.ConsultantID, ids)
}

// claimInvoice gives the request its invoice id: the one its key opened
// before, or a new one that the key now stands for.
func (s *Server) claimInvoice(ctx context.Context, in *workflows.CheckoutInput, key string) error {
	r := models.BookingRequest{ConsulteeID: in.ConsulteeID, Key: key, Fingerprint: fingerprint(*in)}
	if prior, found, err := s.Store.BookingKey(ctx, in.ConsulteeID, key); err != nil || found {
		in.InvoiceID = prior.InvoiceID
		return orMismatch(err, prior, r)
	}
	if err := s.openInvoice(ctx, in); err != nil {
		return err
	}
	r.InvoiceID = in.InvoiceID
	first, err := s.Store.ClaimBookingKey(ctx, r)
	in.InvoiceID = first.InvoiceID // a racing request with the key won: its invoice
	return orMismatch(err, first, r)
}

func orMismatch(err error, prior, now models.BookingRequest) error {
	if err == nil && prior.Fingerprint != "" && prior.Fingerprint != now.Fingerprint {
		return apperr.LegacyNew(http.StatusUnprocessableEntity, msgKeyReused)
	}
	return err
}

// attachCheckout is startCheckout for a request whose key may have started
// the checkout already: the same invoice's workflow is used (Update-with-
// Start with USE_EXISTING and the reserve update's fixed id, which Temporal
// answers once per workflow), so a retry waits for, or reads, the first
// request's hold instead of holding again. A checkout already over answers
// from the invoice it left.
func (s *Server) attachCheckout(ctx context.Context, in workflows.CheckoutInput) (workflows.Reserved, error) {
	reserved, err := s.holdSlots(ctx, in, enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING)
	var started *serviceerror.WorkflowExecutionAlreadyStarted
	if errors.As(err, &started) || isClosed(err) {
		return s.reservedFromInvoice(ctx, in.InvoiceID)
	}
	return reserved, checkoutProblem(err)
}

// reservedFromInvoice answers a retried request whose checkout is over with
// the invoice and bookings it left.
func (s *Server) reservedFromInvoice(ctx context.Context, invoiceID int64) (workflows.Reserved, error) {
	inv, err := s.Store.InvoiceByID(ctx, invoiceID)
	if errors.Is(err, models.ErrNotFound) {
		return workflows.Reserved{}, apperr.Conflict("This booking request could not hold its slots. Please choose your slots again.")
	}
	if err != nil {
		return workflows.Reserved{}, err
	}
	return workflows.Reserved{InvoiceID: inv.ID, BookingIDs: bookingIDsOf(inv)}, nil
}
