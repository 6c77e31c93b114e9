import { api } from '../../app/api.js';

const cancellationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /booking/{id}/cancel {reason}: {message, refund: {status, amount}}. */
    cancelBooking: build.mutation({
      query: ({ bookingId, reason }) => ({ url: `/booking/${bookingId}/cancel`, method: 'POST', body: { reason } }),
    }),
  }),
});

export const { useCancelBookingMutation } = cancellationApi;
