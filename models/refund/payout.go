package refund

import (
	"context"
	"time"

	"cerebro/models"
)

// Paying a card refund exactly once against a gateway that takes no
// idempotency key: one payout of a refund at a time (WithLock), the
// row marked SUBMITTING before the gateway is called (StartSubmitting), and
// a retry that finds it SUBMITTING asks the gateway before calling it again.

// refundLockSpace is the first key of the refunds' advisory locks.
const refundLockSpace = 7301

// WithLock runs fn holding a PostgreSQL advisory lock on the refund,
// so two workers never pay one refund at the same time; other refunds are
// not held up. The lock goes with the session, so a worker that dies
// releases it.
func (s *Store) WithLock(ctx context.Context, refundID int64, fn func() error) error {
	sqlDB, err := s.db.DB()
	if err != nil {
		return err
	}
	conn, err := sqlDB.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1, $2)`, refundLockSpace, int32(refundID)); err != nil {
		return err
	}
	defer func() {
		unlock, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_, _ = conn.ExecContext(unlock, `SELECT pg_advisory_unlock($1, $2)`, refundLockSpace, int32(refundID))
	}()
	return fn()
}

// StartSubmitting moves an APPROVED refund to SUBMITTING and reports
// whether it did (false: someone else moved it first).
func (s *Store) StartSubmitting(ctx context.Context, refundID int64) (bool, error) {
	res := s.db.WithContext(ctx).Exec(`UPDATE refunds SET status = ?, submitted_at = now()
		WHERE id = ? AND status = ?`, models.RefundSubmitting, refundID, models.RefundApproved)
	return res.RowsAffected == 1, res.Error
}

// MarkFailed records that the gateway refused the refund, and why.
func (s *Store) MarkFailed(ctx context.Context, refundID int64, reason string) error {
	return s.db.WithContext(ctx).Exec(`UPDATE refunds SET status = ?, failure_reason = ?
		WHERE id = ? AND status IN (?, ?)`, models.RefundFailed, models.ClipText(reason, 500), refundID, models.RefundApproved, models.RefundSubmitting).Error
}

// MarkGaveUp records that the refund's retries ran out without the
// gateway saying whether it refunded: FAILED, and uncertain (see
// SettleByTransfer) if it was ever sent to the gateway.
func (s *Store) MarkGaveUp(ctx context.Context, refundID int64, reason string) error {
	return s.db.WithContext(ctx).Exec(`UPDATE refunds SET status = ?, failure_reason = ?,
			failure_uncertain = submitted_at IS NOT NULL
		WHERE id = ? AND status IN (?, ?) AND payout_note = ''`, models.RefundFailed, models.ClipText(reason, 500), refundID, models.RefundApproved, models.RefundSubmitting).Error
}

// MarkSentAgain records that a SUBMITTING refund is being sent to the
// gateway once more, now: submitted_at is when it was last sent, which is
// how long a lagging Retrieval API may not show it yet (SettleByTransfer).
func (s *Store) MarkSentAgain(ctx context.Context, refundID int64) error {
	return s.db.WithContext(ctx).Exec(`UPDATE refunds SET submitted_at = now() WHERE id = ? AND status = ?`,
		refundID, models.RefundSubmitting).Error
}

// OweTransfer leaves an APPROVED card refund to be paid by bank transfer,
// saying why, for the admin.
func (s *Store) OweTransfer(ctx context.Context, refundID int64, note string) error {
	return s.db.WithContext(ctx).Exec(`UPDATE refunds SET payout_note = ? WHERE id = ? AND status = ?`,
		models.ClipText(note, 500), refundID, models.RefundApproved).Error
}

// CardPaymentAmount is what the gateway said a card payment was for, from
// its stored notification; false when none was stored.
func (s *Store) CardPaymentAmount(ctx context.Context, paymentID string) (int64, bool, error) {
	var amounts []int64
	err := s.db.WithContext(ctx).Model(&models.PaymentNotification{}).Where("payment_id = ? AND status_code = 2", paymentID).
		Limit(1).Pluck("amount", &amounts).Error
	if err != nil || len(amounts) == 0 {
		return 0, false, err
	}
	return amounts[0], true, nil
}
