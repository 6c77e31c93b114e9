// The web app's data layer for server state: one RTK Query API, to which each feature adds its
// endpoints (api.injectEndpoints). Requests go through lib/http.js, so the session, the 401 handling
// and the server's messages are the same as everywhere else; a failure is toFailure's plain
// {status, message, fields}. Lists provide tags and changes invalidate them, so every screen that
// shows a booking, an invoice or a slot refreshes after a change anywhere (no hand reloads):
//   Booking (either party's bookings, one booking), Invoice, Slot (a consultant's slots, free slots),
//   Profile (the signed-in user's own profile), Consultant / Consultee (the admin's lists), Earnings,
//   Refund, Payout, Audit, Rating, Review (a consultant's public reviews), Message (a booking's thread and
//   the unread counts), CalendarFeed (the signed-in person's feed address).
import { createApi } from '@reduxjs/toolkit/query/react';
import { request, toFailure } from '../lib/http.js';

async function httpBaseQuery({ url, method = 'GET', body, query, headers }) {
  try {
    return { data: await request(method, url, { body, query, headers }) };
  } catch (error) {
    return { error: toFailure(error) };
  }
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: ['Booking', 'Invoice', 'Slot', 'Profile', 'Consultant', 'Consultee', 'Earnings', 'Refund', 'Payout', 'Audit', 'Rating', 'Review', 'Message', 'Credential', 'CalendarFeed', 'Favourite'],
  endpoints: () => ({}),
});

/** The server's answer when it is an array; an empty list when it is anything else. */
export const asList = (answer) => (Array.isArray(answer) ? answer : []);

/** `invalidatesTags` for a change that may be refused: the tags only when it went through. */
export const onSuccess = (tags) => (result, error) => (error ? [] : tags);
