package gateway

import (
	"context"

	"cerebro/mailer"
)

// chargebackBatch bounds the chargebacks one call mails about.
const chargebackBatch = 50

// FlagChargeback records the chargeback of the invoice's card payment (the
// ledger entry, the consultant's share held, the refunds still owed of it
// cancelled: models.Store.RecordChargeback) and tells the admins. Both are
// once only, so a retry or a replayed notification changes nothing more.
func (a *Activities) FlagChargeback(ctx context.Context, invoiceID int64) error {
	if err := a.Stores.Gateway.FlagChargeback(ctx, invoiceID); err != nil {
		return err
	}
	_, err := a.MailChargebacks(ctx)
	return err
}

// MailChargebacks tells every admin, once per chargeback, that a card
// payment was taken back by the card holder's bank. A chargeback is marked
// mailed after its mail went to every admin; a failure in between mails it
// again on the next call rather than never. It returns how many it mailed.
func (a *Activities) MailChargebacks(ctx context.Context) (int, error) {
	pending, err := a.Stores.Gateway.ChargebacksToMail(ctx, chargebackBatch)
	if err != nil || len(pending) == 0 {
		return 0, err
	}
	admins, err := a.Mail.Admins(ctx)
	if err != nil {
		return 0, err
	}
	for i, c := range pending {
		err := a.Mail.SendEach(ctx, admins, "chargeback", mailer.Data{"Cref": c.Cref, "PaymentID": c.PaymentID, "Amount": c.Amount,
			"Consultee": c.Consultee, "Consultant": c.Consultant, "Cancelled": c.Cancelled,
			"Dashboard": a.PublicBaseURL + "/#/admindashboard"})
		if err != nil {
			return i, err
		}
		if err := a.Stores.Gateway.MarkChargebackMailed(ctx, c.InvoiceID); err != nil {
			return i, err
		}
	}
	return len(pending), nil
}
