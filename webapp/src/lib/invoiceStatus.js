// Invoice statuses (spec §4) as people see them. The server's four statuses, plus the other
// spellings the spec has seen (PENDING APPROVAL, APPROVED, REJECTED), each map to one label.
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
  PENDING_PAYMENT: { label: 'PENDING', variant: 'warning', hint: 'Waiting for your payment' },
  PENDING_APPROVAL: { label: 'PENDING APPROVAL', variant: 'info', hint: 'Your bank slip is being checked' },
  FAILED_PAYMENT: { label: 'FAILED', variant: 'danger', hint: 'The payment did not go through' },
  SUCCESS_PAYMENT: { label: 'SUCCESS', variant: 'success', hint: 'Paid and confirmed' },
};

/** The canonical status (one of INVOICE_STATUS) for any spelling, or the input upper-cased. */
export function normalizeInvoiceStatus(status) {
  const s = String(status ?? '').trim().toUpperCase();
  return ALIASES[s] ?? s;
}

/** {label, variant, hint} for a status: PENDING_PAYMENT → 'PENDING', and so on. */
export function invoiceStatusView(status) {
  const s = normalizeInvoiceStatus(status);
  return SHOWN[s] ?? { label: s.replace(/_/g, ' ') || 'UNKNOWN', variant: 'secondary', hint: '' };
}

/** Pending invoices (spec §4): waiting for payment, waiting for approval, or failed. */
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

/** Why an invoice failed, in words, with what to do (the checkout's reasons, workflows/checkout.go). */
export const FAILURE_REASONS = {
  HOLD_EXPIRED: 'No payment arrived before the slots were released.',
  PAYMENT_FAILED: 'The card payment did not go through.',
  CANCELLED: 'You cancelled this booking.',
  SLIP_NOT_UPLOADED: 'No bank slip was uploaded in time.',
  SLIP_REJECTED: 'The bank slip was not accepted.',
  SLIP_NOT_REVIEWED: 'Your bank slip could not be reviewed before the session; any deposit is refunded.',
  RESERVE_FAILED: 'The slots could not be reserved.',
};

/** A failure reason in words (the code itself when it is not known). */
export const failureReasonText = (reason) => FAILURE_REASONS[reason] ?? reason;
