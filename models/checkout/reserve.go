package checkout

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"slices"
	"time"

	"gorm.io/gorm"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
)

// NextInvoiceIDFor allocates an invoice id for a booking with consultantID,
// with the consultant's status (OpenInvoiceFor without the releases: for
// callers that have no request to check, such as the test fixtures).
func (s *Store) NextInvoiceIDFor(ctx context.Context, consultantID int64) (invoiceID int64, consultantStatus string, err error) {
	o, err := s.OpenInvoiceFor(ctx, InvoiceQuery{ConsultantID: consultantID})
	return o.InvoiceID, o.ConsultantStatus, err
}

// ReserveSlots holds every requested slot for the invoice, or none. In one
// transaction it moves the slots AVAILABLE → HELD with a conditional update
// (so two invoices can never both win a slot: the row lock and the re-checked
// condition decide), inserts the invoice and one PENDING booking per slot
// (bookings_one_active_per_slot is the second guard). A slot that is gone,
// taken, held or already started is a 409 naming it, and nothing is held.
// Running it again for an invoice that exists returns that reservation.
func (s *Store) ReserveSlots(ctx context.Context, r models.ReserveRequest) (models.Reservation, error) {
	if len(r.SlotIDs) == 0 {
		return models.Reservation{}, apperr.New("checkout.no_slots")
	}
	var out models.Reservation
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var err error
		out, err = reserve(tx, r)
		return err
	})
	if errors.Is(err, errReservedBefore) {
		return out, nil
	}
	if models.IsUniqueViolation(err) {
		// Only an inconsistent slot (AVAILABLE yet actively booked) gets here.
		return models.Reservation{}, s.unavailable(ctx, r.SlotIDs, nil)
	}
	return out, err
}

// errReservedBefore ends the transaction of a reservation run again for an
// invoice that exists (a retried activity), undoing whatever it changed; the
// existing reservation is the answer.
var errReservedBefore = errors.New("the invoice was reserved before")

// heldRow is a slot row returned by the conditional hold.
type heldRow struct {
	ID       int64
	Price    int64
	StartsAt time.Time
	EndsAt   time.Time
}

// Hold-limit refusals: what to do about them.
const (
	errTooManyUnpaid apperr.Code = "checkout.too_many_unpaid"
	errTooManyHeld   apperr.Code = "checkout.too_many_held"
)

// checkHoldLimits refuses a reservation past the consultee's limits. The
// consultee's row is locked, so two bookings at once are counted one after
// the other; the invoice being reserved never counts against itself.
func checkHoldLimits(tx *gorm.DB, r models.ReserveRequest) error {
	if r.Limits == (models.HoldLimits{}) {
		return nil
	}
	if err := tx.Exec(`SELECT id FROM consultees WHERE id = ? FOR UPDATE`, r.ConsulteeID).Error; err != nil {
		return err
	}
	var c struct{ Invoices, Slots int }
	err := tx.Raw(`SELECT count(DISTINCT i.id) AS invoices, count(b.id) AS slots
		  FROM invoices i LEFT JOIN bookings b ON b.invoice_id = i.id AND b.status = ?
		 WHERE i.consultee_id = ? AND i.status IN ? AND i.id <> ?`,
		models.BookingPending, r.ConsulteeID, []models.InvoiceStatus{models.InvoicePendingPayment, models.InvoicePendingApproval}, r.InvoiceID).Scan(&c).Error
	switch {
	case err != nil:
		return err
	case r.Limits.MaxUnpaid > 0 && c.Invoices >= r.Limits.MaxUnpaid:
		return apperr.New(errTooManyUnpaid).With("count", c.Invoices)
	case r.Limits.MaxHeldSlots > 0 && c.Slots+len(r.SlotIDs) > r.Limits.MaxHeldSlots:
		return apperr.New(errTooManyHeld).With("max", r.Limits.MaxHeldSlots).With("held", c.Slots)
	}
	return nil
}

