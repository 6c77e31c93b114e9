// Pop-up alerts: top right, coloured by type, gone after 4 seconds, long enough to read a line, short
// enough not to cover the page.
import { createSlice, nanoid } from '@reduxjs/toolkit';

export const ALERT_TIMEOUT_MS = 4000;

const alertsSlice = createSlice({
  name: 'alerts',
  initialState: [],
  reducers: {
    pushAlert: {
      reducer(state, action) {
        state.push(action.payload);
      },
      prepare({ type = 'info', message }) {
        return { payload: { id: nanoid(), type, message } };
      },
    },
    dismissAlert(state, action) {
      return state.filter((a) => a.id !== action.payload);
    },
  },
});

export const { pushAlert, dismissAlert } = alertsSlice.actions;
export const selectAlerts = (state) => state.alerts;
export default alertsSlice.reducer;

/** Shorthands: dispatch(alertSuccess('Saved.')) and so on. */
export const alertSuccess = (message) => pushAlert({ type: 'success', message });
export const alertError = (message) => pushAlert({ type: 'danger', message });
export const alertInfo = (message) => pushAlert({ type: 'info', message });
export const alertWarning = (message) => pushAlert({ type: 'warning', message });
