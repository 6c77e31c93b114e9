package refund

import (
	"context"
	"log/slog"

	"cerebro/activities"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/notify"
)

// Mails about money, sent by the activity that made the change and only
// when this attempt made it: a retry after the change finds it made and
// sends nothing, so nobody is told twice (a crash between the change and
// the mail loses the mail, never doubles it). A mail that fails is logged;
// the change stands.

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
	to := &activities.Party{UserID: r.ConsulteeUserID, Email: r.ConsulteeEmail, Reader: mailer.ReaderOf(r.ConsulteeLanguage, "")}
	a.Mail.SendLogged(ctx, to, "refund_update", mailer.Data{"Name": r.ConsulteeFirstName, "Cref": r.Cref, "Status": r.Status,
		"Amount": r.Amount, "BySlip": r.Method == string(models.PaySlip), "Remark": r.AdminRemark,
		"Invoices": a.PublicBaseURL + "/#/consulteedashboard?tab=invoices"})
	if r.Status == models.RefundPaid {
		a.Mail.Notify(ctx, to, notify.RefundPaid, mailer.Data{"Amount": r.Amount}, "/#/consulteedashboard?tab=invoices")
	}
}
