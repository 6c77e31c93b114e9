package models

import (
	"cerebro/rules"
	"context"
	"time"

	"gorm.io/gorm"
)

// Refunds of sessions: opened by the session workflow (one row per booking),
// decided by the admin when the policy says so, paid exactly once. A booking
// moved to a cheaper slot has, beside it, one refund of the difference
// (rules.CauseRescheduledCheaper, Store.RescheduleBooking): that one
// is the product's own price change, never a claim, and takes nothing more
// from the consultant than the cheaper slot's price already does.

// The booking's refund, as opposed to its difference refund: at most one of
// each per booking (migration 00033's partial unique indexes, which these
// name for ON CONFLICT).
const (
	notDifference           = "cause <> '" + string(rules.CauseRescheduledCheaper) + "'"
	oneRefundPerBooking     = "(booking_id) WHERE " + notDifference
	oneDifferencePerBooking = "(booking_id) WHERE cause = '" + string(rules.CauseRescheduledCheaper) + "'"
)

// RefundOpening is a booking's refund to record. APPROVED is paid at once
// (Amount); REQUESTED waits for the admin, who may give 0..Requested, and
// Suggested is the policy's default if nobody decides.
type RefundOpening struct {
	Cause     rules.Cause
	Status    string // RefundApproved or RefundRequested
	Requested int64  // what the consultee paid for the booking
	Amount    int64  // APPROVED: what goes back
	Suggested int64  // REQUESTED: the policy's default
	Note      string // the consultee's reason or fault description
}

// RefundState is a refund as the session workflow and the API see it.
// Amount is the decided amount (APPROVED, PAID), otherwise 0.
type RefundState struct {
	ID        int64       `json:"id"`
	Cause     rules.Cause `json:"cause"`
	Status    string      `json:"status"`
	Method    string      `json:"method"`
	Requested int64       `json:"requestedAmount"`
	Suggested int64       `json:"suggestedAmount"`
	Amount    int64       `json:"amount"`
}

const refundStateColumns = `id, cause, status, method, requested_amount AS requested,
	COALESCE(suggested_amount, 0) AS suggested, COALESCE(amount, 0) AS amount`

// openRefund records a booking's refund unless it has one (a difference
// refund does not count), and returns the booking's refund either way, and
// whether this call opened it.
func openRefund(tx *gorm.DB, bookingID int64, o RefundOpening) (RefundState, bool, error) {
	var amount, suggested *int64
	if o.Status == RefundApproved {
		amount = &o.Amount
	} else {
		suggested = &o.Suggested
	}
	res := tx.Exec(`INSERT INTO refunds (booking_id, invoice_id, cause, status, method, requested_amount,
			suggested_amount, amount, note)
		SELECT b.id, b.invoice_id, ?, ?, i.payment_method, ?, ?, ?, ?
		  FROM bookings b JOIN invoices i ON i.id = b.invoice_id WHERE b.id = ?
		ON CONFLICT `+oneRefundPerBooking+` DO NOTHING`,
		o.Cause, o.Status, o.Requested, suggested, amount, o.Note, bookingID)
	if res.Error != nil {
		return RefundState{}, false, res.Error
	}
	r, err := refundOfBooking(tx, bookingID)
	return r, res.RowsAffected == 1, err
}

// refundOfBooking is the booking's refund, not its difference refund.
func refundOfBooking(tx *gorm.DB, bookingID int64) (RefundState, error) {
	var r RefundState
	res := tx.Raw(`SELECT `+refundStateColumns+` FROM refunds WHERE booking_id = ? AND `+notDifference, bookingID).Scan(&r)
	if res.Error == nil && res.RowsAffected == 0 {
		return r, ErrNotFound
	}
	return r, res.Error
}

// OpenBookingRefund records a refund for a booking that stays as it is (a
// problem reported after the session, a session cut short), once per
// booking, and reports whether this call opened it.
func (s *Store) OpenBookingRefund(ctx context.Context, bookingID int64, o RefundOpening) (RefundState, bool, error) {
	return openRefund(s.DB.WithContext(ctx), bookingID, o)
}

// RefundVerdict is the decision on a REQUESTED refund: 0 rejects it.
type RefundVerdict struct {
	RefundID    int64
	AmountCents int64
	AdminRemark string
	DecidedBy   int64 // the admin's user id; 0 when the default applied
}

// SettleRefundRequest applies a verdict to a REQUESTED refund: REJECTED
// for 0, APPROVED for the amount. A refund no longer REQUESTED keeps its
// decision (a retry, or a second verdict); either way it returns the row,
// and whether this call made the decision.
func (s *Store) SettleRefundRequest(ctx context.Context, v RefundVerdict) (RefundState, bool, error) {
	status := RefundApproved
	if v.AmountCents == 0 {
		status = RefundRejected
	}
	decided := false
	err := s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Exec(`UPDATE refunds SET status = ?, amount = ?, admin_remark = ?, decided_at = now(), decided_by = ?
			WHERE id = ? AND status = ?`, status, v.AmountCents, v.AdminRemark, decider(v.DecidedBy), v.RefundID, RefundRequested)
		if decided = res.RowsAffected == 1; res.Error != nil || !decided {
			return res.Error
		}
		// Approving an unreviewed slip's refund confirms its deposit.
		return postDepositConfirmed(tx, v.RefundID)
	})
	if err != nil {
		return RefundState{}, false, err
	}
	r, err := s.refundState(ctx, v.RefundID)
	return r, decided, err
}

