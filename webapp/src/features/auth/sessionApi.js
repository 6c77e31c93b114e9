import { api } from '../../app/api.js';

const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/signOutEverywhere {confirm: true}: every token of the account stops working (204). */
    signOutEverywhere: build.mutation({
      query: () => ({ url: '/auth/signOutEverywhere', method: 'POST', body: { confirm: true } }),
    }),
    /** POST /auth/verifyEmail {token}: the mailed link proves the address; resolves with {message}. */
    verifyEmail: build.mutation({
      query: (token) => ({ url: '/auth/verifyEmail', method: 'POST', body: { token } }),
    }),
    /** POST /auth/resendVerification {email}: a new link to the signed-in account's own address; {message, emailVerified}. */
    resendVerification: build.mutation({
      query: (email) => ({ url: '/auth/resendVerification', method: 'POST', body: { email } }),
    }),
    /** PUT /auth/language {language}: the account's language, for its mails and its next sign-in. */
    saveLanguage: build.mutation({
      query: (language) => ({ url: '/auth/language', method: 'PUT', body: { language } }),
    }),
  }),
});

export const {
  useSignOutEverywhereMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useSaveLanguageMutation,
} = sessionApi;
