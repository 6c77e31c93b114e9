// The video session of a booking (spec §2, §7): the booking, the live check, the room, and joining.
import { http } from '../../lib/http.js';

const id = (v) => encodeURIComponent(v);

export const meetingApi = {
  /** GET /booking/{id}: {id, consultantId, consulteeId, role, endCountDownTime (seconds)}. */
  booking: (bookingId) => http.get(`/booking/${id(bookingId)}`),

  /** GET /booking/validate/?bookingId=: true while the meeting can be joined. */
  validate: (bookingId) => http.get('/booking/validate/', { query: { bookingId } }),

  /** GET /booking/{id}/meeting: {domain, roomName, jwt?}; 403 for others or outside the window. */
  room: (bookingId) => http.get(`/booking/${id(bookingId)}/meeting`),

  /** POST /booking/rate {bookingId}: reports the join, which creates the caller's rating record. */
  reportJoin: (bookingId) => http.post('/booking/rate', { bookingId }),
};
