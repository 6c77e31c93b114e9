// Receipts and statements as PDF (issue 34, point 4): the API writes them in the signed-in person's
// language; the app fetches them with the session (lib/http.js getBlob, a bearer token that a plain
// link would not carry) and hands them to the browser as a download.
import { getBlob } from '../../lib/http.js';

/** The receipt's file name, as the server names it. */
export const receiptFileName = (invoice) => `cerebro-receipt-${invoice.cref || invoice.id}.pdf`;

/** The statement's file name, as the server names it. */
export const statementFileName = (month) => `cerebro-statement-${month}.pdf`;

/** The month a statement is usually wanted for: the last one, as YYYY-MM. */
export function lastMonth(now = new Date()) {
  const d = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** Whether a month field's value is a YYYY-MM month. */
export const isMonth = (value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value ?? '');

/** Saves blob as a file named name. */
export function saveFile(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** Downloads the receipt of a paid invoice. */
export async function downloadReceipt(invoice) {
  saveFile(await getBlob(`/invoice/${invoice.id}/receipt`), receiptFileName(invoice));
}

/** Downloads a consultant's statement of a month (YYYY-MM); the admin names the consultant. */
export async function downloadStatement(month, consultantId) {
  const query = new URLSearchParams({ month });
  if (consultantId) query.set('consultantId', String(consultantId));
  saveFile(await getBlob(`/consultant/statement?${query}`), statementFileName(month));
}
