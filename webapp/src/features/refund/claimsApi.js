// Reporting a problem with a held session, on the app's RTK Query API: it opens a refund request on
// the booking's invoice, so the refunds, the invoice and the booking's lists ask again by themselves.
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
      invalidatesTags: ['Refund', 'Invoice', 'Booking'],
    }),
  }),
});

export const { useReportProblemMutation } = claimsApi;
