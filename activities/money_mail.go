package activities

import (
	"context"
	"log/slog"

	"cerebro/mailer"
	"cerebro/models"
)

// Mails about money, sent by the activity that made the change and only
// when this attempt made it: a retry after the change finds it made and
// sends nothing, so nobody is told twice (a crash between the change and
// the mail loses the mail, never doubles it). A mail that fails is logged;
// the change stands.

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
	to := &mailerParty{email: ce.User.Email, reader: mailer.ReaderOf(ce.User.Language, ce.TimeZone)}
	a.sendLogged(ctx, to, "booking_released", mailer.Data{"Name": ce.FirstName, "Cref": inv.Cref, "Reason": r.Reason,
		"Remark": r.AdminRemark, "Invoices": a.PublicBaseURL + "/#/consulteedashboard?tab=invoices"})
}

// refundMailed are the refund states the consultee is mailed about.
var refundMailed = map[models.RefundStatus]bool{
	models.RefundRequested: true, models.RefundRejected: true, models.RefundApproved: true, models.RefundPaid: true,
}

// mailRefund tells the consultee a refund was requested, decided or paid.
func (a *Activities) mailRefund(ctx context.Context, refundID int64) {
	r, err := a.Stores.Refund.WithParties(ctx, refundID)
	if err != nil {
		slog.ErrorContext(ctx, "refund mail: refund not loaded", "refundId", refundID, "err", err)
		return
	}
	if !refundMailed[r.Status] {
		return
	}
	to := &mailerParty{email: r.ConsulteeEmail, reader: mailer.ReaderOf(r.ConsulteeLanguage, "")}
	a.sendLogged(ctx, to, "refund_update", mailer.Data{"Name": r.ConsulteeFirstName, "Cref": r.Cref, "Status": r.Status,
		"Amount": r.Amount, "BySlip": r.Method == string(models.PaySlip), "Remark": r.AdminRemark,
		"Invoices": a.PublicBaseURL + "/#/consulteedashboard?tab=invoices"})
}
