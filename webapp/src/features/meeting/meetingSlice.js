// The video page's session (spec §2, §4): the booking and its end countdown, the live check, the
// room, and the join report. status: idle | loading | ready | notYet | expired | unavailable | failed.
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { meetingApi } from './meetingApi.js';
import { toFailure } from '../../lib/http.js';
import { withLoading } from '../../components/feedback/appSlice.js';
import { injectSlice } from '../../app/reducer.js';

export const MEETING_EXPIRED = 'This meeting is expired.';
export const MEETING_UNAVAILABLE = 'This video session is not available. Please open it from your dashboard.';

/** Whether a booking's meeting can be joined now: resolves true or false, never rejects. */
export const checkMeetingLive = createAsyncThunk('meeting/checkLive', async (bookingId, { dispatch }) => {
  try {
    return Boolean(await withLoading(dispatch, () => meetingApi.validate(bookingId)));
  } catch {
    return false;
  }
});

/**
 * Opens a booking's meeting: loads the booking, checks it is live, fetches the room and reports the
 * join. Resolves with {status, booking, room, message}.
 */
export const openMeeting = createAsyncThunk('meeting/open', async (bookingId) => {
  let booking;
  try {
    booking = await meetingApi.booking(bookingId);
  } catch (e) {
    const f = toFailure(e);
    return { status: f.status === 0 ? 'failed' : 'unavailable', message: f.status === 0 ? f.message : MEETING_UNAVAILABLE };
  }
  let live = false;
  try {
    live = Boolean(await meetingApi.validate(bookingId));
  } catch {
    live = false;
  }
  if (!live) {
    // Before the room opens the server says when it opens; afterwards the meeting is expired.
    if (Number(booking?.startCountDownTime) > 0) {
      try {
        await meetingApi.room(bookingId);
      } catch (e) {
        const f = toFailure(e);
        if (f.status === 409 && f.message) return { status: 'notYet', booking, message: f.message };
      }
    }
    return { status: 'expired', booking, message: MEETING_EXPIRED };
  }
  let room;
  try {
    room = await meetingApi.room(bookingId);
  } catch (e) {
    const f = toFailure(e);
    // 403: not a party; 409: the room is closed (not open yet, or the session is over).
    if (f.status === 403 || f.status === 409) return { status: 'expired', booking, message: f.message || MEETING_EXPIRED };
    return { status: 'failed', booking, message: f.message || MEETING_UNAVAILABLE };
  }
  // Joining creates the rating record (spec §4); the room opens even if this report fails.
  meetingApi.reportJoin(bookingId).catch(() => {});
  return { status: 'ready', booking, room, message: null };
});

const meetingSlice = createSlice({
  name: 'meeting',
  initialState: { bookingId: null, status: 'idle', booking: null, room: null, message: null },
  reducers: {
    /** Leaves the meeting page. */
    closeMeeting: () => ({ bookingId: null, status: 'idle', booking: null, room: null, message: null }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(openMeeting.pending, (state, action) => {
        return { bookingId: action.meta.arg, status: 'loading', booking: null, room: null, message: null };
      })
      .addCase(openMeeting.fulfilled, (state, action) => {
        if (String(state.bookingId) !== String(action.meta.arg)) return;
        Object.assign(state, { booking: null, room: null }, action.payload);
      });
  },
});

export const { closeMeeting } = meetingSlice.actions;
injectSlice(meetingSlice);

export default meetingSlice.reducer;

export const selectMeeting = (state) => state.meeting;
