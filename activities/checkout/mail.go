package checkout

import (
	"context"
	"log/slog"
	"strings"

	"cerebro/activities"
	"cerebro/invite"
	"cerebro/mailer"
	"cerebro/models"
)

// invitesFor are the calendar invites of the invoice's sessions, for one party.
func (a *Activities) invitesFor(inv *models.Invoice, to, consultee, consultant *activities.Party) ([]mailer.Attachment, error) {
	var out []mailer.Attachment
	for _, b := range inv.Bookings {
		att, err := a.Mail.Invites(invite.Request, b, invite.Sequence(false, false), to, consultee, consultant)
		if err != nil {
			return nil, err
		}
		out = append(out, att...)
	}
	return out, nil
}

// receiptOf is the data of the consultee's receipt: invoice number, each
// session with its price, the total, the method and the gateway's payment id.
func (a *Activities) receiptOf(inv *models.Invoice) mailer.Data {
	var lines []mailer.Data
	for _, b := range inv.Bookings {
		if b.Slot == nil {
			continue
		}
		lines = append(lines, mailer.Data{"Consultant": strings.TrimSpace(inv.Consultant.FirstName + " " + inv.Consultant.LastName),
			"Start": b.Slot.StartsAt, "End": b.Slot.EndsAt, "Price": b.Slot.Price})
	}
	paymentID := ""
	if inv.GatewayPaymentID != nil {
		paymentID = *inv.GatewayPaymentID
	}
	return mailer.Data{"Name": inv.Consultee.FirstName, "Cref": inv.Cref, "Lines": lines, "Total": inv.TotalAmount,
		"Card": inv.PaymentMethod != models.PaySlip, "PaymentID": paymentID, "Dashboard": a.PublicBaseURL + "/#/consulteedashboard"}
}

// releasedReasons are the releases the consultee is mailed about, with why
// and what to do (the booking_released mail); not when they cancelled it
// themselves.
var releasedReasons = map[string]bool{
	"HOLD_EXPIRED": true, "PAYMENT_FAILED": true, "SLIP_NOT_UPLOADED": true, "SLIP_REJECTED": true,
	"SLIP_NOT_REVIEWED": true, "RESERVE_FAILED": true,
}

// mailReleased tells the consultee their unpaid invoice was released.
func (a *Activities) mailReleased(ctx context.Context, r models.Release) {
	if !releasedReasons[r.Reason] {
		return
	}
	inv, err := a.Stores.Checkout.InvoiceByID(ctx, r.InvoiceID)
	if err != nil || inv.Consultee == nil || inv.Consultee.User == nil {
		slog.ErrorContext(ctx, "release mail: invoice not loaded", "invoiceId", r.InvoiceID, "err", err)
		return
	}
	ce := inv.Consultee
	to := &activities.Party{Email: ce.User.Email, Reader: mailer.ReaderOf(ce.User.Language, ce.TimeZone)}
	a.Mail.SendLogged(ctx, to, "booking_released", mailer.Data{"Name": ce.FirstName, "Cref": inv.Cref, "Reason": r.Reason,
		"Remark": r.AdminRemark, "Invoices": a.PublicBaseURL + "/#/consulteedashboard?tab=invoices"})
}
