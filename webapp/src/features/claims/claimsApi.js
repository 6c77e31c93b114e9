import { api } from '../../app/api.js';

const claimsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /booking/{id}/fault {cause, description}: {message, refund}. */
    reportProblem: build.mutation({
      query: ({ bookingId, cause, description }) => ({
        url: `/booking/${bookingId}/fault`,
        method: 'POST',
        body: { cause, description },
      }),
      invalidatesTags: ['Refund'],
    }),
  }),
});

export const { useReportProblemMutation } = claimsApi;
