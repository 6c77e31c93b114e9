// A regulated professional's registration (issue 33): the consultant gives it, the admin checks it or
// sends it back. Saving it changes what the admin's lists and the public profile show, so the
// consultant tags refresh too.
import { api } from '../../app/api.js';

const credentialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /consultant/{id}/credentials (the owner and the admin): {consultantId, regulated, regulation:
     * {body, bodyShort, numberPattern, numberExample} | null, credential: {body, number, expiresOn,
     * status, reason, checkedBy, checkedAt, submittedAt, documentUrl, documentType} | null, lapsed}.
     */
    getCredentials: build.query({
      query: (id) => ({ url: `/consultant/${encodeURIComponent(id)}/credentials` }),
      providesTags: (r, e, id) => [{ type: 'Credential', id }],
    }),
    /** PUT /consultant/{id}/credentials, multipart: number, expiresOn (optional), document (the file). */
    putCredentials: build.mutation({
      query: ({ id, number, expiresOn, document }) => {
        const body = new FormData();
        body.append('number', number);
        if (expiresOn) body.append('expiresOn', expiresOn);
        body.append('document', document);
        return { url: `/consultant/${encodeURIComponent(id)}/credentials`, method: 'PUT', body };
      },
      invalidatesTags: (r, e, { id }) => (e ? [] : [{ type: 'Credential', id }, 'Consultant']),
    }),
    /** PUT /consultant/{id}/credentials/review {status: CHECKED | SENT_BACK, reason} (the admin). */
    reviewCredentials: build.mutation({
      query: ({ id, status, reason }) => ({
        url: `/consultant/${encodeURIComponent(id)}/credentials/review`,
        method: 'PUT',
        body: { status, reason },
      }),
      invalidatesTags: (r, e, { id }) => (e ? [] : [{ type: 'Credential', id }, 'Consultant', 'Audit']),
    }),
  }),
});

export const { useGetCredentialsQuery, usePutCredentialsMutation, useReviewCredentialsMutation } = credentialsApi;
