package activities

import (
	"context"
	"fmt"
	"log/slog"

	"cerebro/mailer"
	"cerebro/models"
	"cerebro/rules"
)

// Mails about money, sent by the activity that made the change and only
// when this attempt made it: a retry after the change finds it made and
// sends nothing, so nobody is told twice (a crash between the change and
// the mail loses the mail, never doubles it). A mail that fails is logged;
// the change stands.

// releasedText says why an invoice's slots were released, and what to do.
var releasedText = map[string]string{
	"HOLD_EXPIRED":      "No payment arrived while the slots were held for you, so they are released and nothing was charged. You can book them again while they are free.",
	"PAYMENT_FAILED":    "The card payment did not go through, so the slots are released and nothing was charged. You can book them again while they are free.",
	"SLIP_NOT_UPLOADED": "No bank slip was uploaded in time, so the slots are released.",
	"SLIP_REJECTED":     "Your bank slip was not accepted, so the slots are released.",
	"SLIP_NOT_REVIEWED": "We could not check your bank slip before the session, so the slots are released. Your deposit is refunded by bank transfer: give your bank details under My Invoice.",
	"RESERVE_FAILED":    "The slots could not be reserved, so nothing was booked or charged.",
}

// mailReleased tells the consultee their unpaid invoice was released (not
// when they cancelled it themselves).
func (a *Activities) mailReleased(ctx context.Context, r models.Release) {
	text, ok := releasedText[r.Reason]
	if !ok {
		return
	}
	inv, err := a.Store.InvoiceByID(ctx, r.InvoiceID)
	if err != nil || inv.Consultee == nil || inv.Consultee.User == nil {
		slog.Error("release mail: invoice not loaded", "invoiceId", r.InvoiceID, "err", err)
		return
	}
	body := fmt.Sprintf("Hello %s,\n\nAbout your booking %s:\n\n%s\n", inv.Consultee.FirstName, inv.Cref, text)
	if r.AdminRemark != "" {
		body += fmt.Sprintf("\nCerebro's note: %s\n", r.AdminRemark)
	}
	body += fmt.Sprintf("\nMy Invoice: %s/#/consulteedashboard?tab=invoices\n", a.PublicBaseURL)
	a.sendLogged(ctx, mailer.Message{To: inv.Consultee.User.Email, Subject: "Your Cerebro booking " + inv.Cref + " was not completed",
		Body: body})
}

// mailRefund tells the consultee a refund was requested, decided or paid.
func (a *Activities) mailRefund(ctx context.Context, refundID int64) {
	r, err := a.Store.RefundWithParties(ctx, refundID)
	if err != nil {
		slog.Error("refund mail: refund not loaded", "refundId", refundID, "err", err)
		return
	}
	var what string
	switch r.Status {
	case models.RefundRequested:
		what = "A refund request for this booking is with an admin, who will decide the refund; you will get a mail when they do."
	case models.RefundRejected:
		what = "An admin looked at your refund request and decided not to refund this booking."
	case models.RefundApproved:
		what = fmt.Sprintf("Your refund of %s is approved.", rules.FormatLKR(r.Amount))
		if r.Method == models.PaySlip {
			what += " It is paid by bank transfer: give your bank details under My Invoice if you have not."
		} else {
			what += " It goes back to the card you paid with."
		}
	case models.RefundPaid:
		what = fmt.Sprintf("Your refund of %s is paid. Card refunds usually reach your account within 5 to 10 working days.", rules.FormatLKR(r.Amount))
	default:
		return
	}
	body := fmt.Sprintf("Hello %s,\n\nAbout your booking %s:\n\n%s\n", r.ConsulteeFirstName, r.Cref, what)
	if r.AdminRemark != "" {
		body += fmt.Sprintf("\nCerebro's note: %s\n", r.AdminRemark)
	}
	body += fmt.Sprintf("\nMy Invoice: %s/#/consulteedashboard?tab=invoices\n", a.PublicBaseURL)
	a.sendLogged(ctx, mailer.Message{To: r.ConsulteeEmail, Subject: "Your Cerebro refund for " + r.Cref, Body: body})
}

func (a *Activities) sendLogged(ctx context.Context, m mailer.Message) {
	if err := a.Mailer.Send(ctx, m); err != nil {
		slog.Error("mail failed", "to", m.To, "subject", m.Subject, "err", err)
	}
}
