// The video session of a booking (spec §2, §7): the booking, the live check, the room, and joining.
import { http } from '../../lib/http.js';

const id = (v) => encodeURIComponent(v);

export const meetingApi = {
  /** GET /booking/{id}: {id, consultantId, consulteeId, role, endCountDownTime (seconds)}. */
  booking: (bookingId) => http.get(`/booking/${id(bookingId)}`),

  /** GET /booking/validate/?bookingId=: true while the meeting can be joined. */
  validate: (bookingId) => http.get('/booking/validate/', { query: { bookingId } }),

  /** GET /booking/{id}/meeting: {mode, domain, scriptUrl, roomName, jwt?, callLimitMinutes?}; 403/409 outside. */
  room: (bookingId) => http.get(`/booking/${id(bookingId)}/meeting`),

  /** POST /booking/{id}/presence {event, at}: one of the room's events, or a heartbeat (204). */
  reportPresence: (bookingId, event, at = new Date()) =>
    http.post(`/booking/${id(bookingId)}/presence`, { event, at: at.toISOString() }),

  /** POST /booking/rate {bookingId}: reports the join, which creates the caller's rating record. */
  reportJoin: (bookingId) => http.post('/booking/rate', { bookingId }),
};
