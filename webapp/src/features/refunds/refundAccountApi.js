import { api } from '../../app/api.js';

const refundAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /invoice/{id}/refund-account {accountName, bank, branch, accountNumber}: {message, refundAccount}. */
    saveRefundAccount: build.mutation({
      query: ({ invoiceId, ...account }) => ({ url: `/invoice/${invoiceId}/refund-account`, method: 'PUT', body: account }),
    }),
  }),
});

export const { useSaveRefundAccountMutation } = refundAccountApi;
