// Pure helpers for the admin tables (spec §2).
import { formatPrice } from '../../lib/format.js';

export const CONSULTANT_STATUSES = [
  { value: 'VERIFIED', label: 'Verified' },
  { value: 'PENDING_APPROVAL', label: 'Pending Approval' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'SUSPENDED', label: 'Suspended' },
];

export const INVOICE_STATUSES = [
  { value: 'PENDING_APPROVAL', label: 'Pending Approval' },
  { value: 'PENDING_PAYMENT', label: 'Pending Payment' },
  { value: 'SUCCESS_PAYMENT', label: 'Approved' },
  { value: 'FAILED_PAYMENT', label: 'Rejected or failed' },
  { value: 'ALL', label: 'All' },
];

/** Slot sizes (minutes) and rates (rupees) the profile sliders allow, for the search selects. */
export const SLOT_SIZES = [15, 30, 45, 60, 75, 90, 105, 120].map((m) => ({ value: String(m), label: `${m} Mins` }));
export const SLOT_RATES = Array.from({ length: 10 }, (_, i) => (i + 1) * 500).map((r) => ({
  value: String(r),
  label: formatPrice(r * 100),
}));

/** "First Last" of a person record. */
export const fullName = (p) => [p?.firstName, p?.lastName].filter(Boolean).join(' ');

/** The phone with its dial code, e.g. "+94 771234567". */
export const phoneOf = (p) => (p?.phone ? `+${p.dialCode || '94'} ${p.phone}` : '');

/** A gender code as a word. */
export const genderLabel = (g) => ({ MALE: 'Male', FEMALE: 'Female' })[g] ?? (g || '');

/** Row numbers continue across pages: row i of page p is (p-1)*rows + i + 1. */
export const rowNumber = (page, rows, i) => (Math.max(1, page) - 1) * rows + i + 1;

/** A consultant status as {label, variant}. */
export function consultantStatusView(status) {
  if (status === 'VERIFIED') return { label: 'Verified', variant: 'success' };
  if (status === 'PENDING_APPROVAL') return { label: 'Pending Approval', variant: 'warning' };
  if (status === 'REJECTED') return { label: 'Rejected', variant: 'danger' };
  return { label: String(status ?? '').replace(/_/g, ' '), variant: 'secondary' };
}
