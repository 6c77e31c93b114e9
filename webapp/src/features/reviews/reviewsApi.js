// Reviews answered and moderated (issue 33): the reviewed consultant's one public reply, anyone
// signed in reporting a review, and the admin's reported reviews with hide and restore. A reply or a
// decision invalidates 'Review', which the public list of reviews provides (search/discoveryApi.js);
// a report changes nothing the public sees. A decision is in the 'Audit' log and changes the
// consultant's rating ('Consultant').
import { api, onSuccess } from '../../app/api.js';

export const REPORTED_ROWS = 10;

const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /reviews/{id}/reply {text} → {id, reply: {text, at}}; once (409 review.already_replied). */
    replyToReview: build.mutation({
      query: ({ id, text }) => ({ url: `/reviews/${id}/reply`, method: 'PUT', body: { text } }),
      invalidatesTags: onSuccess(['Review']),
    }),
    /** POST /reviews/{id}/report {reason} → 201; once per person (409 review.already_reported). */
    reportReview: build.mutation({
      query: ({ id, reason }) => ({ url: `/reviews/${id}/report`, method: 'POST', body: { reason } }),
    }),
    /** GET /admin/reviews/reported: the reviews someone reported, the most recently reported first. */
    reportedReviews: build.query({
      query: ({ page = 1 }) => ({ url: '/admin/reviews/reported', query: { page, rows: REPORTED_ROWS } }),
      providesTags: ['Review'],
    }),
    /** PUT /admin/reviews/{id}/hidden {hidden, reason}: hide a review or show it again (audited). */
    setReviewHidden: build.mutation({
      query: ({ id, hidden, reason }) => ({ url: `/admin/reviews/${id}/hidden`, method: 'PUT', body: { hidden, reason } }),
      invalidatesTags: onSuccess(['Review', 'Audit', 'Consultant']),
    }),
  }),
});

export const { useReplyToReviewMutation, useReportReviewMutation, useReportedReviewsQuery, useSetReviewHiddenMutation } = reviewsApi;
