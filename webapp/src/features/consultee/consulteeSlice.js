// The consultee's profile and dashboard lists: upcoming and previous bookings, and invoices.
// Each list is {items, status} with status idle | loading | succeeded | failed.
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { consulteeApi } from './consulteeApi.js';
import { toFailure } from '../../lib/http.js';
import { withLoading } from '../../components/feedback/appSlice.js';

export const MEETING_EXPIRED = 'This meeting is expired.';
export const UPDATE_SUCCESSFUL = 'Update successful.';

const list = () => ({ items: [], status: 'idle' });
const asList = (v) => (Array.isArray(v) ? v : []);

/** Loads the profile of a consultee. */
export const fetchConsulteeProfile = createAsyncThunk(
  'consultee/fetchProfile',
  async (consulteeId, { rejectWithValue }) => {
    try {
      return await consulteeApi.getProfile(consulteeId);
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
  },
);

/**
 * Saves the profile: creates it when there is no id yet, else updates it (spec §4), with the
 * loading flag up. Resolves with {consultee, created, message}.
 */
export const saveConsulteeProfile = createAsyncThunk(
  'consultee/saveProfile',
  async ({ id, profile }, { dispatch, rejectWithValue }) => {
    try {
      const saved = await withLoading(dispatch, () =>
        id ? consulteeApi.updateProfile(id, profile) : consulteeApi.createProfile(profile),
      );
      const { message, ...consultee } = saved ?? {};
      return { consultee, created: !id, message: message || (id ? UPDATE_SUCCESSFUL : '') };
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
  },
);

/** Upcoming bookings of a consultee. */
export const fetchUpcomingBookings = createAsyncThunk(
  'consultee/fetchUpcoming',
  async (consulteeId, { rejectWithValue }) => {
    try {
      return asList(await consulteeApi.upcomingBookings(consulteeId));
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
  },
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
export const fetchConsulteeInvoices = createAsyncThunk(
  'consultee/fetchInvoices',
  async (consulteeId, { rejectWithValue }) => {
    try {
      return asList(await consulteeApi.invoices(consulteeId));
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
  },
);

/** Cancels an invoice waiting for payment, then reloads the invoices. */
export const cancelInvoice = createAsyncThunk(
  'consultee/cancelInvoice',
  async ({ invoiceId, consulteeId }, { dispatch, rejectWithValue }) => {
    try {
      await withLoading(dispatch, () => consulteeApi.cancelInvoice(invoiceId));
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
    await dispatch(fetchConsulteeInvoices(consulteeId));
    return invoiceId;
  },
);

/** Whether a booking's meeting can be joined now: resolves true or false, never rejects. */
export const checkMeetingLive = createAsyncThunk('consultee/checkMeetingLive', async (bookingId, { dispatch }) => {
  try {
    return Boolean(await withLoading(dispatch, () => consulteeApi.validateBooking(bookingId)));
  } catch {
    return false;
  }
});

function track(builder, thunk, key) {
  builder
    .addCase(thunk.pending, (state) => {
      state[key].status = 'loading';
    })
    .addCase(thunk.fulfilled, (state, action) => {
      state[key] = { items: action.payload, status: 'succeeded' };
    })
    .addCase(thunk.rejected, (state) => {
      state[key].status = 'failed';
    });
}

const consulteeSlice = createSlice({
  name: 'consultee',
  initialState: () => ({
    profile: { data: null, status: 'idle' },
    upcoming: list(),
    previous: list(),
    invoices: list(),
  }),
  reducers: {
    /** Forgets everything (on logout, or when another consultee signs in). */
    resetConsultee: () => consulteeSlice.getInitialState(),
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchConsulteeProfile.pending, (state) => {
        state.profile.status = 'loading';
      })
      .addCase(fetchConsulteeProfile.fulfilled, (state, action) => {
        state.profile = { data: action.payload, status: 'succeeded' };
      })
      .addCase(fetchConsulteeProfile.rejected, (state) => {
        state.profile.status = 'failed';
      })
      .addCase(saveConsulteeProfile.fulfilled, (state, action) => {
        state.profile = { data: action.payload.consultee, status: 'succeeded' };
      });
    track(builder, fetchUpcomingBookings, 'upcoming');
    track(builder, fetchPreviousBookings, 'previous');
    track(builder, fetchConsulteeInvoices, 'invoices');
  },
});

export const { resetConsultee } = consulteeSlice.actions;
export default consulteeSlice.reducer;

export const selectConsulteeProfile = (state) => state.consultee.profile;
export const selectUpcomingBookings = (state) => state.consultee.upcoming;
export const selectPreviousBookings = (state) => state.consultee.previous;
export const selectConsulteeInvoices = (state) => state.consultee.invoices;
