package models

import (
	"cerebro/models/ledger"
	"cerebro/rules"
	"context"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// Who cancelled a booking.
const (
	CancelledByConsultee = "CONSULTEE"
	CancelledBySystem    = "SYSTEM"
)

// Confirmation is how an invoice was paid: the gateway's payment id for a
// card payment, or the admin's remark on an approved slip.
type Confirmation struct {
	InvoiceID   int64
	PaymentID   string
	AdminRemark string
	DecidedBy   int64 // the admin who approved the slip; 0 for a card payment
}

// ConfirmPayment marks the invoice SUCCESS_PAYMENT, its bookings CONFIRMED
// and their slots BOOKED in one transaction, and returns the booked slots.
// Confirming again with the same payment changes nothing and answers the
// same; a failed invoice, or one paid by another payment, is ErrInvoiceClosed.
func (s *Store) ConfirmPayment(ctx context.Context, c Confirmation) ([]HeldSlot, error) {
	var booked []HeldSlot
	err := s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		inv, err := lockInvoice(tx, c.InvoiceID)
		if err != nil {
			return err
		}
		switch {
		case inv.Status == InvoicePaid && samePayment(inv.GatewayPaymentID, c.PaymentID):
		case inv.Status == InvoicePaid || inv.Status == InvoiceFailed:
			return fmt.Errorf("%w: invoice %d is %s", ErrInvoiceClosed, inv.ID, inv.Status)
		default:
			if err := markPaid(tx, c); err != nil {
				return err
			}
			if err := ledger.PostPaymentCaptured(tx, ledger.Capture{InvoiceID: inv.ID, Cref: inv.Cref, Total: inv.TotalAmount, PaymentID: c.PaymentID}); err != nil {
				return err
			}
		}
		r, err := reservationOf(tx, c.InvoiceID)
		booked = r.Slots
		return err
	})
	return booked, err
}

func markPaid(tx *gorm.DB, c Confirmation) error {
	var paymentID *string
	if c.PaymentID != "" {
		paymentID = &c.PaymentID
	}
	err := tx.Exec(`UPDATE invoices SET status = ?, paid_at = now(), updated_at = now(), gateway_payment_id = ?,
		admin_remark = CASE WHEN ? <> '' THEN ? ELSE admin_remark END, decided_by = ? WHERE id = ?`,
		InvoicePaid, paymentID, c.AdminRemark, c.AdminRemark, decider(c.DecidedBy), c.InvoiceID).Error
	if err != nil {
		return err
	}
	err = tx.Exec(`UPDATE bookings SET status = ?, updated_at = now() WHERE invoice_id = ? AND status = ?`,
		BookingConfirmed, c.InvoiceID, BookingPending).Error
	if err != nil {
		return err
	}
	return tx.Exec(`UPDATE cerebroslots SET status = ? WHERE status = ?
		AND id IN (SELECT cerebroslot_id FROM bookings WHERE invoice_id = ? AND status = ?)`,
		SlotBooked, SlotHeld, c.InvoiceID, BookingConfirmed).Error
}

// decider is the admin's user id as stored: NULL when no one decided.
func decider(userID int64) *int64 {
	if userID <= 0 {
		return nil
	}
	return &userID
}

func samePayment(stored *string, paymentID string) bool {
	if stored == nil {
		return paymentID == ""
	}
	return *stored == paymentID
}

// lockInvoice reads an invoice FOR UPDATE, so status changes serialize.
func lockInvoice(tx *gorm.DB, id int64) (Invoice, error) {
	var inv Invoice
	err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Take(&inv, id).Error
	return inv, notFound(err)
}