func (s *Store) refundState(ctx context.Context, id int64) (RefundState, error) {
	db := s.DB.WithContext(ctx)
	var r RefundState
	res := db.Raw(`SELECT `+refundStateColumns+` FROM refunds WHERE id = ?`, id).Scan(&r)
	if res.Error == nil && res.RowsAffected == 0 {
		return r, ErrNotFound
	}
	return r, res.Error
}

// Payout is what paying a refund needs: the card payment to refund for an
// ONLINE one.
type Payout struct {
	ID              int64
	InvoiceID       int64
	OrderID         string // the invoice's cref: the gateway's order id
	Status          string
	Method          string
	PaymentID       string
	Amount          int64
	Cause           rules.Cause
	GatewayRefundID string
}

// PayoutOf reads a refund with its invoice's card payment.
func (s *Store) PayoutOf(ctx context.Context, refundID int64) (Payout, error) {
	var p Payout
	res := s.DB.WithContext(ctx).Raw(`SELECT r.id, r.invoice_id, i.cref AS order_id, r.status, r.method, r.cause,
			COALESCE(r.payment_id, i.gateway_payment_id, '') AS payment_id, COALESCE(r.amount, 0) AS amount,
			COALESCE(r.gateway_refund_id, '') AS gateway_refund_id
		  FROM refunds r JOIN invoices i ON i.id = r.invoice_id WHERE r.id = ?`, refundID).Scan(&p)
	if res.Error == nil && res.RowsAffected == 0 {
		return p, ErrNotFound
	}
	return p, res.Error
}

// RefundListing is a refund in the admin's list, with who and when.
type RefundListing struct {
	ID               int64
	BookingID        *int64
	InvoiceID        int64
	Cref             string
	Cause            rules.Cause
	Status           string
	Method           string
	RequestedAmount  int64
	SuggestedAmount  *int64
	Amount           *int64
	AdminRemark      string
	Note             string
	FailureReason    string
	FailureUncertain bool // FAILED because the retries ran out: the gateway may have refunded it
	PayoutNote       string
	TransferOwed     bool   // APPROVED, to be paid by bank transfer
	TransferRef      string // the bank's reference, once transferred
	AccountName      string // the consultee's account for transfers, when given
	AccountBank      string
	AccountBranch    string
	AccountNumber    string
	// The admin's check that the account belongs to the card holder: the
	// name PayHere's Retrieval API gave, and when (nil: not verified).
	AccountCardHolder string
	AccountVerifiedAt *time.Time
	CardPaidAt        *time.Time // when the card payment was taken: the invoice's paid_at, else its notification's arrival
	ConsulteeName     string
	ConsultantName    string
	StartsAt          *time.Time
	EndsAt            *time.Time
	CreatedAt         time.Time
	DecidedAt         *time.Time
	PaidAt            *time.Time
}

var refundListingQuery = `SELECT r.id, r.booking_id, r.invoice_id, i.cref, r.cause, r.status, r.method,
		r.requested_amount, r.suggested_amount, r.amount, r.admin_remark, r.note, r.failure_reason, r.failure_uncertain, r.payout_note,
		(` + owedTransferSQL + `) AS transfer_owed, r.transfer_reference AS transfer_ref,
		COALESCE(ra.account_name, '') AS account_name, COALESCE(ra.bank, '') AS account_bank,
		COALESCE(ra.branch, '') AS account_branch, COALESCE(ra.account_number, '') AS account_number,
		COALESCE(ra.card_holder, '') AS account_card_holder, ra.verified_at AS account_verified_at,
		COALESCE(i.paid_at, (SELECT min(n.received_at) FROM payment_notifications n
			WHERE n.payment_id = COALESCE(r.payment_id, i.gateway_payment_id) AND n.status_code = 2)) AS card_paid_at,
		ce.first_name || ' ' || ce.last_name AS consultee_name,
		ct.first_name || ' ' || ct.last_name AS consultant_name,
		s.starts_at, s.ends_at, r.created_at, r.decided_at, r.paid_at
	  FROM refunds r
	  JOIN invoices i ON i.id = r.invoice_id
	  JOIN consultees ce ON ce.id = i.consultee_id
	  JOIN consultants ct ON ct.id = i.consultant_id
	  LEFT JOIN bookings b ON b.id = r.booking_id
	  LEFT JOIN cerebroslots s ON s.id = b.cerebroslot_id
	  LEFT JOIN refund_accounts ra ON ra.invoice_id = r.invoice_id`

