import { api } from '../../app/api.js';

const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/signOutEverywhere {confirm: true}: every token of the account stops working (204). */
    signOutEverywhere: build.mutation({
      query: () => ({ url: '/auth/signOutEverywhere', method: 'POST', body: { confirm: true } }),
    }),
  }),
});

export const { useSignOutEverywhereMutation } = sessionApi;
