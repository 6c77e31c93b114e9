// Where an invoice's money is, step by step, on the app's RTK Query API. Tagged with the invoice and
// refunds: a payment, a refund decision or a payout changes it, and the timeline asks again.
import { api } from '../../app/api.js';

export const timelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /invoice/{id}/timeline: {events: [{at, kind, source, amount, lines}], balances}. */
    invoiceTimeline: build.query({
      query: (invoiceId) => ({ url: `/invoice/${invoiceId}/timeline` }),
      providesTags: (result, error, invoiceId) => [{ type: 'Invoice', id: invoiceId }, 'Refund'],
    }),
  }),
});

export const { useInvoiceTimelineQuery } = timelineApi;
