// Pure helpers for the admin dashboard's tables. Words are message ids (admin.json), marked with msg()
// where a table keeps them and shown with _(id) when rendered, so they follow a language switch.
import { msg } from '../../i18n/index.js';

/** The consultant statuses the search offers, in its order. */
export const CONSULTANT_STATUSES = [
  { value: 'VERIFIED', label: msg('admin.consultantStatus.VERIFIED') },
  { value: 'PENDING_APPROVAL', label: msg('admin.consultantStatus.PENDING_APPROVAL') },
  { value: 'REJECTED', label: msg('admin.consultantStatus.REJECTED') },
  { value: 'SUSPENDED', label: msg('admin.consultantStatus.SUSPENDED') },
];

/** The invoice statuses the search offers, in its order. */
export const INVOICE_STATUSES = [
  { value: 'PENDING_APPROVAL', label: msg('admin.invoiceFilter.PENDING_APPROVAL') },
  { value: 'PENDING_PAYMENT', label: msg('admin.invoiceFilter.PENDING_PAYMENT') },
  { value: 'SUCCESS_PAYMENT', label: msg('admin.invoiceFilter.SUCCESS_PAYMENT') },
  { value: 'FAILED_PAYMENT', label: msg('admin.invoiceFilter.FAILED_PAYMENT') },
  { value: 'ALL', label: msg('admin.invoiceFilter.ALL') },
];

/** Slot sizes (minutes) and rates (rupees) the profile sliders allow, for the search selects. */
export const SLOT_SIZES = [15, 30, 45, 60, 75, 90, 105, 120];
export const SLOT_RATES = Array.from({ length: 10 }, (_, i) => (i + 1) * 500);

/** "First Last" of a person record. */
export const fullName = (p) => [p?.firstName, p?.lastName].filter(Boolean).join(' ');

/** The phone with its dial code, e.g. "+94 771234567". */
export const phoneOf = (p) => (p?.phone ? `+${p.dialCode || '94'} ${p.phone}` : '');

const GENDERS = { MALE: msg('admin.gender.MALE'), FEMALE: msg('admin.gender.FEMALE') };

/** A gender code in words, with the translating `_` of useLingui (another code as it comes). */
export const genderLabel = (_, g) => (GENDERS[g] ? _(GENDERS[g]) : g || '');

/** Row numbers continue across pages: row i of page p is (p-1)*rows + i + 1. */
export const rowNumber = (page, rows, i) => (Math.max(1, page) - 1) * rows + i + 1;

const CONSULTANT_BADGES = {
  VERIFIED: { id: msg('admin.consultantStatus.VERIFIED'), variant: 'success' },
  PENDING_APPROVAL: { id: msg('admin.consultantStatus.PENDING_APPROVAL'), variant: 'warning' },
  REJECTED: { id: msg('admin.consultantStatus.REJECTED'), variant: 'danger' },
  SUSPENDED: { id: msg('admin.consultantStatus.suspendedBadge'), variant: 'secondary' },
};

/** A consultant status as {label, variant}, with the translating `_` (an unknown status as it comes). */
export function consultantStatusView(_, status) {
  const known = CONSULTANT_BADGES[status];
  if (known) return { label: _(known.id), variant: known.variant };
  return { label: String(status ?? '').replace(/_/g, ' '), variant: 'secondary' };
}

