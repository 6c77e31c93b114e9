// The admin's decisions on a consultant: approve, reject, suspend or lift a suspension, and accept
// changed bank details. Each is audited and changes the consultant lists (a status, the "bank change to
// confirm" badge), so both refresh through their tags.
import { api } from '../../app/api.js';

const consultantReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PUT /consultant/updateStatus/{id} {status, reason}: {message, status}. VERIFIED approves a pending
     * consultant (no reason) or lifts a suspension; REJECTED (a pending consultant) and SUSPENDED (a
     * verified one) need a reason, mailed to the consultant.
     */
    setConsultantStatus: build.mutation({
      query: ({ id, status, reason }) => ({ url: `/consultant/updateStatus/${encodeURIComponent(id)}`, method: 'PUT', body: { status, reason } }),
      invalidatesTags: ['Consultant', 'Audit'],
    }),
    /**
     * PUT /consultant/{id}/confirmBankDetails {confirm: true, version}: the changed bank details, at the
     * version the admin was shown (bankDetailsVersion), are accepted; payouts resume. 409 when they
     * changed since: the lists refresh either way, so the admin reviews the new ones.
     */
    confirmBankDetails: build.mutation({
      query: ({ id, version }) => ({
        url: `/consultant/${encodeURIComponent(id)}/confirmBankDetails`,
        method: 'PUT',
        body: { confirm: true, version },
      }),
      invalidatesTags: ['Consultant', 'Audit'],
    }),
  }),
});

export const { useSetConsultantStatusMutation, useConfirmBankDetailsMutation } = consultantReviewApi;
