// Refunds (issue 16): the admin lists them by state and decides requests, pays a refused refund again or
// settles it by bank transfer, and marks an owed transfer made with the bank's reference. Every change
// is audited and moves money on an invoice, so it refreshes the refund lists, invoices and the audit log.
import { api } from '../../app/api.js';

// What a change to a refund refreshes.
const CHANGED = ['Refund', 'Invoice', 'Audit'];

const refundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /refunds?status=: refunds in one state (REQUESTED, APPROVED, SUBMITTING, FAILED, PAID, REJECTED) or ALL. */
    refunds: build.query({ query: (status) => ({ url: '/refunds', query: { status } }), providesTags: ['Refund'] }),
    /** PUT /refunds/{id} {amount (cents), adminRemark, status}: {message}: the admin decides a request. */
    decideRefund: build.mutation({
      query: ({ id, ...body }) => ({ url: `/refunds/${id}`, method: 'PUT', body }),
      invalidatesTags: CHANGED,
    }),
    /** GET /refunds?status=FAILED: refunds the gateway refused. */
    failedRefunds: build.query({ query: () => ({ url: '/refunds', query: { status: 'FAILED' } }), providesTags: ['Refund'] }),
    /** GET /refunds?status=TRANSFER_OWED: refunds owed by bank transfer, with the consultee's account. */
    owedTransfers: build.query({
      query: () => ({ url: '/refunds', query: { status: 'TRANSFER_OWED' } }),
      providesTags: ['Refund'],
    }),
    /** PUT /refunds/{id}/retry: pay a refused refund through the gateway again. */
    retryRefund: build.mutation({ query: (id) => ({ url: `/refunds/${id}/retry`, method: 'PUT' }), invalidatesTags: CHANGED }),
    /** PUT /refunds/{id}/transfer: settle a refused refund by bank transfer instead. */
    settleByTransfer: build.mutation({
      query: (id) => ({ url: `/refunds/${id}/transfer`, method: 'PUT' }),
      invalidatesTags: CHANGED,
    }),
    /** PUT /refunds/{id}/transferred {reference}: the transfer was made. */
    markTransferred: build.mutation({
      query: ({ id, reference }) => ({ url: `/refunds/${id}/transferred`, method: 'PUT', body: { reference } }),
      invalidatesTags: CHANGED,
    }),
    /** GET /refunds/{id}/card-holder: {cardHolder, cardNo, method, paymentId}, from PayHere's Retrieval API. */
    cardHolder: build.query({ query: (id) => ({ url: `/refunds/${id}/card-holder` }) }),
    /** PUT /refunds/{id}/verify-account {accountName, accountNumber}: the account, as seen, is the card holder's. */
    verifyAccount: build.mutation({
      query: ({ id, ...body }) => ({ url: `/refunds/${id}/verify-account`, method: 'PUT', body }),
      invalidatesTags: CHANGED,
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
  useLazyCardHolderQuery,
  useVerifyAccountMutation,
} = refundsApi;
