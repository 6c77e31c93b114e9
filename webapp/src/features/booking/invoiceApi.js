// One invoice as its consultee sees it, on the app's RTK Query API. Tagged with its id: booking,
// paying or a refund anywhere invalidates 'Invoice', and a page showing it (the payment result, which
// polls it while it waits) asks again.
import { api } from '../../app/api.js';

export const invoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /invoice/{id}: the invoice as its consultee sees it (status, slots, refunds, receipt details). */
    invoice: build.query({
      query: (id) => ({ url: `/invoice/${encodeURIComponent(id)}` }),
      providesTags: (result, error, id) => [{ type: 'Invoice', id }],
    }),
  }),
});

export const { useInvoiceQuery } = invoiceApi;

/** The invoice as the cache holds it, without asking the server. */
export const useInvoiceState = invoiceApi.endpoints.invoice.useQueryState;
