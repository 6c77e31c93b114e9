// Cancelling and moving a paid booking, on the app's RTK Query API. Both change bookings, slots and
// invoices (and a cancellation opens a refund, or a consultant's penalty on their earnings), so they
// invalidate those tags: both parties' dashboards and the admin's lists ask again by themselves.
import { api } from '../../app/api.js';

export const cancellationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /booking/{id}/cancel {reason}: {message, refund: {status, amount}}. */
    cancelBooking: build.mutation({
      query: ({ bookingId, reason }) => ({ url: `/booking/${bookingId}/cancel`, method: 'POST', body: { reason } }),
      invalidatesTags: ['Booking', 'Slot', 'Invoice', 'Refund', 'Earnings'],
    }),
    /** GET /cerebroslot/consultant/{id}: every slot of the consultant (to move a booking to). */
    consultantSlots: build.query({
      query: (consultantId) => ({ url: `/cerebroslot/consultant/${consultantId}` }),
      providesTags: ['Slot'],
    }),
    /** POST /booking/{id}/reschedule {cerebroslotId}: the moved booking with rescheduledFrom and a message. */
    rescheduleBooking: build.mutation({
      query: ({ bookingId, cerebroslotId }) => ({ url: `/booking/${bookingId}/reschedule`, method: 'POST', body: { cerebroslotId } }),
      invalidatesTags: ['Booking', 'Slot', 'Invoice'],
    }),
  }),
});

export const { useCancelBookingMutation, useConsultantSlotsQuery, useRescheduleBookingMutation } = cancellationApi;
