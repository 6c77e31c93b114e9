package testutil

import (
	"context"
	"fmt"
	"time"

	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/models/session"
	"cerebro/rules"
)

// StoredBooking is a paid 30-minute booking written straight to the
// database, for sessions a test needs in the past (the checkout books only
// the future).
type StoredBooking struct {
	SlotID, InvoiceID, BookingID int64
	PaymentID                    string
}

// StoreBooking writes a booking of the consultant's 30-minute slot at start
// for the consultee, paid by card the way the checkout pays (the money goes
// into the ledger), then gives it the status asked for.
func StoreBooking(ctx context.Context, store *models.Store, consulteeID, consultantID int64, start time.Time, price int64,
	status models.BookingStatus) (StoredBooking, error) {
	var out StoredBooking
	slot := models.Slot{ConsultantID: consultantID, StartsAt: start, EndsAt: start.Add(30 * time.Minute), SlotSize: 30,
		Price: price, Status: models.SlotHeld}
	if err := store.DB.WithContext(ctx).Omit("Consultant").Create(&slot).Error; err != nil {
		return out, err
	}
	id, _, err := checkout.New(store.DB).NextInvoiceIDFor(ctx, consultantID)
	if err != nil {
		return out, err
	}
	out.SlotID, out.InvoiceID, out.PaymentID = slot.ID, id, fmt.Sprintf("43%010d", id)
	platform, consultant := rules.SplitCommission(price)
	inv := models.Invoice{ID: id, Cref: models.InvoiceCref(id), ConsulteeID: consulteeID, ConsultantID: consultantID,
		PaymentMethod: models.PayOnline, Status: models.InvoicePendingPayment, TotalAmount: price, PlatformAmount: platform,
		ConsultantAmount: consultant, Currency: "LKR", HoldExpiresAt: start}
	if err := store.DB.WithContext(ctx).Omit("Consultee", "Consultant", "Bookings").Create(&inv).Error; err != nil {
		return out, err
	}
	b := models.Booking{InvoiceID: id, CerebroslotID: slot.ID, ConsulteeID: consulteeID, ConsultantID: consultantID,
		BookingDate: start, Status: models.BookingPending, RoomName: fmt.Sprintf("room-%d", slot.ID)}
	if err := store.DB.WithContext(ctx).Omit("Invoice", "Slot", "Consultee", "Consultant").Create(&b).Error; err != nil {
		return out, err
	}
	out.BookingID = b.ID
	if _, err := checkout.New(store.DB).ConfirmPayment(ctx, models.Confirmation{InvoiceID: id, PaymentID: out.PaymentID}); err != nil {
		return out, err
	}
	return out, store.DB.WithContext(ctx).Model(&models.Booking{}).Where("id = ?", b.ID).Update("status", status).Error
}

// StayInRoom stores a party's presence reports: in the room from one
// minute after start to another, heartbeating, seeing the other party
// throughout when sees.
func StayInRoom(ctx context.Context, store *models.Store, bookingID int64, party models.Rater, start time.Time, from, to int, sees bool) error {
	at := func(min float64) time.Time { return start.Add(time.Duration(min * float64(time.Minute))) }
	reports := []rules.PresenceReport{{Event: rules.EventJoined, At: at(float64(from))}}
	if sees {
		reports = append(reports, rules.PresenceReport{Event: rules.EventOtherJoined, At: at(float64(from))})
	}
	for m := float64(from) + 0.5; m < float64(to); m += 0.5 {
		reports = append(reports, rules.PresenceReport{Event: rules.EventHeartbeat, At: at(m)})
	}
	reports = append(reports, rules.PresenceReport{Event: rules.EventLeft, At: at(float64(to))})
	for _, r := range reports {
		if _, err := session.New(store.DB).RecordPresence(ctx, bookingID, party, r.Event, r.At, 1000); err != nil {
			return err
		}
	}
	return nil
}
