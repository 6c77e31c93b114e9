package refund

import (
	"context"
	"time"

	"gorm.io/gorm"

	"cerebro/models"
	"cerebro/models/ledger"
)

// Opening, deciding and reading refunds.

// Open records a refund for a booking that stays as it is (a
// problem reported after the session, a session cut short), once per
// booking, and reports whether this call opened it.
func (s *Store) Open(ctx context.Context, bookingID int64, o Opening) (State, bool, error) {
	return Open(s.db.WithContext(ctx), bookingID, o)
}

// SettleRequest applies a verdict to a REQUESTED refund: REJECTED
// for 0, APPROVED for the amount. A refund no longer REQUESTED keeps its
// decision (a retry, or a second verdict); either way it returns the row,
// and whether this call made the decision.
func (s *Store) SettleRequest(ctx context.Context, v Verdict) (State, bool, error) {
	status := models.RefundApproved
	if v.AmountCents == 0 {
		status = models.RefundRejected
	}
	decided := false
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Exec(`UPDATE refunds SET status = ?, amount = ?, admin_remark = ?, decided_at = now(), decided_by = ?
			WHERE id = ? AND status = ?`, status, v.AmountCents, v.AdminRemark, models.Decider(v.DecidedBy), v.RefundID, models.RefundRequested)
		if decided = res.RowsAffected == 1; res.Error != nil || !decided {
			return res.Error
		}
		// Approving an unreviewed slip's refund confirms its deposit.
		return ledger.PostDepositConfirmed(tx, v.RefundID)
	})
	if err != nil {
		return State{}, false, err
	}
	r, err := s.refundState(ctx, v.RefundID)
	return r, decided, err
}

func (s *Store) refundState(ctx context.Context, id int64) (State, error) {
	db := s.db.WithContext(ctx)
	var r State
	res := db.Raw(`SELECT `+StateColumns+` FROM refunds WHERE id = ?`, id).Scan(&r)
	if res.Error == nil && res.RowsAffected == 0 {
		return r, models.ErrNotFound
	}
	return r, res.Error
}

// Payout is what paying a refund needs: the card payment to refund for an
// ONLINE one.
type Payout struct {
	ID              int64
	InvoiceID       int64
	OrderID         string // the invoice's cref: the gateway's order id
	Status          models.RefundStatus
	Method          string
	PaymentID       string
	Amount          int64
	Cause           models.RefundCause
	GatewayRefundID string
}

// PayoutOf reads a refund with its invoice's card payment.
func (s *Store) PayoutOf(ctx context.Context, refundID int64) (Payout, error) {
	var p Payout
	res := s.db.WithContext(ctx).Raw(`SELECT r.id, r.invoice_id, i.cref AS order_id, r.status, r.method, r.cause,
			COALESCE(r.payment_id, i.gateway_payment_id, '') AS payment_id, COALESCE(r.amount, 0) AS amount,
			COALESCE(r.gateway_refund_id, '') AS gateway_refund_id
		  FROM refunds r JOIN invoices i ON i.id = r.invoice_id WHERE r.id = ?`, refundID).Scan(&p)
	if res.Error == nil && res.RowsAffected == 0 {
		return p, models.ErrNotFound
	}
	return p, res.Error
}

// Listing is a refund in the admin's list, with who and when.
type Listing struct {
	ID               int64
	BookingID        *int64
	InvoiceID        int64
	Cref             string
	Cause            models.RefundCause
	Status           models.RefundStatus
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

var listingQuery = `SELECT r.id, r.booking_id, r.invoice_id, i.cref, r.cause, r.status, r.method,
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

// List returns refunds newest first, of one status when not empty.
func (s *Store) List(ctx context.Context, status models.RefundStatus) ([]Listing, error) {
	q, args := listingQuery, []any{}
	if status != "" {
		q += " WHERE r.status = ?"
		args = append(args, status)
	}
	q += " ORDER BY r.created_at DESC, r.id DESC LIMIT ?"
	var out []Listing
	err := s.db.WithContext(ctx).Raw(q, append(args, maxRefundRows)...).Scan(&out).Error
	return out, err
}

// ListingByID reads one refund as the admin sees it.
func (s *Store) ListingByID(ctx context.Context, id int64) (*Listing, error) {
	var out Listing
	res := s.db.WithContext(ctx).Raw(listingQuery+" WHERE r.id = ?", id).Scan(&out)
	if res.Error == nil && res.RowsAffected == 0 {
		return nil, models.ErrNotFound
	}
	return &out, res.Error
}

// OfInvoices returns the refunds of each invoice in ids, oldest first.
func (s *Store) OfInvoices(ctx context.Context, ids []int64) (map[int64][]Refund, error) {
	out := make(map[int64][]Refund, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	var rows []Refund
	err := s.db.WithContext(ctx).Where("invoice_id IN ?", ids).Order("id").Find(&rows).Error
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
	err := s.db.WithContext(ctx).Raw(`SELECT DISTINCT booking_id FROM refunds WHERE booking_id IN ? AND `+models.NotDifference, bookingIDs).Scan(&ids).Error
	for _, id := range ids {
		out[id] = true
	}
	return out, err
}

// OfBooking is the booking's refund (models.ErrNotFound without one), not
// the difference refund of a cheaper reschedule (DifferenceOf).
func (s *Store) OfBooking(ctx context.Context, bookingID int64) (State, error) {
	return OfBooking(s.db.WithContext(ctx), bookingID)
}

// DifferenceOf is the refund of the difference a cheaper reschedule gave
// back (models.ErrNotFound without one), with whether it is, or will be,
// paid by bank transfer.
func (s *Store) DifferenceOf(ctx context.Context, bookingID int64) (State, bool, error) {
	return DifferenceOf(s.db.WithContext(ctx), bookingID)
}

// Mailing is a refund with what its mail to the consultee needs.
type Mailing struct {
	ID                 int64
	Status             models.RefundStatus
	Method             string
	Amount             int64
	AdminRemark        string
	Cref               string
	ConsulteeFirstName string
	ConsulteeEmail     string
	ConsulteeLanguage  string
	ConsulteeUserID    int64
}

// WithParties loads a refund for its mail.
func (s *Store) WithParties(ctx context.Context, id int64) (Mailing, error) {
	var r Mailing
	res := s.db.WithContext(ctx).Raw(`SELECT r.id, r.status, r.method, COALESCE(r.amount, 0) AS amount, r.admin_remark, i.cref,
			ce.first_name AS consultee_first_name, u.email AS consultee_email,
			u.language AS consultee_language, u.id AS consultee_user_id
		  FROM refunds r JOIN invoices i ON i.id = r.invoice_id JOIN consultees ce ON ce.id = i.consultee_id
		  JOIN users u ON u.id = ce.user_id WHERE r.id = ?`, id).Scan(&r)
	if res.Error == nil && res.RowsAffected == 0 {
		return r, models.ErrNotFound
	}
	return r, res.Error
}
