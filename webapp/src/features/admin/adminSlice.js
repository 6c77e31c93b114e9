// The admin dashboard's lists (spec §2): consultants (searched, paged), consultees (paged), upcoming
// and previous bookings, invoices (searched, paged). Each keeps its last query,
// its data and a status (idle | loading | succeeded | failed).
import { createSlice } from '@reduxjs/toolkit';
import { adminApi } from './adminApi.js';
import { apiThunk, asList } from '../../lib/apiThunk.js';
import { withLoading } from '../../components/feedback/appSlice.js';
import { injectSlice } from '../../app/reducer.js';

export const ADMIN_ROWS = 20;

export const ADMIN_MESSAGES = {
  consultantList: 'Failed to get consultant list. Please try again.',
  consultantUpdated: 'Consultant updated successfully.',
  consultantUpdateFailed: 'Failed to update consultant status.',
  invoiceList: 'Failed to get invoice list. Please try again.',
  invoiceUpdated: 'Invoice updated successfully.',
  invoiceUpdateFailed: 'Failed to update invoice status.',
  refundUpdateFailed: 'Failed to update the refund request.',
  noData: 'No data found',
};

/** The consultant search panel's defaults: status VERIFIED (spec §2). */
export const CONSULTANT_FILTERS = {
  firstName: '',
  lastName: '',
  email: '',
  categoryId: '',
  slotSize: '',
  slotRate: '',
  status: 'VERIFIED',
};

/** The invoice search's defaults: empty dates, status PENDING_APPROVAL (spec §5). */
export const INVOICE_FILTERS = { startDate: '', endDate: '', status: 'PENDING_APPROVAL' };

const paged = (filters) => ({ filters, page: 1, data: null, status: 'idle' });
const asPage = (v) => ({
  pageData: asList(v?.pageData),
  currentPageNo: Number(v?.currentPageNo) || 1,
  totalNoOfPages: Number(v?.totalNoOfPages) || 0,
  hasMorePages: v?.hasMorePages === true,
});

/** The search body for the consultant filters (the slot rate in rupees becomes cents). */
export function consultantSearchBody(filters, page) {
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

/** A page of consultants for {filters, page}. */
export const searchConsultants = apiThunk('admin/searchConsultants', async ({ filters, page = 1 }, { dispatch }) =>
  asPage(await withLoading(dispatch, () => adminApi.searchConsultants(consultantSearchBody(filters, page)))),
);

/** Approves a consultant (PENDING_APPROVAL → VERIFIED); resolves with the server's message. */
export const approveConsultant = apiThunk('admin/approveConsultant', async (consultantId, { dispatch }) => {
  const res = await withLoading(dispatch, () => adminApi.approveConsultant(consultantId));
  return res?.message || ADMIN_MESSAGES.consultantUpdated;
});

/** A page of consultees. */
export const fetchConsultees = apiThunk('admin/fetchConsultees', async (page = 1) =>
  asPage(await adminApi.consultees({ page, rows: ADMIN_ROWS })),
);

/** Every upcoming booking. */
export const fetchAdminUpcoming = apiThunk('admin/fetchUpcoming', async () => asList(await adminApi.upcomingBookings()));

/** Every previous booking. */
export const fetchAdminPrevious = apiThunk('admin/fetchPrevious', async () => asList(await adminApi.previousBookings()));

/** A page of invoices for {filters, page}. */
export const searchInvoices = apiThunk('admin/searchInvoices', async ({ filters, page = 1 }, { dispatch }) => {
  const body = { ...filters, status: filters.status || INVOICE_FILTERS.status, page, rows: ADMIN_ROWS };
  return asPage(await withLoading(dispatch, () => adminApi.searchInvoices(body)));
});

/** Approves or rejects a slip invoice: {invoiceId, invoiceStatus, adminRemark}; resolves with the message. */
export const decideInvoice = apiThunk('admin/decideInvoice', async (decision, { dispatch }) => {
  const res = await withLoading(dispatch, () => adminApi.decideInvoice(decision));
  return res?.message || ADMIN_MESSAGES.invoiceUpdated;
});

function trackPaged(builder, thunk, key) {
  builder
    .addCase(thunk.pending, (state, action) => {
      const arg = action.meta.arg ?? {};
      state[key].status = 'loading';
      if (typeof arg === 'number') state[key].page = arg;
      else {
        if (arg.filters) state[key].filters = arg.filters;
        state[key].page = arg.page ?? 1;
      }
    })
    .addCase(thunk.fulfilled, (state, action) => {
      state[key].data = action.payload;
      state[key].status = 'succeeded';
    })
    .addCase(thunk.rejected, (state) => {
      state[key].data = null;
      state[key].status = 'failed';
    });
}

// An admin list also keeps the server's message, and a 404 (a report the server does not offer)
// shows as unavailable rather than failed.
function trackAdminList(builder, thunk, key) {
  builder
    .addCase(thunk.pending, (state) => {
      state[key].status = 'loading';
    })
    .addCase(thunk.fulfilled, (state, action) => {
      state[key] = { items: action.payload, status: 'succeeded', message: null };
    })
    .addCase(thunk.rejected, (state, action) => {
      state[key].status = action.payload?.status === 404 ? 'unavailable' : 'failed';
      state[key].message = action.payload?.message ?? null;
    });
}

const list = () => ({ items: [], status: 'idle', message: null });

const adminSlice = createSlice({
  name: 'admin',
  initialState: () => ({
    consultants: paged(CONSULTANT_FILTERS),
    consultees: paged(null),
    upcoming: list(),
    previous: list(),
    invoices: paged(INVOICE_FILTERS),
  }),
  reducers: {},
  extraReducers: (builder) => {
    trackPaged(builder, searchConsultants, 'consultants');
    trackPaged(builder, fetchConsultees, 'consultees');
    trackPaged(builder, searchInvoices, 'invoices');
    trackAdminList(builder, fetchAdminUpcoming, 'upcoming');
    trackAdminList(builder, fetchAdminPrevious, 'previous');
  },
});

injectSlice(adminSlice);

export default adminSlice.reducer;

export const selectAdminConsultants = (state) => state.admin.consultants;
export const selectAdminConsultees = (state) => state.admin.consultees;
export const selectAdminUpcoming = (state) => state.admin.upcoming;
export const selectAdminPrevious = (state) => state.admin.previous;
export const selectAdminInvoices = (state) => state.admin.invoices;
