// The consultee's profile and dashboard lists: upcoming and previous bookings, and invoices.
// Each list is {items, status} with status idle | loading | succeeded | failed.
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { consulteeApi } from './consulteeApi.js';
import { apiThunk, asList, emptyList, saveProfileThunk, trackList, trackProfile } from '../../lib/apiThunk.js';
import { withLoading } from '../../components/feedback/appSlice.js';
import { injectSlice } from '../../app/reducer.js';

/** Loads the profile of a consultee. */
export const fetchConsulteeProfile = apiThunk('consultee/fetchProfile', (consulteeId) => consulteeApi.getProfile(consulteeId));

/** Saves the profile (see saveProfileThunk); resolves with {consultee, created, message}. */
export const saveConsulteeProfile = saveProfileThunk('consultee/saveProfile', consulteeApi, 'consultee');

/** Upcoming bookings of a consultee. */
export const fetchUpcomingBookings = apiThunk('consultee/fetchUpcoming', async (consulteeId) =>
  asList(await consulteeApi.upcomingBookings(consulteeId)),
);

/** Previous bookings; a failure (the endpoint may not exist yet) is shown as an empty list. */
export const fetchPreviousBookings = createAsyncThunk('consultee/fetchPrevious', async (consulteeId) => {
  try {
    return asList(await consulteeApi.previousBookings(consulteeId));
  } catch {
    return [];
  }
});

/** The consultee's invoices. */
export const fetchConsulteeInvoices = apiThunk('consultee/fetchInvoices', async (consulteeId) =>
  asList(await consulteeApi.invoices(consulteeId)),
);

/** Cancels an invoice waiting for payment, then reloads the invoices. */
export const cancelInvoice = apiThunk('consultee/cancelInvoice', async ({ invoiceId, consulteeId }, { dispatch }) => {
  await withLoading(dispatch, () => consulteeApi.cancelInvoice(invoiceId));
  await dispatch(fetchConsulteeInvoices(consulteeId));
  return invoiceId;
});

const consulteeSlice = createSlice({
  name: 'consultee',
  initialState: () => ({
    profile: { data: null, status: 'idle' },
    upcoming: emptyList(),
    previous: emptyList(),
    invoices: emptyList(),
  }),
  reducers: {
    /** Forgets everything (on logout, or when another consultee signs in). */
    resetConsultee: () => consulteeSlice.getInitialState(),
  },
  extraReducers: (builder) => {
    trackProfile(builder, fetchConsulteeProfile, saveConsulteeProfile, 'consultee');
    trackList(builder, fetchUpcomingBookings, 'upcoming');
    trackList(builder, fetchPreviousBookings, 'previous');
    trackList(builder, fetchConsulteeInvoices, 'invoices');
  },
});

export const { resetConsultee } = consulteeSlice.actions;
injectSlice(consulteeSlice);

export default consulteeSlice.reducer;

export const selectConsulteeProfile = (state) => state.consultee.profile;
export const selectUpcomingBookings = (state) => state.consultee.upcoming;
export const selectPreviousBookings = (state) => state.consultee.previous;
export const selectConsulteeInvoices = (state) => state.consultee.invoices;
