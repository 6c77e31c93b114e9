// A session's presence evidence (GET /booking/{id}/presence): each party's time in the room, when each
// saw the other, the events, and the time together the outcome was decided on.
import { api } from '../../app/api.js';

const presenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    sessionPresence: build.query({ query: (bookingId) => ({ url: `/booking/${encodeURIComponent(bookingId)}/presence` }) }),
  }),
});

export const { useSessionPresenceQuery } = presenceApi;
