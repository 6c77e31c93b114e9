// Where a consultee's refund is, in words: one step per refund status (issue 16: the consultee sees
// each step of a bank-transfer refund). The words are asked for when shown, in the current language.
import { i18n, msg } from '../../i18n/index.js';
import { formatAmount, formatDate } from '../../lib/format.js';

/** The step of a refund line of an invoice ({status, amount, method, transferOwed, transferReference, paidAt}): {label, hint}. */
export function refundStep(refund, hasAccount) {
  const amount = formatAmount(refund.amount);
  const step = (label, hint, values) => ({ label: i18n._(label), hint: hint ? i18n._(hint, { amount, ...values }) : '' });
  switch (refund.status) {
    case 'REQUESTED':
      return step(msg('booking.refund.requested'), msg('booking.refund.requestedHint'));
    case 'APPROVED':
      if (refund.transferOwed) {
        return hasAccount
          ? step(msg('booking.refund.transferPending'), msg('booking.refund.transferPendingHint'))
          : step(msg('booking.refund.detailsNeeded'), msg('booking.refund.detailsNeededHint'));
      }
      return step(msg('booking.refund.approved'), msg('booking.refund.toCardHint'));
    case 'SUBMITTING':
      return step(msg('booking.refund.paying'), msg('booking.refund.toCardHint'));
    case 'FAILED':
      return step(msg('booking.refund.delayed'), msg('booking.refund.delayedHint'));
    case 'PAID':
      if (refund.transferReference) {
        return step(msg('booking.refund.transferred'), msg('booking.refund.transferredHint'), {
          date: formatDate(refund.paidAt),
          reference: refund.transferReference,
        });
      }
      return refund.paidAt
        ? step(msg('booking.refund.refunded'), msg('booking.refund.refundedOnHint'), { date: formatDate(refund.paidAt) })
        : step(msg('booking.refund.refunded'), msg('booking.refund.refundedHint'));
    case 'REJECTED':
      return step(msg('booking.refund.rejected'), msg('booking.refund.rejectedHint'));
    case 'CANCELLED':
      return step(msg('booking.refund.chargedBack'), msg('booking.refund.chargedBackHint'));
    default:
      return { label: refund.status, hint: '' };
  }
}

/** Whether the invoice has a refund that is, or may become, a bank transfer to the consultee. */
export function wantsBankAccount(invoice) {
  return (invoice.refunds ?? []).some(
    (r) => r.transferOwed || (r.status === 'REQUESTED' && (r.method === 'SLIP' || invoice.paymentMethod === 'SLIP')),
  );
}

/** Why a refund was opened (its cause), as message ids. */
export const REFUND_CAUSES = {
  CONSULTEE_CANCEL: msg('booking.refundCause.consulteeCancel'),
  CONSULTANT_CANCEL: msg('booking.refundCause.consultantCancel'),
  CONSULTANT_NO_SHOW: msg('booking.refundCause.consultantNoShow'),
  TECHNICAL_FAULT: msg('booking.refundCause.technicalFault'),
  SLIP_NOT_REVIEWED: msg('booking.refundCause.slipNotReviewed'),
  UNMATCHED_PAYMENT: msg('booking.refundCause.unmatchedPayment'),
  CUT_SHORT: msg('booking.refundCause.cutShort'),
  NOBODY_PRESENT: msg('booking.refundCause.nobodyPresent'),
  RESCHEDULED_CHEAPER: msg('booking.refundCause.rescheduledCheaper'),
};

/** A refund cause in words, in the current language (the code itself when it is not known). */
export const refundCause = (cause) => (REFUND_CAUSES[cause] ? i18n._(REFUND_CAUSES[cause]) : cause);
