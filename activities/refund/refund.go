package refund

import (
	"context"
	"errors"
	"fmt"
	"time"

	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"

	"cerebro/metrics"
	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/payments"
	"cerebro/rules"
)

// Paying card refunds back exactly once, against a gateway that takes no
// idempotency key (PayHere): the refund row exists before any money moves
// (unique per booking, or per unmatched payment); one worker at a time pays
// a given refund (a lock per refund, refund.Store.WithLock); the row
// moves APPROVED → SUBMITTING before the gateway is called; a retry that
// finds it SUBMITTING — the last call may have refunded, its answer lost or
// timed out — asks the gateway's Retrieval API first and posts again only
// if the payment was not refunded. A timeout is never "post again": it is
// "unknown, ask". A refusal of the first post is final: FAILED with the
// gateway's reason. A refusal of a later post is not: an earlier one may
// have refunded ("Payment already refunded") while the Retrieval API lags
// behind, so it is retried — asking first — and, if the retries run out,
// left FAILED but uncertain, which no bank transfer settles until the
// Retrieval API shows the payment not refunded (refund.Store.SettleByTransfer).

// RefundMaxAttempts is how many attempts the workflows give a refund payout
// (hours, with backoff); the last one gives up: FAILED, for the admin.
const RefundMaxAttempts = 100

// ErrTypeRefundUnpayable: the refund has no card payment to go back to.
const ErrTypeRefundUnpayable = "RefundUnpayable"

// RefundIdempotencyKey names refund row id in the gateway's log.
func RefundIdempotencyKey(refundID int64) string { return fmt.Sprintf("cerebro-refund-%d", refundID) }

// PayRefund pays an APPROVED refund and returns the refund's status after:
//   - PAID: already paid, or paid now through the gateway (ONLINE);
//   - APPROVED for a SLIP payment, or for part of a card payment (PayHere
//     refunds whole payments only): a bank transfer the admin owes and makes;
//   - REQUESTED, REJECTED or FAILED: nothing to pay.
func (a *Activities) PayRefund(ctx context.Context, refundID int64) (string, error) {
	p, err := a.Stores.Refund.PayoutOf(ctx, refundID)
	if errors.Is(err, models.ErrNotFound) {
		return "", temporal.NewNonRetryableApplicationError(err.Error(), ErrTypeRefundUnpayable, err)
	}
	if err != nil {
		return "", err
	}
	switch {
	case p.Status != models.RefundApproved && p.Status != models.RefundSubmitting, p.Method == string(models.PaySlip):
		return string(p.Status), nil
	case p.PaymentID == "" || p.Amount <= 0:
		return "", temporal.NewNonRetryableApplicationError(
			fmt.Sprintf("refund %d has no card payment or amount to pay back", p.ID), ErrTypeRefundUnpayable, nil)
	}
	if whole, err := a.wholePayment(ctx, p); err != nil || !whole {
		return string(models.RefundApproved), err
	}
	reason := fmt.Sprintf("Cerebro refund %d (%s)", p.ID, p.Cause)
	if _, err := a.payOut(ctx, p.ID, p.PaymentID, p.Amount, reason); err != nil {
		return "", err
	}
	a.mailRefund(ctx, p.ID) // paid by this attempt: a retry finds it PAID above and mails nothing
	return string(models.RefundPaid), nil
}

// wholePayment reports whether the refund gives back the whole card
// payment; a part of one is left to a bank transfer, with the reason noted
// for the admin.
func (a *Activities) wholePayment(ctx context.Context, p refund.Payout) (bool, error) {
	paid, known, err := a.Stores.Refund.CardPaymentAmount(ctx, p.PaymentID)
	if err != nil || !known || paid == p.Amount {
		return err == nil, err
	}
	note := fmt.Sprintf("PayHere refunds whole payments only: %s of the %s payment %s is paid back by bank transfer.",
		rules.FormatLKR(p.Amount), rules.FormatLKR(paid), p.PaymentID)
	return false, a.Stores.Refund.OweTransfer(ctx, p.ID, note)
}

// payOut pays refund row refundID — the whole of a card payment — exactly
// once (see above) and returns the gateway's refund id.
func (a *Activities) payOut(ctx context.Context, refundID int64, paymentID string, amount int64, reason string) (string, error) {
	var refundRef string
	err := a.Stores.Refund.WithLock(ctx, refundID, func() error {
		p, err := a.Stores.Refund.PayoutOf(ctx, refundID)
		if err != nil {
			return err
		}
		refundRef, err = a.submitOnce(ctx, p, paymentID, amount, reason)
		return err
	})
	return refundRef, a.giveUpOnLastAttempt(ctx, refundID, err)
}

