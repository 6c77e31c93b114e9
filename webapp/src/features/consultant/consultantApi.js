// The consultant's own calls (spec §7): profile, slots and availability, bookings and earnings.
import { http } from '../../lib/http.js';

const id = (v) => encodeURIComponent(v);

export const consultantApi = {
  /** GET /consultant/{id}: the profile, with the private fields for its owner. */
  getProfile: (consultantId) => http.get(`/consultant/${id(consultantId)}`),

  /** POST /consultant/: a new profile (status PENDING_APPROVAL). Resolves with the saved consultant. */
  createProfile: (body) => http.post('/consultant/', body),

  /** PUT /consultant/{id}: resolves with the saved consultant. */
  updateProfile: (consultantId, body) => http.put(`/consultant/${id(consultantId)}`, body),

  /** GET /consultant/{id}/slots: every slot of the consultant, current and expired. */
  slots: (consultantId) => http.get(`/consultant/${id(consultantId)}/slots`),

  /** POST /cerebroslot with the availability payload: resolves with {message: '<n> slots created'}. */
  addAvailability: (body) => http.post('/cerebroslot', body),

  /** DELETE /cerebroslot/{id}: an AVAILABLE slot only (409 otherwise). */
  deleteSlot: (slotId) => http.delete(`/cerebroslot/${id(slotId)}`),

  /** GET /booking/consultant?consultantId=: paid bookings still to end, soonest first. */
  upcomingBookings: (consultantId) => http.get('/booking/consultant', { query: { consultantId } }),

  /** GET /booking/consultant/{id}/previous: finished bookings with the consultant's rating of each. */
  previousBookings: (consultantId) => http.get(`/booking/consultant/${id(consultantId)}/previous`),

  /** GET /consultant/earnings?consultantId&startDate&endDate: the earnings report of a period. */
  earnings: ({ consultantId, startDate, endDate }) =>
    http.get('/consultant/earnings', { query: { consultantId, startDate, endDate } }),

  /** GET /booking/validate/?bookingId=: truthy while the meeting can be joined. */
};
