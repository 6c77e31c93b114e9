// Invoice statuses as people see them. The server's four statuses, plus the other
// spellings in use for them (PENDING APPROVAL, APPROVED, REJECTED), each map to one label. Labels,
// hints and failure reasons are messages of the booking catalogue, asked for when shown (every page
// that shows an invoice loads it), so they follow the language.
import { i18n, msg } from '../i18n/index.js';

export const INVOICE_STATUS = {
  PENDING_PAYMENT: 'PENDING_PAYMENT',
  PENDING_APPROVAL: 'PENDING_APPROVAL',
  FAILED_PAYMENT: 'FAILED_PAYMENT',
  SUCCESS_PAYMENT: 'SUCCESS_PAYMENT',
};

const ALIASES = {
  'PENDING APPROVAL': INVOICE_STATUS.PENDING_APPROVAL,
  REJECTED: INVOICE_STATUS.FAILED_PAYMENT,
  FAILED: INVOICE_STATUS.FAILED_PAYMENT,
  APPROVED: INVOICE_STATUS.SUCCESS_PAYMENT,
  SUCCESS: INVOICE_STATUS.SUCCESS_PAYMENT,
  PENDING: INVOICE_STATUS.PENDING_PAYMENT,
};

const SHOWN = {
  PENDING_PAYMENT: { label: msg('booking.invoiceStatus.pending'), variant: 'warning', hint: msg('booking.invoiceStatus.pendingHint') },
  PENDING_APPROVAL: { label: msg('booking.invoiceStatus.pendingApproval'), variant: 'info', hint: msg('booking.invoiceStatus.pendingApprovalHint') },
  FAILED_PAYMENT: { label: msg('booking.invoiceStatus.failed'), variant: 'danger', hint: msg('booking.invoiceStatus.failedHint') },
  SUCCESS_PAYMENT: { label: msg('booking.invoiceStatus.success'), variant: 'success', hint: msg('booking.invoiceStatus.successHint') },
};

/** The canonical status (one of INVOICE_STATUS) for any spelling, or the input upper-cased. */
export function normalizeInvoiceStatus(status) {
  const s = String(status ?? '').trim().toUpperCase();
  return ALIASES[s] ?? s;
}

/**
 * {label, variant, hint} for a status, in the current language: PENDING_PAYMENT → 'PENDING', and so
 * on. A status the app has no words for shows as the server spells it.
 */
export function invoiceStatusView(status) {
  const s = normalizeInvoiceStatus(status);
  const shown = SHOWN[s];
  if (!shown) return { label: s.replace(/_/g, ' ') || i18n._('booking.invoiceStatus.unknown'), variant: 'secondary', hint: '' };
  return { label: i18n._(shown.label), variant: shown.variant, hint: i18n._(shown.hint) };
}

/** Pending invoices, the ones that still need someone to act: waiting for payment, waiting for approval, or failed. */
export function isPendingInvoice(status) {
  const s = normalizeInvoiceStatus(status);
  return s === INVOICE_STATUS.PENDING_PAYMENT || s === INVOICE_STATUS.PENDING_APPROVAL || s === INVOICE_STATUS.FAILED_PAYMENT;
}

/** Paid invoices (SUCCESS_PAYMENT, also spelled APPROVED). */
export function isPaidInvoice(status) {
  return normalizeInvoiceStatus(status) === INVOICE_STATUS.SUCCESS_PAYMENT;
}

/** Only an invoice waiting for payment can be paid or cancelled. */
export function canPayInvoice(status) {
  return normalizeInvoiceStatus(status) === INVOICE_STATUS.PENDING_PAYMENT;
}

/** Why an invoice failed, as message ids (the checkout's reasons, workflows/checkout.go). */
export const FAILURE_REASONS = {
  HOLD_EXPIRED: msg('booking.failure.holdExpired'),
  PAYMENT_FAILED: msg('booking.failure.paymentFailed'),
  CANCELLED: msg('booking.failure.cancelled'),
  SLIP_NOT_UPLOADED: msg('booking.failure.slipNotUploaded'),
  SLIP_REJECTED: msg('booking.failure.slipRejected'),
  SLIP_NOT_REVIEWED: msg('booking.failure.slipNotReviewed'),
  RESERVE_FAILED: msg('booking.failure.reserveFailed'),
};

/** A failure reason in words, in the current language (the code itself when it is not known). */
export const failureReasonText = (reason) => (FAILURE_REASONS[reason] ? i18n._(FAILURE_REASONS[reason]) : reason);
