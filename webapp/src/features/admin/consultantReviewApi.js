import { api } from '../../app/api.js';

const consultantReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /consultant/updateStatus/{id} {status: 'REJECTED', reason}: {message}; the reason is mailed to the consultant. */
    rejectConsultant: build.mutation({
      query: ({ id, reason }) => ({ url: `/consultant/updateStatus/${id}`, method: 'PUT', body: { status: 'REJECTED', reason } }),
    }),
  }),
});

export const { useRejectConsultantMutation } = consultantReviewApi;
