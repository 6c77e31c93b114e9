// The consultee's own data on the app's RTK Query API: the profile, and the invoices with
// their slots (My Invoice, My Bookings). The bookings are the sessions feature's (sessionsApi.js).
// Saving the profile invalidates 'Profile'; cancelling an invoice releases its slots and changes the
// bookings, so it invalidates 'Invoice', 'Booking' and 'Slot'.
import { useSelector } from 'react-redux';
import { api, asList, onSuccess } from '../../app/api.js';
import profileEditing from '../../lib/profileEditing.js';
import { INVOICE_STATUS, normalizeInvoiceStatus } from '../../lib/invoiceStatus.js';

const id = (v) => encodeURIComponent(v);

/** How often My Invoice and My Bookings ask again while a bank slip waits for an admin's review. */
export const SLIP_REVIEW_POLL_MS = 60 * 1000;

export const consulteeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /consultee/{id}: the profile. */
    consulteeProfile: build.query({
      query: (consulteeId) => ({ url: `/consultee/${id(consulteeId)}` }),
      providesTags: ['Profile'],
    }),
    /**
     * {id, profile}: creates the profile (POST /consultee/) when there is no id yet, else updates it
     * (PUT /consultee/{id}); the answer is the saved consultee, with a message after an update.
     */
    saveConsulteeProfile: build.mutation({
      query: ({ id: consulteeId, profile }) =>
        consulteeId
          ? { url: `/consultee/${id(consulteeId)}`, method: 'PUT', body: profile }
          : { url: '/consultee/', method: 'POST', body: profile },
      invalidatesTags: onSuccess(['Profile']),
    }),
    /** GET /invoice/consultee/{id}: every invoice with its slots. */
    consulteeInvoices: build.query({
      query: (consulteeId) => ({ url: `/invoice/consultee/${id(consulteeId)}` }),
      transformResponse: asList,
      providesTags: ['Invoice'],
    }),
    /** DELETE /invoice/{id}: cancels an invoice waiting for payment (202); its slots are free again. */
    cancelInvoice: build.mutation({
      query: (invoiceId) => ({ url: `/invoice/${id(invoiceId)}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(['Invoice', 'Booking', 'Slot']),
    }),
  }),
});

export const { useConsulteeProfileQuery, useCancelInvoiceMutation } = consulteeApi;

/**
 * Refreshes the invoices after something another feature saved changed them (a refund's bank
 * details: its mutation does not say what it changes yet).
 */
export const invoicesChanged = () => api.util.invalidateTags(['Invoice']);

const awaitsReview = (invoice) => normalizeInvoiceStatus(invoice.status) === INVOICE_STATUS.PENDING_APPROVAL;

/**
 * The consultee's invoices and the query's state; asked again every minute while a bank slip waits
 * for review, so the invoice turns paid (or failed) without a reload.
 */
export function useConsulteeInvoices(consulteeId) {
  const waiting = useSelector(
    (state) => consulteeApi.endpoints.consulteeInvoices.select(consulteeId)(state).data?.some(awaitsReview) ?? false,
  );
  return consulteeApi.useConsulteeInvoicesQuery(consulteeId, { pollingInterval: waiting ? SLIP_REVIEW_POLL_MS : 0 });
}

// What lib/useProfileEditor.jsx takes: a selector of {data, status}, the load and the save.
const editing = profileEditing('consultee', {
  load: consulteeApi.endpoints.consulteeProfile,
  save: consulteeApi.endpoints.saveConsulteeProfile,
});
export const selectConsulteeProfile = editing.select;
export const fetchConsulteeProfile = editing.fetch;
export const saveConsulteeProfile = editing.save;
