package checkout

import (
	"context"
	"time"

	"cerebro/apperr"
	"cerebro/models"
)

// CodeSlipReviewFull refuses a slip whose review would hold more than half
// of a consultant's open slots of a day: what happened, and what to do. Its
// spelling is published (README), so clients may rely on it.
const CodeSlipReviewFull apperr.Code = "SLIP_REVIEW_FULL"

// slipReviewDay is one Colombo day of an invoice's slots: the consultant's
// open slots that day (free or held, not yet started) and those slips under
// review hold, this invoice's included.
type slipReviewDay struct {
	Day    time.Time
	Open   int
	Review int
	Mine   int
}

// CheckSlipReviewRoom refuses (409) a slip for the invoice when, on any
// Colombo day of its slots, slips under review would then hold more than
// half of the consultant's open slots (SlipReviewRoom): junk slips
// from fresh accounts,
// which hold slots until the first one starts or an admin looks, can never
// take a consultant's whole day.
func (s *Store) CheckSlipReviewRoom(ctx context.Context, inv *models.Invoice) error {
	var days []slipReviewDay
	err := s.db.WithContext(ctx).Raw(`
		WITH days AS (
			SELECT DISTINCT (s.starts_at AT TIME ZONE 'Asia/Colombo')::date AS day
			  FROM bookings b JOIN cerebroslots s ON s.id = b.cerebroslot_id
			 WHERE b.invoice_id = ? AND b.status = ?)
		SELECT d.day,
		       (SELECT count(*) FROM cerebroslots s
		         WHERE s.consultant_id = ? AND s.status IN ? AND s.starts_at > now()
		           AND (s.starts_at AT TIME ZONE 'Asia/Colombo')::date = d.day) AS open,
		       (SELECT count(*) FROM bookings b
		          JOIN invoices i ON i.id = b.invoice_id
		          JOIN cerebroslots s ON s.id = b.cerebroslot_id
		         WHERE i.consultant_id = ? AND i.payment_method = ? AND (i.status = ? OR i.id = ?) AND b.status = ?
		           AND (s.starts_at AT TIME ZONE 'Asia/Colombo')::date = d.day) AS review,
		       (SELECT count(*) FROM bookings b JOIN cerebroslots s ON s.id = b.cerebroslot_id
		         WHERE b.invoice_id = ? AND b.status = ?
		           AND (s.starts_at AT TIME ZONE 'Asia/Colombo')::date = d.day) AS mine
		  FROM days d ORDER BY d.day`,
		inv.ID, models.BookingPending, inv.ConsultantID, []models.SlotStatus{models.SlotAvailable, models.SlotHeld},
		inv.ConsultantID, models.PaySlip, models.InvoicePendingApproval, inv.ID, models.BookingPending, inv.ID, models.BookingPending).Scan(&days).Error
	if err != nil {
		return err
	}
	for _, d := range days {
		if d.Review > SlipReviewRoom(d.Open) {
			held, day := d.Review-d.Mine, d.Day.Format("2006-01-02")
			return apperr.New(CodeSlipReviewFull).With("held", held).With("open", d.Open).With("day", day)
		}
	}
	return nil
}
