// Web Push (issue 34): the site's VAPID public key (GET /push/vapidPublicKey → {key}), and this
// device's subscription told to the server (POST /push/subscriptions with the browser's
// PushSubscription JSON) or withdrawn (DELETE /push/subscriptions {endpoint}).
import { api } from '../../app/api.js';

export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    vapidPublicKey: build.query({
      query: () => ({ url: '/push/vapidPublicKey' }),
      transformResponse: (answer) => answer?.key ?? null,
    }),
    savePushSubscription: build.mutation({
      query: (subscription) => ({ url: '/push/subscriptions', method: 'POST', body: subscription }),
    }),
    deletePushSubscription: build.mutation({
      query: (endpoint) => ({ url: '/push/subscriptions', method: 'DELETE', body: { endpoint } }),
    }),
  }),
});

export const { useLazyVapidPublicKeyQuery, useSavePushSubscriptionMutation, useDeletePushSubscriptionMutation } = pushApi;
