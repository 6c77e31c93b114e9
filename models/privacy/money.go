package privacy

import (
	"context"
	"time"

	"gorm.io/gorm"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/payout"
	"cerebro/rules"
)

// Why an account cannot close yet: a paid session ahead, or money owed
// either way (models/refund, models/payout, models/checkout).
const (
	errSessionAhead    apperr.Code = "privacy.paid_session_ahead"
	errPaymentOpen     apperr.Code = "privacy.payment_in_progress"
	errSlipUndecided   apperr.Code = "privacy.slip_awaiting_decision"
	errClaimWindowOpen apperr.Code = "privacy.claim_window_open"
	errRefundOpen      apperr.Code = "privacy.refund_unsettled"
	errPayoutOwed      apperr.Code = "privacy.payout_unsettled"
)

// partyOf is the condition of a booking or invoice (alias x) of which the
// person is a party.
const partyOf = `(x.consultee_id = ? OR x.consultant_id = ?)`

// exists answers whether the query's condition holds for a row.
func exists(tx *gorm.DB, query string, args ...any) (bool, error) {
	var found bool
	err := tx.Raw(`SELECT EXISTS (`+query+`)`, args...).Scan(&found).Error
	return found, err
}

// refuseBookings: a paid session not over yet (the person must cancel it
// first, which settles its refund), or one over within the claim window (a
// claim may still move money, and its session workflow still runs).
func refuseBookings(_ context.Context, tx *gorm.DB, p Person, now time.Time) error {
	ahead, err := exists(tx, `SELECT 1 FROM bookings x JOIN cerebroslots s ON s.id = x.cerebroslot_id
		WHERE `+partyOf+` AND x.status = ? AND s.ends_at > ?`, p.ConsulteeID, p.ConsultantID, models.BookingConfirmed, now)
	if err != nil || ahead {
		return refusal(err, ahead, errSessionAhead)
	}
	recent, err := exists(tx, `SELECT 1 FROM bookings x JOIN cerebroslots s ON s.id = x.cerebroslot_id
		WHERE `+partyOf+` AND x.status = ? AND s.ends_at > ?`, p.ConsulteeID, p.ConsultantID, models.BookingCompleted,
		now.Add(-rules.ClaimWindow))
	return refusal(err, recent, errClaimWindowOpen)
}

// refuseInvoices: a checkout still holding its slots (its hold workflow
// runs), or a bank slip the admin has not decided.
func refuseInvoices(_ context.Context, tx *gorm.DB, p Person, _ time.Time) error {
	open, err := exists(tx, `SELECT 1 FROM invoices x WHERE `+partyOf+` AND x.status = ?`,
		p.ConsulteeID, p.ConsultantID, models.InvoicePendingPayment)
	if err != nil || open {
		return refusal(err, open, errPaymentOpen)
	}
	slip, err := exists(tx, `SELECT 1 FROM invoices x WHERE `+partyOf+` AND x.status = ?`,
		p.ConsulteeID, p.ConsultantID, models.InvoicePendingApproval)
	return refusal(err, slip, errSlipUndecided)
}

// refuseRefunds: a refund on one of the person's bookings not yet paid
// out or decided (requested, approved, being submitted, or failed).
func refuseRefunds(_ context.Context, tx *gorm.DB, p Person, _ time.Time) error {
	open, err := exists(tx, `SELECT 1 FROM refunds r JOIN invoices x ON x.id = r.invoice_id
		WHERE `+partyOf+` AND r.status IN ?`, p.ConsulteeID, p.ConsultantID,
		[]models.RefundStatus{models.RefundRequested, models.RefundApproved, models.RefundSubmitting, models.RefundFailed})
	return refusal(err, open, errRefundOpen)
}

// refusePayouts: a consultant with a payout not yet paid, or a balance the
// next payout would settle (earnings to pay, or penalties, refunds and
// chargebacks to take back), or earnings still in their claim window.
func refusePayouts(ctx context.Context, tx *gorm.DB, p Person, now time.Time) error {
	if p.ConsultantID == 0 {
		return nil
	}
	unpaid, err := exists(tx, `SELECT 1 FROM payouts WHERE consultant_id = ? AND status = ?`, p.ConsultantID, payout.Pending)
	if err != nil || unpaid {
		return refusal(err, unpaid, errPayoutOwed)
	}
	pending, waiting, err := payout.New(tx).PendingBalance(ctx, p.ConsultantID, now)
	owed := pending.Sessions != 0 || pending.Refunds != 0 || pending.Penalties != 0 || pending.Chargebacks != 0 || waiting != 0
	return refusal(err, owed, errPayoutOwed)
}

// refusal is err, else the refusal code when refused, else nil.
func refusal(err error, refused bool, code apperr.Code) error {
	if err != nil {
		return err
	}
	if refused {
		return apperr.New(code)
	}
	return nil
}

// masked keeps an account number's last four digits: enough to trace a
// transfer with the bank, not enough to use the account.
const masked = `CASE WHEN length(%s) > 4 THEN repeat('*', length(%[1]s) - 4) || right(%[1]s, 4) ELSE %[1]s END`

// eraseRefundAccounts drops the holder's name from the accounts refunds
// were paid to and masks the number; the refund stays (a financial record).
func eraseRefundAccounts(_ context.Context, tx *gorm.DB, p Person, _ time.Time) ([]File, error) {
	return nil, tx.Exec(`UPDATE refund_accounts SET account_name = '', card_holder = '',
			account_number = `+sprintf(masked, "account_number")+`, updated_at = now()
		WHERE invoice_id IN (SELECT id FROM invoices WHERE consultee_id = ?)`, p.ConsulteeID).Error
}

// erasePayoutAccounts does the same for the consultant's payouts.
func erasePayoutAccounts(_ context.Context, tx *gorm.DB, p Person, _ time.Time) ([]File, error) {
	if p.ConsultantID == 0 {
		return nil, nil
	}
	return nil, tx.Exec(`UPDATE payouts SET account_name = '', account = `+sprintf(masked, "account")+`
		WHERE consultant_id = ?`, p.ConsultantID).Error
}
