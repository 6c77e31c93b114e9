// The admin's calls (spec §7): consultants and their approval, consultees, all bookings, invoices
// and their slips.
import { getBlob, http } from '../../lib/http.js';

const id = (v) => encodeURIComponent(v);

export const adminApi = {
  /** POST /consultant/getPagedConsultantList: {pageData, currentPageNo, totalNoOfPages}. */
  searchConsultants: (body) => http.post('/consultant/getPagedConsultantList', body),

  /** PUT /consultant/updateStatus/{id} {status: 'VERIFIED'}: {message}. */
  approveConsultant: (consultantId) => http.put(`/consultant/updateStatus/${id(consultantId)}`, { status: 'VERIFIED' }),

  /** GET /consultee?page&rows: a page of consultees. */
  consultees: ({ page, rows }) => http.get('/consultee', { query: { page, rows } }),

  /** GET /booking/upcoming: every paid booking still to end. */
  upcomingBookings: () => http.get('/booking/upcoming'),

  /** GET /booking/previous: every booking. */
  previousBookings: () => http.get('/booking/previous'),

  /** POST /invoice/getPagedInvoiceList {startDate, endDate, status, page, rows}. */
  searchInvoices: (body) => http.post('/invoice/getPagedInvoiceList', body),

  /** PUT /payments {invoiceId, invoiceStatus: 'APPROVED' | 'REJECTED', adminRemark}: {message}. */
  decideInvoice: (body) => http.put('/payments', body),

  /** The slip image of an invoice (its imageUrl needs the session): a Blob. */
  slipImage: (imageUrl) => getBlob(imageUrl),


};
