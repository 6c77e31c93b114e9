// A person's phone (issue 34): verifying their number with a code texted to it (POST
// /auth/phone/start {dialCode, phone} → 204, then POST /auth/phone/confirm {code}), and their texts
// on or off (GET and PUT /me/notifications: {texts, phoneVerified, number}).
import { api } from '../../app/api.js';

export const phoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    notificationPreferences: build.query({ query: () => ({ url: '/me/notifications' }) }),
    setTexts: build.mutation({
      query: (texts) => ({ url: '/me/notifications', method: 'PUT', body: { texts } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(phoneApi.util.upsertQueryData('notificationPreferences', undefined, data));
        } catch {
          // refused: the switch says why
        }
      },
    }),
    startPhone: build.mutation({
      query: ({ dialCode, phone }) => ({ url: '/auth/phone/start', method: 'POST', body: { dialCode, phone } }),
    }),
    confirmPhone: build.mutation({
      query: (code) => ({ url: '/auth/phone/confirm', method: 'POST', body: { code } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // refused: the form says why
        }
        dispatch(phoneApi.endpoints.notificationPreferences.initiate(undefined, { forceRefetch: true }));
        dispatch(api.util.invalidateTags(['Profile']));
      },
    }),
  }),
});

export const {
  useNotificationPreferencesQuery,
  useSetTextsMutation,
  useStartPhoneMutation,
  useConfirmPhoneMutation,
} = phoneApi;
