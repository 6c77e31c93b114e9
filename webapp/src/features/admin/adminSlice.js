// Where the admin is in each paged list: the consultant and invoice searches' filters and each list's
// page, kept while the admin moves between tabs and pages (forgotten on logout, app/store.js). The
// lists themselves are RTK Query's (adminApi.js), asked for with these as their arguments.
import { createSlice } from '@reduxjs/toolkit';
import { injectSlice } from '../../app/reducer.js';
import { CONSULTANT_FILTERS, INVOICE_FILTERS } from './adminApi.js';

const adminSlice = createSlice({
  name: 'admin',
  initialState: () => ({
    consultants: { filters: CONSULTANT_FILTERS, page: 1 },
    consultees: { page: 1 },
    invoices: { filters: INVOICE_FILTERS, page: 1 },
  }),
  reducers: {
    /** A list (`list`) moves to a page; a search gives new filters too. */
    showAdminPage(state, { payload: { list, filters, page = 1 } }) {
      state[list] = filters === undefined ? { ...state[list], page } : { ...state[list], filters, page };
    },
  },
});

injectSlice(adminSlice);

export const { showAdminPage } = adminSlice.actions;
export default adminSlice.reducer;

/** What a paged list shows now: {filters?, page}, the argument of its query. */
export const selectAdminPage = (list) => (state) => state.admin[list];
