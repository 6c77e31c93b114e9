package refund

import (
	"context"
	"time"

	"gorm.io/gorm"

	"cerebro/models"
	"cerebro/models/ledger"
)

// Refunds that end (after the gateway refused one, or when the money goes
// back by bank transfer): the admin pays a FAILED refund again or settles it
// by transfer; a refund owed by transfer is APPROVED until the admin marks
// it transferred with the bank's reference; the consultee gives the account.

// Account is the bank account a consultee gives for the transfer
// refunds of one invoice.
type Account struct {
	InvoiceID     int64     `json:"-"`
	AccountName   string    `json:"accountName"`
	Bank          string    `json:"bank"`
	Branch        string    `json:"branch"`
	AccountNumber string    `json:"accountNumber"`
	UpdatedAt     time.Time `json:"updatedAt"`
}

// SaveAccount records (or replaces) the account an invoice's transfer
// refunds are paid into. Another account than the one saved loses the
// admin's verification: it has to be checked against the card holder again.
func (s *Store) SaveAccount(ctx context.Context, a Account) error {
	return s.db.WithContext(ctx).Exec(`INSERT INTO refund_accounts (invoice_id, account_name, bank, branch, account_number)
		VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (invoice_id) DO UPDATE SET account_name = EXCLUDED.account_name, bank = EXCLUDED.bank,
			branch = EXCLUDED.branch, account_number = EXCLUDED.account_number, updated_at = now(),
			verified_at = NULL, verified_by = NULL, card_holder = ''
		WHERE (refund_accounts.account_name, refund_accounts.bank, refund_accounts.branch, refund_accounts.account_number)
			IS DISTINCT FROM (EXCLUDED.account_name, EXCLUDED.bank, EXCLUDED.branch, EXCLUDED.account_number)`,
		a.InvoiceID, a.AccountName, a.Bank, a.Branch, a.AccountNumber).Error
}

// AccountSeen is the refund account as the admin saw it when verifying it.
type AccountSeen struct {
	InvoiceID     int64
	AccountName   string
	AccountNumber string
}

// VerifyAccount records that the admin checked the invoice's refund
// account belongs to the card holder named cardHolder (from the gateway).
// False when the account is not the one the admin saw (changed meanwhile).
func (s *Store) VerifyAccount(ctx context.Context, seen AccountSeen, adminID int64, cardHolder string) (bool, error) {
	res := s.db.WithContext(ctx).Exec(`UPDATE refund_accounts SET verified_at = now(), verified_by = ?, card_holder = ?
		WHERE invoice_id = ? AND account_name = ? AND account_number = ?`,
		models.Decider(adminID), models.ClipText(cardHolder, 200), seen.InvoiceID, seen.AccountName, seen.AccountNumber)
	return res.RowsAffected == 1, res.Error
}

// AccountsOf returns the refund account of each invoice in ids that has one.
func (s *Store) AccountsOf(ctx context.Context, ids []int64) (map[int64]Account, error) {
	out := map[int64]Account{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []Account
	if err := s.db.WithContext(ctx).Raw(`SELECT invoice_id, account_name, bank, branch, account_number, updated_at
		FROM refund_accounts WHERE invoice_id IN ?`, ids).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.InvoiceID] = r
	}
	return out, nil
}

// RetryFailed moves a FAILED card refund back to be paid through the
// gateway again: SUBMITTING if it is uncertain — the gateway may have
// refunded it after all (an answer lost before the retries ran out, or a
// refusal after such an attempt), so the payout asks it first and takes a
// refusal as uncertain again — else APPROVED: the gateway refused the only
// post, or it was never sent. False if it was not FAILED.
func (s *Store) RetryFailed(ctx context.Context, refundID int64) (bool, error) {
	res := s.db.WithContext(ctx).Exec(`UPDATE refunds SET failure_reason = '', failure_mailed_at = NULL,
			failure_uncertain = false,
			status = CASE WHEN submitted_at IS NOT NULL AND failure_uncertain THEN ? ELSE ? END
		WHERE id = ? AND status = ?`, models.RefundSubmitting, models.RefundApproved, refundID, models.RefundFailed)
	return res.RowsAffected == 1, res.Error
}

