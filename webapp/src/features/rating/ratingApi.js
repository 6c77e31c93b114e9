// Ratings, on the app's RTK Query API: the latest session a person has not rated yet,
// and saving a rating. Joining a session creates its rating record and saving one changes it, so both
// invalidate 'Rating' (the prompt asks again); a rating also shows on the previous bookings ('Booking').
import { api } from '../../app/api.js';
import { detailsFromLatest } from './ratingViews.js';

const id = (v) => encodeURIComponent(v);

export const ratingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /booking/consultee/rate/{id} or /booking/consultant/rate/{id} for {role, profileId}: the
     * latest session the person has not rated yet, as the modal's details, or null (204) when none.
     */
    latestUnrated: build.query({
      query: ({ role, profileId }) => ({
        url: role === 'CONSULTANT' ? `/booking/consultant/rate/${id(profileId)}` : `/booking/consultee/rate/${id(profileId)}`,
      }),
      transformResponse: detailsFromLatest,
      providesTags: ['Rating'],
    }),

    /** PUT /booking/rate/ {bookingRateId, rate, comment}; rate -1 dismisses the prompt without rating. */
    saveRating: build.mutation({
      query: ({ bookingRateId, rate, comment }) => ({
        url: '/booking/rate/',
        method: 'PUT',
        body: { bookingRateId, rate, comment: comment.trim() },
      }),
      invalidatesTags: ['Rating', 'Booking'],
    }),
  }),
});

export const { useLatestUnratedQuery, useSaveRatingMutation } = ratingApi;
