// Refunds that end (issue 16): the admin pays a refused refund again or settles it by bank transfer,
// and marks an owed transfer made with the bank's reference.
import { api } from '../../app/api.js';

const refundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /refunds?status=: refunds in one state (REQUESTED, APPROVED, SUBMITTING, FAILED, PAID, REJECTED) or ALL. */
    refunds: build.query({ query: (status) => ({ url: '/refunds', query: { status } }), providesTags: ['Refund'] }),
    /** PUT /refunds/{id} {amount (cents), adminRemark, status}: {message}: the admin decides a request. */
    decideRefund: build.mutation({
      query: ({ id, ...body }) => ({ url: `/refunds/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Refund'],
    }),
    /** GET /refunds?status=FAILED: refunds the gateway refused. */
    failedRefunds: build.query({ query: () => ({ url: '/refunds', query: { status: 'FAILED' } }), providesTags: ['Refund'] }),
    /** GET /refunds?status=TRANSFER_OWED: refunds owed by bank transfer, with the consultee's account. */
    owedTransfers: build.query({
      query: () => ({ url: '/refunds', query: { status: 'TRANSFER_OWED' } }),
      providesTags: ['Refund'],
    }),
    /** PUT /refunds/{id}/retry: pay a refused refund through the gateway again. */
    retryRefund: build.mutation({ query: (id) => ({ url: `/refunds/${id}/retry`, method: 'PUT' }), invalidatesTags: ['Refund'] }),
    /** PUT /refunds/{id}/transfer: settle a refused refund by bank transfer instead. */
    settleByTransfer: build.mutation({
      query: (id) => ({ url: `/refunds/${id}/transfer`, method: 'PUT' }),
      invalidatesTags: ['Refund'],
    }),
    /** PUT /refunds/{id}/transferred {reference}: the transfer was made. */
    markTransferred: build.mutation({
      query: ({ id, reference }) => ({ url: `/refunds/${id}/transferred`, method: 'PUT', body: { reference } }),
      invalidatesTags: ['Refund'],
    }),
  }),
});

export const {
  useRefundsQuery,
  useDecideRefundMutation,
  useFailedRefundsQuery,
  useOwedTransfersQuery,
  useRetryRefundMutation,
  useSettleByTransferMutation,
  useMarkTransferredMutation,
} = refundsApi;
