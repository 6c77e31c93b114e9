package checkout

import (
	"context"
	"errors"
	"strings"

	"github.com/gin-gonic/gin"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	checkoutwf "cerebro/workflows/checkout"
)

// POST /booking's Idempotency-Key header: the SPA sends one per confirm of
// the booking dialog. The same key from the same consultee opens one invoice
// and answers with it every time — after a double click, a lost answer, or
// a 503 because the hold took longer than web.AnswerTimeout — and never
// holds slots a second time. Keys are kept (at least 24 h; today: for good).

const idempotencyHeader = "Idempotency-Key"

// errBadIdempotencyKey refuses a key that is not 1 to 100 printable ASCII
// characters; what a key means is the checkout area's (models/checkout).
const errBadIdempotencyKey apperr.Code = "checkout.idempotency_key_invalid"

// errHoldLost answers a retried request whose checkout ended without
// leaving an invoice.
const errHoldLost apperr.Code = "checkout.hold_lost"

// idempotencyKey reads the header; "" when the request has none.
func idempotencyKey(c *gin.Context) (string, error) {
	key := c.GetHeader(idempotencyHeader)
	if key == "" {
		return "", nil
	}
	if len(key) > 100 || strings.IndexFunc(key, func(r rune) bool { return r < 0x20 || r > 0x7e }) >= 0 {
		return "", apperr.New(errBadIdempotencyKey)
	}
	return key, nil
}

// attachCheckout is startCheckout for a request whose key may have started
// the checkout already: the same invoice's workflow is used (Update-with-
// Start with USE_EXISTING and the reserve update's fixed id, which Temporal
// answers once per workflow), so a retry waits for, or reads, the first
// request's hold instead of holding again. A checkout already over answers
// from the invoice it left.
func (h *Handlers) attachCheckout(ctx context.Context, in checkoutwf.CheckoutInput) (checkoutwf.Reserved, error) {
	reserved, err := h.holdSlots(ctx, in, enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING)
	var started *serviceerror.WorkflowExecutionAlreadyStarted
	if errors.As(err, &started) || web.IsClosed(err) {
		return h.reservedFromInvoice(ctx, in.InvoiceID)
	}
	return reserved, web.TemporalProblem(err)
}

// reservedFromInvoice answers a retried request whose checkout is over with
// the invoice and bookings it left.
func (h *Handlers) reservedFromInvoice(ctx context.Context, invoiceID int64) (checkoutwf.Reserved, error) {
	inv, err := h.Checkout.InvoiceByID(ctx, invoiceID)
	if errors.Is(err, models.ErrNotFound) {
		return checkoutwf.Reserved{}, apperr.New(errHoldLost)
	}
	if err != nil {
		return checkoutwf.Reserved{}, err
	}
	return checkoutwf.Reserved{InvoiceID: inv.ID, BookingIDs: bookingIDsOf(inv)}, nil
}
