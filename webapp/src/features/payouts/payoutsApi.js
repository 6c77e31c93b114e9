// Consultant payouts (issue 16): the admin's batch per period and the consultant's history.
import { api } from '../../app/api.js';

const payoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /payouts?periodStart=: {periods, periodStart, total, payouts}. */
    payoutBatch: build.query({
      query: (periodStart) => ({ url: '/payouts', query: periodStart ? { periodStart } : undefined }),
      providesTags: ['Payout'],
    }),
    /** PUT /payouts/{id}/paid {reference}. */
    markPayoutPaid: build.mutation({
      query: ({ id, reference }) => ({ url: `/payouts/${id}/paid`, method: 'PUT', body: { reference } }),
      invalidatesTags: ['Payout'],
    }),
    /** GET /consultant/payouts?consultantId=: {pendingBalance, inClaimWindow, payouts}. */
    consultantPayouts: build.query({
      query: (consultantId) => ({ url: '/consultant/payouts', query: { consultantId } }),
      providesTags: ['Payout'],
    }),
  }),
});

export const { usePayoutBatchQuery, useMarkPayoutPaidMutation, useConsultantPayoutsQuery } = payoutsApi;
