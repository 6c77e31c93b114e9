// What the registration forms check before sending (the server checks the same again, the document
// by its content) and how a registration's state is shown.
import { msg } from '../../i18n/index.js';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** The number as the server keeps it: no spaces, capitals. */
export const normalNumber = (number) => String(number ?? '').replace(/\s+/g, '').toUpperCase();

/** The message id of what is wrong with the number for this regulator, or null. */
export function numberProblem(regulation, number) {
  const n = normalNumber(number);
  if (!n) return msg('credentials.form.numberEmpty');
  try {
    if (regulation?.numberPattern && !new RegExp(regulation.numberPattern).test(n)) return msg('credentials.form.numberFormat');
  } catch {
    return null; // a pattern this browser cannot read: the server judges
  }
  return null;
}

/** The message id of what is wrong with a chosen document (its type as the browser says, its size), or null. */
export function documentProblem(file) {
  if (!file) return msg('credentials.form.documentMissing');
  const typeOk = ['application/pdf', 'image/png', 'image/jpeg'].includes(file.type) || /\.(pdf|png|jpe?g)$/i.test(file.name ?? '');
  if (!typeOk) return msg('credentials.form.documentType');
  if (file.size > MAX_DOCUMENT_BYTES) return msg('credentials.form.documentSize');
  return null;
}

/** The message id of what is wrong with an expiry date ("" for none), or null; `today` is "YYYY-MM-DD". */
export function expiryProblem(expiresOn, today) {
  if (!expiresOn) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)) return msg('credentials.form.expiryFormat');
  return expiresOn < today ? msg('credentials.form.expiryPast') : null;
}

/** The badge colour and label id of a registration's state; a lapsed one is shown as expired. */
export function statusOf(view) {
  const c = view?.credential;
  if (!c) return { bg: 'secondary', label: msg('credentials.status.MISSING') };
  if (view.lapsed) return { bg: 'danger', label: msg('credentials.status.EXPIRED') };
  const table = {
    SUBMITTED: { bg: 'warning', label: msg('credentials.status.SUBMITTED') },
    CHECKED: { bg: 'success', label: msg('credentials.status.CHECKED') },
    SENT_BACK: { bg: 'danger', label: msg('credentials.status.SENT_BACK') },
  };
  return table[c.status] ?? table.SUBMITTED;
}
