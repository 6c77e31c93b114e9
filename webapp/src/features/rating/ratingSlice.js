// The rating prompt (spec §4): at dashboard load the latest unrated session is fetched; if there is
// one, the modal opens. Submitting (Rate, or Skip with stars chosen) saves the rating.
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { ratingApi } from './ratingApi.js';
import { detailsFromLatest } from './ratingViews.js';
import { toFailure } from '../../lib/http.js';
import { withLoading } from '../../components/feedback/appSlice.js';
import { injectSlice } from '../../app/reducer.js';

/** Loads the latest unrated session of {role, profileId}; resolves with its details or null. */
export const fetchLatestUnrated = createAsyncThunk('rating/fetchLatest', async ({ role, profileId }) => {
  try {
    return detailsFromLatest(await ratingApi.latestUnrated(role, profileId));
  } catch {
    // Nothing to rate, or the ratings service is not there yet: no prompt.
    return null;
  }
});

/**
 * Saves a rating: {bookingRateId, rate, comment}. The rating record exists once the person joined
 * the session (joining creates it), so only those sessions can be rated.
 */
export const submitRating = createAsyncThunk(
  'rating/submit',
  async ({ bookingRateId, rate, comment }, { dispatch, rejectWithValue }) => {
    try {
      await withLoading(dispatch, () => ratingApi.update({ bookingRateId, rate, comment: comment.trim() }));
      return bookingRateId;
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
  },
);

const ratingSlice = createSlice({
  name: 'rating',
  initialState: { prompt: null, status: 'idle' },
  reducers: {
    /** Closes the prompt without rating. */
    dismissPrompt(state) {
      state.prompt = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchLatestUnrated.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchLatestUnrated.fulfilled, (state, action) => {
        state.prompt = action.payload;
        state.status = 'succeeded';
      })
      .addCase(submitRating.fulfilled, (state, action) => {
        if (state.prompt && state.prompt.bookingRateId === action.payload) state.prompt = null;
      });
  },
});

export const { dismissPrompt } = ratingSlice.actions;
injectSlice(ratingSlice);

export default ratingSlice.reducer;

export const selectRatingPrompt = (state) => state.rating.prompt;
