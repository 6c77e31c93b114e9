// The consultant's profile and dashboard: upcoming and previous appointments, time slots and earnings.
// Each list is {items, status} with status idle | loading | succeeded | failed.
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { consultantApi } from './consultantApi.js';
import { toFailure } from '../../lib/http.js';
import { withLoading } from '../../components/feedback/appSlice.js';

export const UPDATE_SUCCESSFUL = 'Update successful.';

const list = () => ({ items: [], status: 'idle' });
const asList = (v) => (Array.isArray(v) ? v : []);

/** Loads the consultant's own profile. */
export const fetchConsultantProfile = createAsyncThunk(
  'consultant/fetchProfile',
  async (consultantId, { rejectWithValue }) => {
    try {
      return await consultantApi.getProfile(consultantId);
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
  },
);

/**
 * Saves the profile: creates it when there is no id yet, else updates it (spec §4), with the
 * loading flag up. Resolves with {consultant, created, message}.
 */
export const saveConsultantProfile = createAsyncThunk(
  'consultant/saveProfile',
  async ({ id, profile }, { dispatch, rejectWithValue }) => {
    try {
      const saved = await withLoading(dispatch, () =>
        id ? consultantApi.updateProfile(id, profile) : consultantApi.createProfile(profile),
      );
      const { message, ...consultant } = saved ?? {};
      return { consultant, created: !id, message: message || (id ? UPDATE_SUCCESSFUL : '') };
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
  },
);

/** Every slot of the consultant. */
export const fetchConsultantSlots = createAsyncThunk(
  'consultant/fetchSlots',
  async (consultantId, { rejectWithValue }) => {
    try {
      return asList(await consultantApi.slots(consultantId));
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
  },
);

/** Adds availability (spec §3 payload); resolves with the server's message and reloads the slots. */
export const addAvailability = createAsyncThunk(
  'consultant/addAvailability',
  async (payload, { dispatch, rejectWithValue }) => {
    let res;
    try {
      res = await withLoading(dispatch, () => consultantApi.addAvailability(payload));
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
    dispatch(fetchConsultantSlots(payload.consultantId));
    // The spec shows the response's first value as an info message.
    return (res && (res.message ?? Object.values(res)[0])) || '';
  },
);

/** Deletes an available slot, then reloads the slots. */
export const deleteSlot = createAsyncThunk(
  'consultant/deleteSlot',
  async ({ slotId, consultantId }, { dispatch, rejectWithValue }) => {
    try {
      await withLoading(dispatch, () => consultantApi.deleteSlot(slotId));
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
    dispatch(fetchConsultantSlots(consultantId));
    return slotId;
  },
);

/** Upcoming appointments of a consultant. */
export const fetchConsultantUpcoming = createAsyncThunk(
  'consultant/fetchUpcoming',
  async (consultantId, { rejectWithValue }) => {
    try {
      return asList(await consultantApi.upcomingBookings(consultantId));
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
  },
);

/** Previous appointments; a failure (the endpoint may not exist yet) is shown as an empty list. */
export const fetchConsultantPrevious = createAsyncThunk('consultant/fetchPrevious', async (consultantId) => {
  try {
    return asList(await consultantApi.previousBookings(consultantId));
  } catch {
    return [];
  }
});

/** The earnings report of a period ({consultantId, startDate, endDate}). */
export const fetchEarnings = createAsyncThunk(
  'consultant/fetchEarnings',
  async (query, { dispatch, rejectWithValue }) => {
    try {
      return await withLoading(dispatch, () => consultantApi.earnings(query));
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
  },
);

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

const consultantSlice = createSlice({
  name: 'consultant',
  initialState: () => ({
    profile: { data: null, status: 'idle' },
    slots: list(),
    upcoming: list(),
    previous: list(),
    earnings: { report: null, query: null, status: 'idle' },
  }),
  reducers: {
    /** Forgets everything (on logout). */
    resetConsultant: () => consultantSlice.getInitialState(),
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchConsultantProfile.pending, (state) => {
        state.profile.status = 'loading';
      })
      .addCase(fetchConsultantProfile.fulfilled, (state, action) => {
        state.profile = { data: action.payload, status: 'succeeded' };
      })
      .addCase(fetchConsultantProfile.rejected, (state) => {
        state.profile.status = 'failed';
      })
      .addCase(saveConsultantProfile.fulfilled, (state, action) => {
        state.profile = { data: action.payload.consultant, status: 'succeeded' };
      })
      .addCase(fetchEarnings.pending, (state, action) => {
        state.earnings.status = 'loading';
        state.earnings.query = action.meta.arg;
      })
      .addCase(fetchEarnings.fulfilled, (state, action) => {
        state.earnings.report = action.payload;
        state.earnings.status = 'succeeded';
      })
      .addCase(fetchEarnings.rejected, (state) => {
        state.earnings.report = null;
        state.earnings.status = 'failed';
      });
    track(builder, fetchConsultantSlots, 'slots');
    track(builder, fetchConsultantUpcoming, 'upcoming');
    track(builder, fetchConsultantPrevious, 'previous');
  },
});

export const { resetConsultant } = consultantSlice.actions;
export default consultantSlice.reducer;

export const selectConsultantProfile = (state) => state.consultant.profile;
export const selectConsultantSlots = (state) => state.consultant.slots;
export const selectConsultantUpcoming = (state) => state.consultant.upcoming;
export const selectConsultantPrevious = (state) => state.consultant.previous;
export const selectEarnings = (state) => state.consultant.earnings;
