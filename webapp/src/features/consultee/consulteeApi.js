// The consultee's own calls (spec §7): profile, bookings, invoices and the join check.
import { http } from '../../lib/http.js';

const id = (v) => encodeURIComponent(v);

export const consulteeApi = {
  /** GET /consultee/{id}: the profile. */
  getProfile: (consulteeId) => http.get(`/consultee/${id(consulteeId)}`),

  /** POST /consultee/: a new profile. Resolves with the saved consultee (id, imageUrl …). */
  createProfile: (body) => http.post('/consultee/', body),

  /** PUT /consultee/{id}: resolves with the saved consultee and the message 'Update successful.'. */
  updateProfile: (consulteeId, body) => http.put(`/consultee/${id(consulteeId)}`, body),

  /** GET /booking/consultee/{id}: paid bookings still to end, soonest first. */
  upcomingBookings: (consulteeId) => http.get(`/booking/consultee/${id(consulteeId)}`),

  /** GET /booking/consultee/{id}/previous: finished bookings with their rating. */
  previousBookings: (consulteeId) => http.get(`/booking/consultee/${id(consulteeId)}/previous`),

  /** GET /invoice/consultee/{id}: every invoice with its slots. */
  invoices: (consulteeId) => http.get(`/invoice/consultee/${id(consulteeId)}`),

  /** DELETE /invoice/{id}: cancels an invoice waiting for payment (202). */
  cancelInvoice: (invoiceId) => http.delete(`/invoice/${id(invoiceId)}`),

  /** GET /booking/validate/?bookingId=: truthy while the meeting can be joined. */
};