// giveUpOnLastAttempt turns the last attempt's failure — the gateway could
// not be reached or answered nothing usable, retry after retry — into a
// FAILED refund with that reason, for the admin (mailed, paid again or
// settled by transfer); earlier failures are retried.
func (a *Activities) giveUpOnLastAttempt(ctx context.Context, refundID int64, err error) error {
	if err == nil || !activity.IsActivity(ctx) {
		return err
	}
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) && appErr.NonRetryable() {
		return err
	}
	info := activity.GetInfo(ctx)
	last := int32(RefundMaxAttempts)
	if info.RetryPolicy != nil && info.RetryPolicy.MaximumAttempts > 0 {
		last = info.RetryPolicy.MaximumAttempts
	}
	if info.Attempt < last {
		return err
	}
	reason := fmt.Sprintf("No certain answer from the gateway after %d attempts: %v", info.Attempt, err)
	if ferr := a.Stores.Refund.MarkGaveUp(ctx, refundID, reason); ferr != nil {
		return ferr
	}
	metrics.Refunds.WithLabelValues("failed").Inc()
	return temporal.NewNonRetryableApplicationError(reason, ErrTypeRefundRefused, err)
}

// submitOnce pays a refund the caller holds the lock of.
func (a *Activities) submitOnce(ctx context.Context, p refund.Payout, paymentID string, amount int64, reason string) (string, error) {
	sentBefore := false
	switch p.Status {
	case models.RefundPaid:
		return p.GatewayRefundID, nil
	case models.RefundSubmitting: // the last call may have refunded: ask before posting again
		if ref, done, err := a.refundedAtGateway(ctx, p, paymentID); err != nil || done {
			return ref, err
		}
		if err := a.Stores.Refund.MarkSentAgain(ctx, p.ID); err != nil {
			return "", err
		}
		sentBefore = true
	case models.RefundApproved:
		if started, err := a.Stores.Refund.StartSubmitting(ctx, p.ID); err != nil || !started {
			return "", orRetry(err, "refund %d changed while being paid", p.ID)
		}
	default:
		return "", temporal.NewNonRetryableApplicationError(fmt.Sprintf("refund %d is %s: nothing to pay", p.ID, p.Status),
			ErrTypeRefundUnpayable, nil)
	}
	res, err := a.Gateway.Refund(ctx, paymentID, amount, RefundIdempotencyKey(p.ID), reason)
	switch {
	case errors.Is(err, payments.ErrRefundRefused) && sentBefore:
		return "", fmt.Errorf("refund %d: the gateway refused it (%w) after an earlier attempt that may have reached it: "+
			"it may have refunded already, so the gateway is asked again", p.ID, err)
	case errors.Is(err, payments.ErrRefundRefused):
		return "", a.refused(ctx, p.ID, err)
	case err != nil:
		return "", err // unknown: the retry asks the gateway first
	}
	if err := a.Stores.Gateway.MarkRefundPaid(ctx, p.ID, res.RefundID, time.Now()); err != nil {
		return "", err
	}
	metrics.Refunds.WithLabelValues("paid").Inc()
	return res.RefundID, nil
}

// refused records the gateway's refusal of a refund's first post: FAILED,
// certain, with the gateway's reason, for the admin.
func (a *Activities) refused(ctx context.Context, refundID int64, err error) error {
	if ferr := a.Stores.Refund.MarkFailed(ctx, refundID, err.Error()); ferr != nil {
		return ferr
	}
	metrics.Refunds.WithLabelValues("failed").Inc()
	return temporal.NewNonRetryableApplicationError(err.Error(), ErrTypeRefundRefused, err)
}

// refundedAtGateway asks the gateway whether the payment was refunded and,
// if so, marks the refund PAID. An error means the gateway could not say:
// retry later, never post blindly.
func (a *Activities) refundedAtGateway(ctx context.Context, p refund.Payout, paymentID string) (string, bool, error) {
	found, err := a.Gateway.Retrieve(ctx, p.OrderID)
	if err != nil {
		return "", false, fmt.Errorf("refund %d: the gateway could not say whether it was refunded: %w", p.ID, err)
	}
	for _, g := range found {
		if g.PaymentID == paymentID && g.Status == payments.RetrievedRefunded {
			ref := "retrieved:" + paymentID
			return ref, true, a.Stores.Gateway.MarkRefundPaid(ctx, p.ID, ref, time.Now())
		}
	}
	return "", false, nil
}

// orRetry is err, or a retryable error saying what changed.
func orRetry(err error, format string, args ...any) error {
	if err != nil {
		return err
	}
	return fmt.Errorf(format, args...)
}
