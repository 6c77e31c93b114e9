// One booked session as either party sees it, on the app's RTK Query API: the viewer's upcoming and
// previous bookings, and the check that a session can be joined now. The lists provide 'Booking'
// (the previous ones 'Rating' too, as a rating changes them), so a change to a booking anywhere
// refreshes every list that shows it.
import { api, asList } from '../../app/api.js';

const id = (v) => encodeURIComponent(v);

// Where each party's lists are: the API grew them at different times, hence the two shapes.
const LISTS = {
  consultee: {
    upcoming: (profileId) => ({ url: `/booking/consultee/${id(profileId)}` }),
    previous: (profileId) => ({ url: `/booking/consultee/${id(profileId)}/previous` }),
  },
  consultant: {
    upcoming: (profileId) => ({ url: '/booking/consultant', query: { consultantId: profileId } }),
    previous: (profileId) => ({ url: `/booking/consultant/${id(profileId)}/previous` }),
  },
};

export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** {viewer, profileId} → the viewer's paid bookings still to end, soonest first. */
    upcomingSessions: build.query({
      query: ({ viewer, profileId }) => LISTS[viewer].upcoming(profileId),
      transformResponse: asList,
      providesTags: ['Booking'],
    }),
    /**
     * {viewer, profileId} → the viewer's finished bookings with their ratings. A failure is an empty
     * list, not an error: the page has nothing to say about it that the empty list does not.
     */
    previousSessions: build.query({
      async queryFn({ viewer, profileId }, _api, _extra, baseQuery) {
        const answer = await baseQuery(LISTS[viewer].previous(profileId));
        return { data: answer.error ? [] : asList(answer.data) };
      },
      providesTags: ['Booking', 'Rating'],
    }),
    /** bookingId → true while its video session can be joined. Asked afresh at every join. */
    sessionJoinable: build.query({
      query: (bookingId) => ({ url: '/booking/validate/', query: { bookingId } }),
      transformResponse: (answer) => Boolean(answer),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useUpcomingSessionsQuery, usePreviousSessionsQuery, useLazySessionJoinableQuery } = sessionsApi;
