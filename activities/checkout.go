package activities

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"go.temporal.io/sdk/temporal"

	"cerebro/apperr"
	"cerebro/invite"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/rules"
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
// non-retryable SlotUnavailable error whose message names it for the user.
func (a *Activities) ReserveSlots(ctx context.Context, r models.ReserveRequest) (models.Reservation, error) {
	res, err := a.Store.ReserveSlots(ctx, r)
	if e, ok := apperr.As(err); ok {
		return res, temporal.NewNonRetryableApplicationError(e.Message, ErrTypeSlotUnavailable, nil)
	}
	return res, err
}

// ConfirmPayment records the payment: invoice paid, bookings confirmed,
// slots booked. It returns the booked slots, one session each.
func (a *Activities) ConfirmPayment(ctx context.Context, c models.Confirmation) ([]models.HeldSlot, error) {
	booked, err := a.Store.ConfirmPayment(ctx, c)
	if errors.Is(err, models.ErrInvoiceClosed) || errors.Is(err, models.ErrNotFound) {
		return nil, temporal.NewNonRetryableApplicationError(err.Error(), ErrTypeInvoiceClosed, err)
	}
	return booked, err
}

// ReleaseInvoice fails an unpaid invoice and frees its slots.
// The consultee is mailed why, when this attempt released it.
func (a *Activities) ReleaseInvoice(ctx context.Context, r models.Release) error {
	released, err := a.Store.ReleaseInvoice(ctx, r)
	if errors.Is(err, models.ErrInvoicePaid) {
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
	return a.Store.MarkSlipUploaded(ctx, s.InvoiceID, s.ReviewBy)
}

// Parties of a booking confirmation mail.
const (
	MailConsultee  = "CONSULTEE"
	MailConsultant = "CONSULTANT"
)

// BookingMail asks for the confirmation mail of a paid invoice to one party;
// one activity per recipient, so a retry never mails the other twice.
type BookingMail struct {
	InvoiceID int64
	Party     string
}

// SendBookingConfirmation mails one party the sessions of a paid invoice,
// with a calendar invite for each; the consultee's mail is the receipt.
func (a *Activities) SendBookingConfirmation(ctx context.Context, m BookingMail) error {
	inv, err := a.Store.InvoiceByID(ctx, m.InvoiceID)
	if err != nil {
		return err
	}
	consultee, consultant, err := partiesOf(inv.Consultee, inv.Consultant)
	if err != nil {
		return fmt.Errorf("invoice %d: %w", inv.ID, err)
	}
	var invites []mailer.Attachment
	for _, b := range inv.Bookings {
		invites = append(invites, a.invites(invite.Request, b, 0, consultee, consultant)...)
	}
	if m.Party == MailConsultant {
		return a.Mailer.Send(ctx, mailer.Message{
			To:      consultant.email,
			Subject: "New Cerebro booking " + inv.Cref,
			Body: fmt.Sprintf("Hello %s,\n\n%s booked and paid for these sessions with you (Colombo time):\n%s\nSee them on your dashboard: %s/#/consultantdashboard\n",
				inv.Consultant.FirstName, consultee.name, sessionLines(inv), a.PublicBaseURL),
			Attachments: invites,
		})
	}
	text, html, err := a.receiptOf(inv, inv.Consultee.FirstName)
	if err != nil {
		return err
	}
	return a.Mailer.Send(ctx, mailer.Message{To: consultee.email, Subject: "Your Cerebro booking " + inv.Cref + " is confirmed",
		Body: text, HTML: html, Attachments: invites})
}

func sessionLines(inv *models.Invoice) string {
	var b strings.Builder
	for _, bk := range inv.Bookings {
		if bk.Slot == nil {
			continue
		}
		fmt.Fprintf(&b, "  - %s %s to %s\n", rules.ColomboDate(bk.Slot.StartsAt),
			rules.ColomboClock(bk.Slot.StartsAt)[:5], rules.ColomboClock(bk.Slot.EndsAt)[:5])
	}
	return b.String()
}