// SettleByTransfer turns a FAILED card refund the gateway refused into one
// the admin owes by bank transfer, keeping the gateway's reason in the note.
// It reports false if the refund was not FAILED, or if the gateway may have
// refunded it after all (uncertain: its retries ran out unanswered, or the
// gateway refused it after an attempt that may have reached it) and the
// caller has not shown otherwise: noRefundAtGateway says the gateway's
// Retrieval API lists the payment as not refunded, at least
// UncertainWait after the refund was last sent.
func (s *Store) SettleByTransfer(ctx context.Context, refundID int64, note string, noRefundAtGateway bool) (bool, error) {
	res := s.db.WithContext(ctx).Exec(`UPDATE refunds SET status = ?, payout_note = ?, failure_uncertain = false
		WHERE id = ? AND status = ? AND (NOT failure_uncertain OR (? AND submitted_at <= now() - ? * interval '1 second'))`,
		models.RefundApproved, models.ClipText(note, 1000), refundID, models.RefundFailed, noRefundAtGateway, int64(UncertainWait/time.Second))
	return res.RowsAffected == 1, res.Error
}

// UncertainWait is how long after a refund was last sent to the gateway
// its Retrieval API is trusted to show it: PayHere documents no bound on how
// far the Retrieval API may lag behind its Refund API, so an uncertain refund
// is settled by transfer only this long after the last attempt, and only if
// the Retrieval API then lists the payment as not refunded.
const UncertainWait = 24 * time.Hour

// SentAt is when refund refundID was last sent to the gateway (zero if never).
func (s *Store) SentAt(ctx context.Context, refundID int64) (time.Time, error) {
	var at []*time.Time
	err := s.db.WithContext(ctx).Raw(`SELECT submitted_at FROM refunds WHERE id = ?`, refundID).Scan(&at).Error
	if err != nil || len(at) == 0 || at[0] == nil {
		return time.Time{}, err
	}
	return at[0].UTC(), nil
}

// MarkTransferred records that the admin paid a refund owed by bank
// transfer, with the bank's reference: PAID. False if it was not owed.
func (s *Store) MarkTransferred(ctx context.Context, refundID, adminID int64, reference string) (bool, error) {
	changed := false
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Exec(`UPDATE refunds SET status = ?, transfer_reference = ?, transferred_by = ?,
				paid_at = now() WHERE id = ? AND `+owedTransferOf("refunds"),
			models.RefundPaid, reference, models.Decider(adminID), refundID)
		if changed = res.RowsAffected == 1; res.Error != nil || !changed {
			return res.Error
		}
		return ledger.PostRefundPaid(tx, refundID)
	})
	return changed, err
}

// FailedToMail lists FAILED refunds the admins were not yet told of.
func (s *Store) FailedToMail(ctx context.Context, limit int) ([]Listing, error) {
	var out []Listing
	err := s.db.WithContext(ctx).Raw(listingQuery+` WHERE r.status = ? AND r.failure_mailed_at IS NULL
		ORDER BY r.id LIMIT ?`, models.RefundFailed, limit).Scan(&out).Error
	return out, err
}

// MarkFailureMailed records that the admins were told refund refundID failed.
func (s *Store) MarkFailureMailed(ctx context.Context, refundID int64) error {
	return s.db.WithContext(ctx).Exec(`UPDATE refunds SET failure_mailed_at = now() WHERE id = ?`, refundID).Error
}

// ListOwedTransfers lists the refunds the admin owes by bank transfer,
// oldest first, with the consultee's account when given.
func (s *Store) ListOwedTransfers(ctx context.Context) ([]Listing, error) {
	var out []Listing
	err := s.db.WithContext(ctx).Raw(listingQuery+` WHERE `+owedTransferOf("r")+` ORDER BY r.created_at, r.id LIMIT ?`,
		maxRefundRows).Scan(&out).Error
	return out, err
}

// owedTransferOf is the condition of a refund (table or alias) the admin owes
// by bank transfer: a slip payment's, or a card refund PayHere cannot make
// (payout_note says why).
func owedTransferOf(alias string) string {
	return alias + `.status = 'APPROVED' AND (` + alias + `.method = 'SLIP' OR ` + alias + `.payout_note <> '')`
}

// AwaitsTransfer reports whether the invoice has a refund that is, or
// may become, a bank transfer to the consultee: owed by transfer now, or a
// slip payment's refund still awaiting the admin's decision.
func (s *Store) AwaitsTransfer(ctx context.Context, invoiceID int64) (bool, error) {
	var n int64
	err := s.db.WithContext(ctx).Raw(`SELECT count(*) FROM refunds r WHERE r.invoice_id = ?
		AND ((`+owedTransferOf("r")+`) OR (r.status = ? AND r.method = ?))`,
		invoiceID, models.RefundRequested, models.PaySlip).Scan(&n).Error
	return n > 0, err
}
