// Where a transfer refund is paid, on the app's RTK Query API. Saving it moves the refund on (an
// approved transfer can now be paid), so the invoices and the admin's refund lists ask again.
import { api } from '../../app/api.js';

const refundAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /invoice/{id}/refund-account {accountName, bank, branch, accountNumber}: {message, refundAccount}. */
    saveRefundAccount: build.mutation({
      query: ({ invoiceId, ...account }) => ({ url: `/invoice/${invoiceId}/refund-account`, method: 'PUT', body: account }),
      invalidatesTags: ['Invoice', 'Refund'],
    }),
  }),
});

export const { useSaveRefundAccountMutation } = refundAccountApi;
