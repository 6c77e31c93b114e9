// The consultant's profile and dashboard: upcoming and previous appointments, time slots and earnings.
// Each list is {items, status} with status idle | loading | succeeded | failed.
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { consultantApi } from './consultantApi.js';
import { apiThunk, asList, emptyList, saveProfileThunk, trackList, trackProfile } from '../../lib/apiThunk.js';
import { withLoading } from '../../components/feedback/appSlice.js';
import { injectSlice } from '../../app/reducer.js';

/** Loads the consultant's own profile. */
export const fetchConsultantProfile = apiThunk('consultant/fetchProfile', (consultantId) =>
  consultantApi.getProfile(consultantId),
);

/** Saves the profile (see saveProfileThunk); resolves with {consultant, created, message}. */
export const saveConsultantProfile = saveProfileThunk('consultant/saveProfile', consultantApi, 'consultant');

/** Every slot of the consultant. */
export const fetchConsultantSlots = apiThunk('consultant/fetchSlots', async (consultantId) =>
  asList(await consultantApi.slots(consultantId)),
);

/** Adds availability (spec §3 payload); resolves with the server's message and reloads the slots. */
export const addAvailability = apiThunk('consultant/addAvailability', async (payload, { dispatch }) => {
  const res = await withLoading(dispatch, () => consultantApi.addAvailability(payload));
  dispatch(fetchConsultantSlots(payload.consultantId));
  // The spec shows the response's first value as an info message.
  return (res && (res.message ?? Object.values(res)[0])) || '';
});

/** Deletes an available slot, then reloads the slots. */
export const deleteSlot = apiThunk('consultant/deleteSlot', async ({ slotId, consultantId }, { dispatch }) => {
  await withLoading(dispatch, () => consultantApi.deleteSlot(slotId));
  dispatch(fetchConsultantSlots(consultantId));
  return slotId;
});

/** Upcoming appointments of a consultant. */
export const fetchConsultantUpcoming = apiThunk('consultant/fetchUpcoming', async (consultantId) =>
  asList(await consultantApi.upcomingBookings(consultantId)),
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
export const fetchEarnings = apiThunk('consultant/fetchEarnings', (query, { dispatch }) =>
  withLoading(dispatch, () => consultantApi.earnings(query)),
);

const consultantSlice = createSlice({
  name: 'consultant',
  initialState: () => ({
    profile: { data: null, status: 'idle' },
    slots: emptyList(),
    upcoming: emptyList(),
    previous: emptyList(),
    earnings: { report: null, query: null, status: 'idle' },
  }),
  reducers: {
    /** Forgets everything (on logout). */
    resetConsultant: () => consultantSlice.getInitialState(),
  },
  extraReducers: (builder) => {
    trackProfile(builder, fetchConsultantProfile, saveConsultantProfile, 'consultant');
    builder
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
    trackList(builder, fetchConsultantSlots, 'slots');
    trackList(builder, fetchConsultantUpcoming, 'upcoming');
    trackList(builder, fetchConsultantPrevious, 'previous');
  },
});

export const { resetConsultant } = consultantSlice.actions;
injectSlice(consultantSlice);

export default consultantSlice.reducer;

export const selectConsultantProfile = (state) => state.consultant.profile;
export const selectConsultantSlots = (state) => state.consultant.slots;
export const selectConsultantUpcoming = (state) => state.consultant.upcoming;
export const selectConsultantPrevious = (state) => state.consultant.previous;
export const selectEarnings = (state) => state.consultant.earnings;
