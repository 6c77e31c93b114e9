// The app's reducer. The slices every page needs are here from the start; a feature's own slice
// (bookings, dashboards, the meeting…) is injected by its module when that feature's code is loaded
// (injectSlice), so a visitor's first load does not carry the dashboards' state code.
import { combineSlices } from '@reduxjs/toolkit';
import appReducer from '../components/feedback/appSlice.js';
import alertsReducer from '../components/feedback/alertsSlice.js';
import authReducer from '../features/auth/authSlice.js';
import { api } from './api.js';

export const reducer = combineSlices(
  { app: appReducer, alerts: alertsReducer, auth: authReducer },
  api,
);

const stores = new Set();

/** Called by makeStore: an injected slice's state is created in every store at once. */
export function registerStore(store) {
  stores.add(store);
}

const SLICE_INJECTED = 'app/sliceInjected';

/** Adds a feature's slice to the reducer; its state exists as soon as this returns. */
export function injectSlice(slice) {
  reducer.inject(slice);
  for (const store of stores) store.dispatch({ type: SLICE_INJECTED, payload: slice.reducerPath });
}
