// Booking and paying, on the app's RTK Query API: a consultant's slots on a date, the
// booking itself, the card gateway request, how to pay a pending invoice, the company's bank accounts
// and the bank-slip upload. Booking and uploading a slip change slots, bookings and invoices, so they
// invalidate those tags: every list that shows them (the profile's slots, both dashboards, the admin's
// invoices) asks again by itself.
import { api, asList } from '../../app/api.js';

export const PAYMENT_METHODS = { SLIP: 'SLIP', ONLINE: 'ONLINE' };

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /cerebroslot?consultantId&date: a consultant's slots on one Sri Lanka date ("YYYY-MM-DD"). */
    slotsOnDate: build.query({
      query: ({ consultantId, date }) => ({ url: '/cerebroslot', query: { consultantId, date } }),
      transformResponse: asList,
      providesTags: ['Slot'],
    }),

    /**
     * POST /booking?paymentMethod=: books slots; `items` are {bookingDate, consulteeId, cerebroslotId,
     * consultantId}; `promoCode` is optional (a refused one is a 400 whose code starts with "promo.").
     * Answers {returnUrl, invoiceId, bookingId: [...]}, with a code also {totalAmount, discountCents, promoCode}. The same `idempotencyKey` (one
     * per confirm) answers with the same invoice and never holds twice. A refusal (a slot taken
     * meanwhile) invalidates too: the slots shown are stale either way.
     */
    placeBooking: build.mutation({
      query: ({ items, method, idempotencyKey, promoCode }) => ({
        url: '/booking',
        method: 'POST',
        body: items,
        query: promoCode ? { paymentMethod: method, promoCode } : { paymentMethod: method },
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
      }),
      invalidatesTags: ['Slot', 'Booking', 'Invoice'],
    }),

    /**
     * POST /booking/quote?promoCode=: what booking `items` would cost with a code, before it is made:
     * {fullAmount, discountCents, totalAmount (left to pay), promoCode}; a refused code is the 400
     * POST /booking gives. Nothing is held, so nothing is invalidated.
     */
    quoteBooking: build.mutation({
      query: ({ items, promoCode }) => ({ url: '/booking/quote', method: 'POST', body: items, query: { promoCode } }),
    }),

    /** POST /payments/initiate?invoiceId=: the gateway request {returnUrl, action, fields}. */
    initiatePayment: build.mutation({
      query: (invoiceId) => ({ url: '/payments/initiate', method: 'POST', query: { invoiceId } }),
    }),

    /** GET /invoice/pay/{id}: how to pay a pending invoice ({returnUrl, …}); asked afresh each time. */
    invoicePayment: build.mutation({
      query: (invoiceId) => ({ url: `/invoice/pay/${encodeURIComponent(invoiceId)}` }),
    }),

    /** GET /banks: the company's accounts [{id, name, branch, accNumber}], kept an hour. */
    companyBanks: build.query({
      query: () => ({ url: '/banks' }),
      transformResponse: asList,
      keepUnusedDataFor: 3600,
    }),

    /** POST /upload/slip (multipart): {message}. The invoice now waits for an admin's approval. */
    uploadSlip: build.mutation({
      query: (form) => ({ url: '/upload/slip', method: 'POST', body: form }),
      invalidatesTags: ['Invoice', 'Booking'],
    }),
  }),
});

export const { useSlotsOnDateQuery, useInitiatePaymentMutation, useCompanyBanksQuery, useUploadSlipMutation } = bookingApi;
