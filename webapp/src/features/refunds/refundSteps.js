// Where a consultee's refund is, in words: one step per refund status (issue 16: the consultee sees
// each step of a bank-transfer refund).
import { formatAmount, formatDate } from '../../lib/format.js';

/** The step of a refund line of an invoice ({status, amount, method, transferOwed, transferReference, paidAt}). */
export function refundStep(refund, hasAccount) {
  const amount = formatAmount(refund.amount);
  switch (refund.status) {
    case 'REQUESTED':
      return { label: 'Waiting for a decision', hint: `Up to ${amount} · an admin reviews the request` };
    case 'APPROVED':
      if (refund.transferOwed) {
        return hasAccount
          ? { label: 'Approved: transfer pending', hint: `${amount} will be transferred to your bank account` }
          : { label: 'Approved: your bank details are needed', hint: `Tell us where to transfer ${amount}` };
      }
      return { label: 'Approved', hint: `${amount} is being refunded to your card` };
    case 'SUBMITTING':
      return { label: 'Paying', hint: `${amount} is being refunded to your card` };
    case 'FAILED':
      return { label: 'Delayed', hint: 'Your card’s bank did not take the refund; we will pay it another way' };
    case 'PAID':
      return refund.transferReference
        ? { label: 'Transferred', hint: `${amount} on ${formatDate(refund.paidAt)} · reference ${refund.transferReference}` }
        : { label: 'Refunded', hint: `${amount} to your card${refund.paidAt ? ` on ${formatDate(refund.paidAt)}` : ''}` };
    case 'REJECTED':
      return { label: 'Not refunded', hint: 'The request was declined' };
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

/** Why a refund was opened (its cause), in words. */
export const REFUND_CAUSES = {
  CONSULTEE_CANCEL: 'Cancelled by the consultee',
  CONSULTANT_CANCEL: 'Cancelled by the consultant',
  CONSULTANT_NO_SHOW: 'The consultant did not come',
  TECHNICAL_FAULT: 'A problem reported with the session',
  SLIP_NOT_REVIEWED: 'The bank slip was not reviewed in time',
  UNMATCHED_PAYMENT: 'A payment that matched no booking',
  CUT_SHORT: 'Session cut short',
  NOBODY_PRESENT: 'Nobody came to the session',
};

/** A refund cause in words (the code itself when it is not known). */
export const refundCause = (cause) => REFUND_CAUSES[cause] ?? cause;
