package checkout

import (
	"context"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"cerebro/models"
	"cerebro/models/ledger"
	"cerebro/models/refund"
)

// ConfirmPayment marks the invoice SUCCESS_PAYMENT, its bookings CONFIRMED
// and their slots BOOKED in one transaction, and returns the booked slots.
// Confirming again with the same payment changes nothing and answers the
// same; a failed invoice, or one paid by another payment, is ErrInvoiceClosed.
func (s *Store) ConfirmPayment(ctx context.Context, c models.Confirmation) ([]models.HeldSlot, error) {
	var booked []models.HeldSlot
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		inv, err := lockInvoice(tx, c.InvoiceID)
		if err != nil {
			return err
		}
		switch {
		case inv.Status == models.InvoicePaid && samePayment(inv.GatewayPaymentID, c.PaymentID):
		case inv.Status == models.InvoicePaid || inv.Status == models.InvoiceFailed:
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

func markPaid(tx *gorm.DB, c models.Confirmation) error {
	var paymentID *string
	if c.PaymentID != "" {
		paymentID = &c.PaymentID
	}
	err := tx.Exec(`UPDATE invoices SET status = ?, paid_at = now(), updated_at = now(), gateway_payment_id = ?,
		admin_remark = CASE WHEN ? <> '' THEN ? ELSE admin_remark END, decided_by = ? WHERE id = ?`,
		models.InvoicePaid, paymentID, c.AdminRemark, c.AdminRemark, models.Decider(c.DecidedBy), c.InvoiceID).Error
	if err != nil {
		return err
	}
	if err := setRedemption(tx, c.InvoiceID, RedemptionUsed); err != nil {
		return err
	}
	err = tx.Exec(`UPDATE bookings SET status = ?, updated_at = now() WHERE invoice_id = ? AND status = ?`,
		models.BookingConfirmed, c.InvoiceID, models.BookingPending).Error
	if err != nil {
		return err
	}
	return tx.Exec(`UPDATE cerebroslots SET status = ? WHERE status = ?
		AND id IN (SELECT cerebroslot_id FROM bookings WHERE invoice_id = ? AND status = ?)`,
		models.SlotBooked, models.SlotHeld, c.InvoiceID, models.BookingConfirmed).Error
}

func samePayment(stored *string, paymentID string) bool {
	if stored == nil {
		return paymentID == ""
	}
	return *stored == paymentID
}

// lockInvoice reads an invoice FOR UPDATE, so status changes serialize.
func lockInvoice(tx *gorm.DB, id int64) (models.Invoice, error) {
	var inv models.Invoice
	err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Take(&inv, id).Error
	return inv, models.NotFound(err)
}

// ReleaseInvoice marks the invoice FAILED_PAYMENT, its pending bookings
// BookingStatus and their slots AVAILABLE again, in one transaction. With
// RefundSlip it records one approved bank-transfer refund per booking (the
// slot's price, so together the whole amount). An invoice that never came to
// exist, or is already failed, is left alone; a paid one is ErrInvoicePaid.
// It reports whether this call released the invoice.
func (s *Store) ReleaseInvoice(ctx context.Context, r models.Release) (bool, error) {
	released := false
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		inv, err := lockInvoice(tx, r.InvoiceID)
		switch {
		case errors.Is(err, models.ErrNotFound):
			return nil
		case err != nil:
			return err
		case inv.Status == models.InvoicePaid:
			return fmt.Errorf("%w: invoice %d", ErrInvoicePaid, inv.ID)
		case inv.Status == models.InvoiceFailed:
			return nil
		}
		released = true
		return release(tx, r)
	})
	return released && err == nil, err
}

func release(tx *gorm.DB, r models.Release) error {
	err := tx.Exec(`UPDATE invoices SET status = ?, failure_reason = ?, updated_at = now(),
		admin_remark = CASE WHEN ? <> '' THEN ? ELSE admin_remark END, decided_by = ? WHERE id = ?`,
		models.InvoiceFailed, r.Reason, r.AdminRemark, r.AdminRemark, models.Decider(r.DecidedBy), r.InvoiceID).Error
	if err != nil {
		return err
	}
	// A failed invoice gives its promo code's use back.
	if err := setRedemption(tx, r.InvoiceID, RedemptionReleased); err != nil {
		return err
	}
	// Slots first: the pending bookings still say which slots this invoice holds.
	err = tx.Exec(`UPDATE cerebroslots SET status = ? WHERE status = ?
		AND id IN (SELECT cerebroslot_id FROM bookings WHERE invoice_id = ? AND status = ?)`,
		models.SlotAvailable, models.SlotHeld, r.InvoiceID, models.BookingPending).Error
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
			ON CONFLICT `+refund.OnePerBooking+` DO NOTHING`,
			models.CauseSlipNotReviewed, models.RefundRequested, models.PaySlip, r.InvoiceID, models.BookingPending).Error
		if err != nil {
			return err
		}
	}
	var cancelledBy *models.CancelledBy
	if r.CancelledBy != "" {
		cancelledBy = &r.CancelledBy
	}
	return tx.Exec(`UPDATE bookings SET status = ?, cancelled_by = ?, updated_at = now() WHERE invoice_id = ? AND status = ?`,
		r.BookingStatus, cancelledBy, r.InvoiceID, models.BookingPending).Error
}

// MarkSlipUploaded moves a SLIP invoice awaiting payment to PENDING_APPROVAL
// with the review deadline as its new deadline; again, it changes nothing.
func (s *Store) MarkSlipUploaded(ctx context.Context, invoiceID int64, reviewBy time.Time) error {
	return s.db.WithContext(ctx).Exec(`UPDATE invoices SET status = ?, hold_expires_at = ?, updated_at = now()
		WHERE id = ? AND status = ?`, models.InvoicePendingApproval, reviewBy.UTC(), invoiceID, models.InvoicePendingPayment).Error
}
