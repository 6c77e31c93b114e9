package checkout

import (
	"context"
	"errors"
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"

	"cerebro/activities"
	"cerebro/activities/refusal"
	"cerebro/apperr"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/notify"
)

// Application error types the checkout workflow branches on.
const (
	// ErrTypeSlotUnavailable: a requested slot is taken, held, gone or started.
	ErrTypeSlotUnavailable = "SlotUnavailable"
	// ErrTypeInvoiceClosed: the invoice is failed or paid by another payment.
	ErrTypeInvoiceClosed = "InvoiceClosed"
	// ErrTypeInvoicePaid: a release was asked for an invoice already paid.
	ErrTypeInvoicePaid = "InvoicePaid"
)

// ReserveSlots holds the slots and creates the invoice with its pending
// bookings, all or nothing (see models.Store.ReserveSlots). A taken slot is a
// SlotUnavailable refusal that names it for the user.
func (a *Activities) ReserveSlots(ctx context.Context, r models.ReserveRequest) (models.Reservation, error) {
	res, err := a.Stores.Checkout.ReserveSlots(ctx, r)
	if _, ok := apperr.As(err); ok {
		return res, refusal.Wrap(ErrTypeSlotUnavailable, err)
	}
	return res, err
}

// ConfirmPayment records the payment: invoice paid, bookings confirmed,
// slots booked. It returns the booked slots, one session each.
func (a *Activities) ConfirmPayment(ctx context.Context, c models.Confirmation) ([]models.HeldSlot, error) {
	booked, err := a.Stores.Checkout.ConfirmPayment(ctx, c)
	if errors.Is(err, checkout.ErrInvoiceClosed) || errors.Is(err, models.ErrNotFound) {
		return nil, temporal.NewNonRetryableApplicationError(err.Error(), ErrTypeInvoiceClosed, err)
	}
	return booked, err
}

// ReleaseInvoice fails an unpaid invoice and frees its slots.
// The consultee is mailed why, when this attempt released it.
func (a *Activities) ReleaseInvoice(ctx context.Context, r models.Release) error {
	released, err := a.Stores.Checkout.ReleaseInvoice(ctx, r)
	if errors.Is(err, checkout.ErrInvoicePaid) {
		return temporal.NewNonRetryableApplicationError(err.Error(), ErrTypeInvoicePaid, err)
	}
	if released {
		a.mailReleased(ctx, r)
	}
	return err
}

// SlipUploaded says a SLIP invoice's slip arrived and when the review is due.
type SlipUploaded struct {
	InvoiceID int64
	ReviewBy  time.Time
}

// MarkSlipUploaded moves the invoice to PENDING_APPROVAL for the admin.
func (a *Activities) MarkSlipUploaded(ctx context.Context, s SlipUploaded) error {
	return a.Stores.Checkout.MarkSlipUploaded(ctx, s.InvoiceID, s.ReviewBy)
}

// BookingMail asks for the confirmation mail of a paid invoice to one party;
// one activity per recipient, so a retry never mails the other twice.
type BookingMail struct {
	InvoiceID int64
	Party     string
}

// SendBookingConfirmation mails one party the sessions of a paid invoice,
// with a calendar invite for each; the consultee's mail is the receipt.
// Each is written in its reader's language, the times in their zone.
func (a *Activities) SendBookingConfirmation(ctx context.Context, m BookingMail) error {
	inv, err := a.Stores.Checkout.InvoiceByID(ctx, m.InvoiceID)
	if err != nil {
		return err
	}
	consultee, consultant, err := activities.PartiesOf(inv.Consultee, inv.Consultant)
	if err != nil {
		return fmt.Errorf("invoice %d: %w", inv.ID, err)
	}
	to := consultee
	if m.Party == activities.MailConsultant {
		to = consultant
	}
	invites, err := a.invitesFor(inv, to, consultee, consultant)
	if err != nil {
		return err
	}
	var sessions []mailer.Data
	for _, b := range inv.Bookings {
		if b.Slot != nil {
			sessions = append(sessions, mailer.Data{"Start": b.Slot.StartsAt, "End": b.Slot.EndsAt})
		}
	}
	if m.Party == activities.MailConsultant {
		err = a.Mail.Send(ctx, consultant, "booking_new", mailer.Data{"Name": inv.Consultant.FirstName, "Consultee": consultee.Name,
			"Cref": inv.Cref, "Sessions": sessions, "Dashboard": a.PublicBaseURL + "/#/consultantdashboard"}, invites)
	} else {
		err = a.Mail.Send(ctx, consultee, "booking_confirmed", a.receiptOf(inv), invites)
	}
	if err == nil && len(sessions) > 0 {
		a.notifyBooked(ctx, m.Party, consultee, consultant, sessions)
	}
	return err
}

// notifyBooked tells the party's phones of the booking: the consultee
// their first session, the consultant who booked them for when.
func (a *Activities) notifyBooked(ctx context.Context, party string, consultee, consultant *activities.Party, sessions []mailer.Data) {
	data := mailer.Data{"Start": sessions[0]["Start"], "Count": len(sessions)}
	if party == activities.MailConsultant {
		data["Other"] = consultee.Name
		a.Mail.Notify(ctx, consultant, notify.BookingNew, data, "/#/consultantdashboard")
		return
	}
	data["Other"] = consultant.Name
	a.Mail.Notify(ctx, consultee, notify.BookingConfirmed, data, "/#/consulteedashboard")
}
