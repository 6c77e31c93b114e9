// The admin's lists (the dashboard's tabs) on the app's RTK Query API: consultants (searched, paged),
// consultees (paged), every upcoming or previous booking, invoices (searched, paged), and the slip
// decision. The lists provide their tags and the decisions invalidate them, so a list refreshes itself
// after an approval, a suspension or a slip decision (no hand reloads). A consultant's status and bank
// details: consultantReviewApi.js; refunds: the refund feature (features/refund/); the audit log: auditApi.js.
import { api, asList } from '../../app/api.js';

/** Rows per page of every paged admin list. */
export const ADMIN_ROWS = 20;

/** The consultant search panel's defaults: status VERIFIED, the consultants people can book. */
export const CONSULTANT_FILTERS = {
  firstName: '',
  lastName: '',
  email: '',
  categoryId: '',
  slotSize: '',
  slotRate: '',
  status: 'VERIFIED',
};

/** The invoice search's defaults: empty dates, status PENDING_APPROVAL, the slips waiting for the admin. */
export const INVOICE_FILTERS = { startDate: '', endDate: '', status: 'PENDING_APPROVAL' };

// The server's page, with what a table needs when a field is missing.
const asPage = (v) => ({
  pageData: asList(v?.pageData),
  currentPageNo: Number(v?.currentPageNo) || 1,
  totalNoOfPages: Number(v?.totalNoOfPages) || 0,
  hasMorePages: v?.hasMorePages === true,
});

/** The search body for the consultant filters (the slot rate in rupees becomes cents). */
function consultantSearchBody(filters, page) {
  return {
    page,
    rows: ADMIN_ROWS,
    firstName: filters.firstName.trim(),
    lastName: filters.lastName.trim(),
    email: filters.email.trim(),
    categoryId: filters.categoryId,
    slotSize: filters.slotSize,
    slotRate: filters.slotRate === '' ? '' : String(Number(filters.slotRate) * 100),
    status: filters.status,
  };
}

const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /consultant/getPagedConsultantList for {filters, page}: {pageData, currentPageNo, totalNoOfPages, hasMorePages}. */
    adminConsultants: build.query({
      query: ({ filters, page }) => ({
        url: '/consultant/getPagedConsultantList',
        method: 'POST',
        body: consultantSearchBody(filters, page),
      }),
      transformResponse: asPage,
      providesTags: ['Consultant'],
    }),
    /** GET /consultee?page&rows for {page}: a page of consultees. */
    adminConsultees: build.query({
      query: ({ page }) => ({ url: '/consultee', query: { page, rows: ADMIN_ROWS } }),
      transformResponse: asPage,
      providesTags: ['Consultee'],
    }),
    /** GET /booking/upcoming (every paid booking still to end) or /booking/previous (every booking), by `which`. */
    adminBookings: build.query({
      query: (which) => ({ url: `/booking/${which === 'upcoming' ? 'upcoming' : 'previous'}` }),
      transformResponse: asList,
      providesTags: ['Booking'],
    }),
    /** POST /invoice/getPagedInvoiceList for {filters: {startDate, endDate, status}, page}. */
    adminInvoices: build.query({
      query: ({ filters, page }) => ({
        url: '/invoice/getPagedInvoiceList',
        method: 'POST',
        body: { ...filters, status: filters.status || INVOICE_FILTERS.status, page, rows: ADMIN_ROWS },
      }),
      transformResponse: asPage,
      providesTags: ['Invoice'],
    }),
    /**
     * PUT /payments {invoiceId, invoiceStatus: 'APPROVED' | 'REJECTED', adminRemark}: {message}. An
     * approved slip makes its bookings paid (the upcoming list), and the decision is audited.
     */
    decideSlipInvoice: build.mutation({
      query: (decision) => ({ url: '/payments', method: 'PUT', body: decision }),
      invalidatesTags: ['Invoice', 'Booking', 'Audit'],
    }),
  }),
});

export const {
  useAdminConsultantsQuery,
  useAdminConsulteesQuery,
  useAdminBookingsQuery,
  useAdminInvoicesQuery,
  useDecideSlipInvoiceMutation,
} = adminApi;