// Release ends an unpaid invoice: why it failed, what its bookings become,
// and whether a slip paid by bank transfer is owed back.
type Release struct {
	InvoiceID     int64
	Reason        string
	BookingStatus string // BookingCancelled (the consultee cancelled) or BookingFailed
	CancelledBy   string // "" or CancelledByConsultee / CancelledBySystem
	AdminRemark   string
	DecidedBy     int64 // the admin who rejected the slip; 0 when no one decided
	RefundSlip    bool  // a slip was uploaded but never reviewed: the money is owed back
}

// ReleaseInvoice marks the invoice FAILED_PAYMENT, its pending bookings
// BookingStatus and their slots AVAILABLE again, in one transaction. With
// RefundSlip it records one approved bank-transfer refund per booking (the
// slot's price, so together the whole amount). An invoice that never came to
// exist, or is already failed, is left alone; a paid one is ErrInvoicePaid.
// It reports whether this call released the invoice.
func (s *Store) ReleaseInvoice(ctx context.Context, r Release) (bool, error) {
	released := false
	err := s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		inv, err := lockInvoice(tx, r.InvoiceID)
		switch {
		case errors.Is(err, ErrNotFound):
			return nil
		case err != nil:
			return err
		case inv.Status == InvoicePaid:
			return fmt.Errorf("%w: invoice %d", ErrInvoicePaid, inv.ID)
		case inv.Status == InvoiceFailed:
			return nil
		}
		released = true
		return release(tx, r)
	})
	return released && err == nil, err
}

func release(tx *gorm.DB, r Release) error {
	err := tx.Exec(`UPDATE invoices SET status = ?, failure_reason = ?, updated_at = now(),
		admin_remark = CASE WHEN ? <> '' THEN ? ELSE admin_remark END, decided_by = ? WHERE id = ?`,
		InvoiceFailed, r.Reason, r.AdminRemark, r.AdminRemark, decider(r.DecidedBy), r.InvoiceID).Error
	if err != nil {
		return err
	}
	// Slots first: the pending bookings still say which slots this invoice holds.
	err = tx.Exec(`UPDATE cerebroslots SET status = ? WHERE status = ?
		AND id IN (SELECT cerebroslot_id FROM bookings WHERE invoice_id = ? AND status = ?)`,
		SlotAvailable, SlotHeld, r.InvoiceID, BookingPending).Error
	if err != nil {
		return err
	}
	if r.RefundSlip {
		// REQUESTED, not APPROVED: nobody has confirmed the deposit reached
		// the bank; the admin does, and approves the price (or rejects).
		err = tx.Exec(`INSERT INTO refunds (booking_id, invoice_id, cause, status, method, requested_amount, suggested_amount)
			SELECT b.id, b.invoice_id, ?, ?, ?, s.price, s.price
			  FROM bookings b JOIN cerebroslots s ON s.id = b.cerebroslot_id
			 WHERE b.invoice_id = ? AND b.status = ?
			ON CONFLICT `+OneRefundPerBooking+` DO NOTHING`,
			rules.CauseSlipNotReviewed, RefundRequested, PaySlip, r.InvoiceID, BookingPending).Error
		if err != nil {
			return err
		}
	}
	var cancelledBy *string
	if r.CancelledBy != "" {
		cancelledBy = &r.CancelledBy
	}
	return tx.Exec(`UPDATE bookings SET status = ?, cancelled_by = ?, updated_at = now() WHERE invoice_id = ? AND status = ?`,
		r.BookingStatus, cancelledBy, r.InvoiceID, BookingPending).Error
}

// MarkSlipUploaded moves a SLIP invoice awaiting payment to PENDING_APPROVAL
// with the review deadline as its new deadline; again, it changes nothing.
func (s *Store) MarkSlipUploaded(ctx context.Context, invoiceID int64, reviewBy time.Time) error {
	return s.DB.WithContext(ctx).Exec(`UPDATE invoices SET status = ?, hold_expires_at = ?, updated_at = now()
		WHERE id = ? AND status = ?`, InvoicePendingApproval, reviewBy.UTC(), invoiceID, InvoicePendingPayment).Error
}