// owedTransferSQL: refund r is owed by bank transfer (see owedTransferOf).
var owedTransferSQL = owedTransferOf("r")

// maxRefundRows bounds the admin's refund list.
const maxRefundRows = 500

// ListRefunds returns refunds newest first, of one status when not empty.
func (s *Store) ListRefunds(ctx context.Context, status string) ([]RefundListing, error) {
	q, args := refundListingQuery, []any{}
	if status != "" {
		q += " WHERE r.status = ?"
		args = append(args, status)
	}
	q += " ORDER BY r.created_at DESC, r.id DESC LIMIT ?"
	var out []RefundListing
	err := s.DB.WithContext(ctx).Raw(q, append(args, maxRefundRows)...).Scan(&out).Error
	return out, err
}

// RefundListingByID reads one refund as the admin sees it.
func (s *Store) RefundListingByID(ctx context.Context, id int64) (*RefundListing, error) {
	var out RefundListing
	res := s.DB.WithContext(ctx).Raw(refundListingQuery+" WHERE r.id = ?", id).Scan(&out)
	if res.Error == nil && res.RowsAffected == 0 {
		return nil, ErrNotFound
	}
	return &out, res.Error
}

// RefundsOfInvoices returns the refunds of each invoice in ids, oldest first.
func (s *Store) RefundsOfInvoices(ctx context.Context, ids []int64) (map[int64][]Refund, error) {
	out := make(map[int64][]Refund, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	var rows []Refund
	err := s.DB.WithContext(ctx).Where("invoice_id IN ?", ids).Order("id").Find(&rows).Error
	for _, r := range rows {
		out[r.InvoiceID] = append(out[r.InvoiceID], r)
	}
	return out, err
}

// BookingsWithRefunds reports which of the bookings have a refund (in any
// state; the difference of a cheaper reschedule does not count): nothing
// more can be claimed for those.
func (s *Store) BookingsWithRefunds(ctx context.Context, bookingIDs []int64) (map[int64]bool, error) {
	out := map[int64]bool{}
	if len(bookingIDs) == 0 {
		return out, nil
	}
	var ids []int64
	err := s.DB.WithContext(ctx).Raw(`SELECT DISTINCT booking_id FROM refunds WHERE booking_id IN ? AND `+notDifference, bookingIDs).Scan(&ids).Error
	for _, id := range ids {
		out[id] = true
	}
	return out, err
}

// RefundOfBooking is the booking's refund (ErrNotFound without one), not the
// difference refund of a cheaper reschedule (DifferenceRefundOf).
func (s *Store) RefundOfBooking(ctx context.Context, bookingID int64) (RefundState, error) {
	return refundOfBooking(s.DB.WithContext(ctx), bookingID)
}

// DifferenceRefundOf is the refund of the difference a cheaper reschedule
// gave back (ErrNotFound without one), with whether it is, or will be, paid
// by bank transfer (a slip payment's, or part of a card payment PayHere
// cannot refund).
func (s *Store) DifferenceRefundOf(ctx context.Context, bookingID int64) (RefundState, bool, error) {
	return differenceRefundOf(s.DB.WithContext(ctx), bookingID)
}

func differenceRefundOf(tx *gorm.DB, bookingID int64) (RefundState, bool, error) {
	var r struct {
		RefundState
		ByTransfer bool
	}
	res := tx.Raw(`SELECT `+refundStateColumns+`, (method = ? OR payout_note <> '' OR transfer_reference <> '') AS by_transfer
		FROM refunds WHERE booking_id = ? AND cause = ?`, PaySlip, bookingID, rules.CauseRescheduledCheaper).Scan(&r)
	if res.Error == nil && res.RowsAffected == 0 {
		return r.RefundState, false, ErrNotFound
	}
	return r.RefundState, r.ByTransfer, res.Error
}

// RefundMailing is a refund with what its mail to the consultee needs.
type RefundMailing struct {
	ID                 int64
	Status             string
	Method             string
	Amount             int64
	AdminRemark        string
	Cref               string
	ConsulteeFirstName string
	ConsulteeEmail     string
	ConsulteeLanguage  string
}

// RefundWithParties loads a refund for its mail.
func (s *Store) RefundWithParties(ctx context.Context, id int64) (RefundMailing, error) {
	var r RefundMailing
	res := s.DB.WithContext(ctx).Raw(`SELECT r.id, r.status, r.method, COALESCE(r.amount, 0) AS amount, r.admin_remark, i.cref,
			ce.first_name AS consultee_first_name, u.email AS consultee_email,
			u.language AS consultee_language
		  FROM refunds r JOIN invoices i ON i.id = r.invoice_id JOIN consultees ce ON ce.id = i.consultee_id
		  JOIN users u ON u.id = ce.user_id WHERE r.id = ?`, id).Scan(&r)
	if res.Error == nil && res.RowsAffected == 0 {
		return r, ErrNotFound
	}
	return r, res.Error
}
