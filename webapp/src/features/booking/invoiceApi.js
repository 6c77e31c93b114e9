import { api } from '../../app/api.js';

const invoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /invoice/{id}: the invoice as its consultee sees it (status, slots, refunds, receipt details). */
    invoice: build.query({ query: (id) => ({ url: `/invoice/${encodeURIComponent(id)}` }) }),
  }),
});

export const { useInvoiceQuery } = invoiceApi;

/** The invoice as the cache holds it, without asking the server. */
export const useInvoiceState = invoiceApi.endpoints.invoice.useQueryState;
