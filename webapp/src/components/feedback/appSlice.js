// The app-wide loading flag (SHOW_LOADING / HIDE_LOADING). It counts the waits in
// flight, so two overlapping requests do not hide the spinner too early.
import { createSlice } from '@reduxjs/toolkit';

const appSlice = createSlice({
  name: 'app',
  initialState: { loading: false, pending: 0 },
  reducers: {
    showLoading(state) {
      state.pending += 1;
      state.loading = true;
    },
    hideLoading(state) {
      state.pending = Math.max(0, state.pending - 1);
      state.loading = state.pending > 0;
    },
  },
});

export const { showLoading, hideLoading } = appSlice.actions;
export const selectLoading = (state) => state.app.loading;
export default appSlice.reducer;

/**
 * Runs an async function with the loading flag raised, and always lowers it afterwards.
 * For use inside thunks: `withLoading(dispatch, () => http.post(...))`.
 */
export async function withLoading(dispatch, fn) {
  dispatch(showLoading());
  try {
    return await fn();
  } finally {
    dispatch(hideLoading());
  }
}
