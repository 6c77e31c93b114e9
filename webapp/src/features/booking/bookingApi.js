// Booking and paying (spec §4, §7): slots of a consultant, the booking itself, the card gateway
// request, the company's bank accounts and the bank-slip upload.
import { http } from '../../lib/http.js';

export const PAYMENT_METHODS = { SLIP: 'SLIP', ONLINE: 'ONLINE' };

export const bookingApi = {
  /** GET /cerebroslot?consultantId&date: a consultant's slots on one Colombo date. */
  slotsOn: (consultantId, date) => http.get('/cerebroslot', { query: { consultantId, date } }),

  /**
   * POST /booking?paymentMethod=: books slots; `items` are {bookingDate, consulteeId,
   * cerebroslotId, consultantId}. Resolves with {returnUrl, invoiceId, bookingId: [...]}. The same
   * `idempotencyKey` (one per confirm) answers with the same invoice and never holds twice.
   */
  book: (items, paymentMethod, idempotencyKey) =>
    http.post('/booking', items, {
      query: { paymentMethod },
      headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
    }),

  /** POST /payments/initiate?invoiceId=: the gateway request {returnUrl, action, fields}. */
  initiatePayment: (invoiceId) => http.post('/payments/initiate', undefined, { query: { invoiceId } }),

  /** GET /invoice/pay/{id}: how to pay a pending invoice ({returnUrl, …}). */
  payInvoice: (invoiceId) => http.get(`/invoice/pay/${encodeURIComponent(invoiceId)}`),

  /** GET /banks: the company's accounts [{id, name, branch, accNumber}]. */
  banks: () => http.get('/banks'),

  /** POST /upload/slip (multipart): resolves with {message}. */
  uploadSlip: (form) => http.post('/upload/slip', form),
};
