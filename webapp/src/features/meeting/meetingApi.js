// The video session of a booking, on the app's RTK Query API: opening it (the booking,
// the live check and the room, in one step), the join report and the presence reports (the dashboards'
// Join Call asks the live check alone: features/sessions/useJoinSession.js). Nothing here is cached: a room's token and whether it is open
// are asked afresh each time.
import { api } from '../../app/api.js';

const id = (v) => encodeURIComponent(v);

/**
 * What opening a meeting came to: status ready (with the room), notYet (the server's words on when it
 * opens), expired, unavailable (no such booking for this person) or failed (with the reason); the
 * booking when it was found. `message` null means the app's own words for the status.
 */
async function openMeeting(bookingId, baseQuery) {
  const booking = await baseQuery({ url: `/booking/${id(bookingId)}` });
  if (booking.error) {
    const offline = booking.error.status === 0;
    return { status: offline ? 'failed' : 'unavailable', booking: null, message: offline ? booking.error.message : null };
  }
  const live = await baseQuery({ url: '/booking/validate/', query: { bookingId } });
  if (!live.data) {
    // Before the room opens the server says when it opens; afterwards the meeting is expired.
    if (Number(booking.data?.startCountDownTime) > 0) {
      const room = await baseQuery({ url: `/booking/${id(bookingId)}/meeting` });
      if (room.error?.status === 409 && room.error.message) return { status: 'notYet', booking: booking.data, message: room.error.message };
    }
    return { status: 'expired', booking: booking.data, message: null };
  }
  const room = await baseQuery({ url: `/booking/${id(bookingId)}/meeting` });
  if (room.error) {
    // 403: not a party; 409: the room is closed (not open yet, or the session is over).
    const closed = room.error.status === 403 || room.error.status === 409;
    return { status: closed ? 'expired' : 'failed', booking: booking.data, message: room.error.message };
  }
  return { status: 'ready', booking: booking.data, room: room.data, message: null };
}

export const meetingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Opens a booking's meeting: {status, booking, room?, message} (see openMeeting). Never fails. */
    meeting: build.query({
      queryFn: async (bookingId, _api, _extra, baseQuery) => ({ data: await openMeeting(bookingId, baseQuery) }),
      keepUnusedDataFor: 0,
    }),

    /** POST /booking/rate {bookingId}: reports the join, which creates the caller's rating record. */
    reportJoin: build.mutation({
      query: (bookingId) => ({ url: '/booking/rate', method: 'POST', body: { bookingId } }),
      invalidatesTags: ['Rating'],
    }),

    /** POST /booking/{id}/presence {event, at}: one of the room's events, or a heartbeat (204). */
    reportPresence: build.mutation({
      query: ({ bookingId, event, at = new Date() }) => ({
        url: `/booking/${id(bookingId)}/presence`,
        method: 'POST',
        body: { event, at: at.toISOString() },
      }),
    }),
  }),
});

export const { useMeetingQuery } = meetingApi;
