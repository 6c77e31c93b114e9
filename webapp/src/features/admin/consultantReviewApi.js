import { api } from '../../app/api.js';

const consultantReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PUT /consultant/updateStatus/{id} {status, reason}: {message, status}. REJECTED (a pending
     * consultant) and SUSPENDED (a verified one) need a reason, mailed to the consultant; VERIFIED on a
     * suspended consultant lifts the suspension.
     */
    setConsultantStatus: build.mutation({
      query: ({ id, status, reason }) => ({ url: `/consultant/updateStatus/${id}`, method: 'PUT', body: { status, reason } }),
    }),
    /** PUT /consultant/{id}/confirmBankDetails {confirm: true}: the changed bank details are accepted; payouts resume. */
    confirmBankDetails: build.mutation({
      query: (id) => ({ url: `/consultant/${id}/confirmBankDetails`, method: 'PUT', body: { confirm: true } }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useSetConsultantStatusMutation, useConfirmBankDetailsMutation } = consultantReviewApi;
