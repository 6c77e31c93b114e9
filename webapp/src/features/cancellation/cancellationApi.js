import { api } from '../../app/api.js';

const cancellationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /booking/{id}/cancel {reason}: {message, refund: {status, amount}}. */
    cancelBooking: build.mutation({
      query: ({ bookingId, reason }) => ({ url: `/booking/${bookingId}/cancel`, method: 'POST', body: { reason } }),
    }),
    /** GET /cerebroslot/consultant/{id}: every slot of the consultant (to move a booking to). */
    consultantSlots: build.query({ query: (consultantId) => ({ url: `/cerebroslot/consultant/${consultantId}` }) }),
    /** POST /booking/{id}/reschedule {cerebroslotId}: the moved booking with rescheduledFrom and a message. */
    rescheduleBooking: build.mutation({
      query: ({ bookingId, cerebroslotId }) => ({ url: `/booking/${bookingId}/reschedule`, method: 'POST', body: { cerebroslotId } }),
    }),
  }),
});

export const { useCancelBookingMutation, useConsultantSlotsQuery, useRescheduleBookingMutation } = cancellationApi;