func reserve(tx *gorm.DB, r models.ReserveRequest) (models.Reservation, error) {
	if err := checkHoldLimits(tx, r); err != nil {
		return models.Reservation{}, err
	}
	var held []heldRow
	err := tx.Raw(`UPDATE cerebroslots SET status = ? WHERE id IN ? AND consultant_id = ? AND status = ? AND starts_at > now()
		RETURNING id, price, starts_at, ends_at`, models.SlotHeld, r.SlotIDs, r.ConsultantID, models.SlotAvailable).Scan(&held).Error
	if err != nil {
		return models.Reservation{}, err
	}
	if len(held) < len(r.SlotIDs) {
		// Run again (a retried activity), the invoice exists and holds the slots.
		again, err := reservationOf(tx, r.InvoiceID)
		switch {
		case err != nil:
			return models.Reservation{}, err
		case again.InvoiceID != 0:
			return again, errReservedBefore
		}
		return models.Reservation{}, unavailableIn(tx, r.SlotIDs, held)
	}
	// Slot order, as reservationOf reads it back: bookings get their ids in it.
	slices.SortFunc(held, func(a, b heldRow) int { return a.StartsAt.Compare(b.StartsAt) })
	// Each booking's price is split on its own, as the ledger captures it
	// and its refunds and payout split it: the invoice's shares are theirs
	// added up, never the total split once (a cent off).
	var total, platform, consultant int64
	for _, h := range held {
		p, c := rules.SplitCommission(h.Price)
		total, platform, consultant = total+h.Price, platform+p, consultant+c
	}
	// A promo code comes off the total only: the shares stay the full
	// price's, the platform bears the discount.
	promo, err := applyPromo(tx, r, held)
	if err != nil {
		return models.Reservation{}, err
	}
	total -= promo.Discount
	inv := models.Invoice{ID: r.InvoiceID, Cref: models.InvoiceCref(r.InvoiceID), ConsulteeID: r.ConsulteeID, ConsultantID: r.ConsultantID,
		PaymentMethod: r.Method, Status: models.InvoicePendingPayment, TotalAmount: total, PlatformAmount: platform,
		ConsultantAmount: consultant, Currency: rules.Currency, HoldExpiresAt: payBy(r, held), DiscountCents: promo.Discount, PromoCode: promo.Code}
	if promo.ID != 0 {
		inv.PromoCodeID = &promo.ID
	}
	if err := tx.Omit("Bookings", "Consultee", "Consultant").Create(&inv).Error; err != nil {
		return models.Reservation{}, err
	}
	if err := promo.redeem(tx, r); err != nil {
		return models.Reservation{}, err
	}
	bookings := make([]models.Booking, len(held))
	for i, h := range held {
		bookings[i] = models.Booking{InvoiceID: inv.ID, CerebroslotID: h.ID, ConsulteeID: r.ConsulteeID,
			ConsultantID: r.ConsultantID, BookingDate: r.BookingDate, Status: models.BookingPending, RoomName: roomName(),
			Note: r.Notes[h.ID], DiscountCents: promo.Parts[i]}
	}
	if err := tx.Omit("Invoice", "Slot", "Consultee", "Consultant").Create(&bookings).Error; err != nil {
		return models.Reservation{}, err
	}
	// Built from what was just written rather than read back: two fewer
	// round trips on the booking path.
	out := models.Reservation{InvoiceID: inv.ID, Cref: inv.Cref, TotalAmount: total, PayBy: inv.HoldExpiresAt,
		Slots: make([]models.HeldSlot, len(held))}
	for i, h := range held {
		out.Slots[i] = models.HeldSlot{BookingID: bookings[i].ID, SlotID: h.ID, StartsAt: h.StartsAt, EndsAt: h.EndsAt, Price: h.Price}
	}
	return out, nil
}

// payBy is the reservation's payment deadline (see Reservation).
func payBy(r models.ReserveRequest, held []heldRow) time.Time {
	deadline := r.ReservedAt.Add(r.PaymentWindow)
	for _, h := range held {
		if h.StartsAt.Before(deadline) {
			deadline = h.StartsAt
		}
	}
	return deadline.UTC().Truncate(time.Microsecond) // what PostgreSQL keeps
}

// reservationOf reads an existing invoice's reservation; InvoiceID is 0 when
// the invoice does not exist.
func reservationOf(tx *gorm.DB, invoiceID int64) (models.Reservation, error) {
	var inv models.Invoice
	if err := tx.Where("id = ?", invoiceID).Limit(1).Find(&inv).Error; err != nil || inv.ID == 0 {
		return models.Reservation{}, err
	}
	out := models.Reservation{InvoiceID: inv.ID, Cref: inv.Cref, TotalAmount: inv.TotalAmount, PayBy: inv.HoldExpiresAt.UTC()}
	err := tx.Raw(`SELECT b.id AS booking_id, s.id AS slot_id, s.starts_at, s.ends_at, s.price
		FROM bookings b JOIN cerebroslots s ON s.id = b.cerebroslot_id
		WHERE b.invoice_id = ? ORDER BY s.starts_at, b.id`, invoiceID).Scan(&out.Slots).Error
	return out, err
}

// unavailableIn names the first requested slot that was not held.
func unavailableIn(tx *gorm.DB, requested []int64, held []heldRow) error {
	got := make(map[int64]bool, len(held))
	for _, h := range held {
		got[h.ID] = true
	}
	var missing []int64
	for _, id := range requested {
		if !got[id] {
			missing = append(missing, id)
		}
	}
	var slot models.Slot
	if err := tx.Where("id IN ?", missing).Order("starts_at").Limit(1).Find(&slot).Error; err != nil {
		return err
	}
	return slotUnavailable(slot)
}

func (s *Store) unavailable(ctx context.Context, requested []int64, held []heldRow) error {
	return unavailableIn(s.db.WithContext(ctx), requested, held)
}

// slotUnavailable is the 409 shown when a slot cannot be held.
func slotUnavailable(slot models.Slot) error {
	if slot.ID == 0 {
		return apperr.New("checkout.slot_gone")
	}
	return apperr.New("checkout.slot_unavailable").
		With("date", rules.ColomboDate(slot.StartsAt)).With("time", rules.ColomboClock(slot.StartsAt)[:5])
}

// roomName is an unguessable meeting room name: 128 random bits as hex.
func roomName() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // crypto/rand.Read never returns an error
	return hex.EncodeToString(b)
}

// ErrInvoicePaid means a release was asked for an invoice already paid.
var ErrInvoicePaid = errors.New("invoice is already paid")

// ErrInvoiceClosed means a payment was confirmed for an invoice that failed
// or was paid by another payment.
var ErrInvoiceClosed = errors.New("invoice no longer accepts this payment")
