import { api } from '../../app/api.js';

const timelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /invoice/{id}/timeline: {events: [{at, kind, source, amount, lines}], balances}. */
    invoiceTimeline: build.query({ query: (invoiceId) => ({ url: `/invoice/${invoiceId}/timeline` }) }),
  }),
});

export const { useInvoiceTimelineQuery } = timelineApi;
