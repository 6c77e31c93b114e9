import { configureStore } from '@reduxjs/toolkit';
import { logOut, selectViewerZone } from '../features/auth/authSlice.js';
import { setViewerZone } from '../lib/viewerZone.js';
import { reducer, registerStore } from './reducer.js';
import { api } from './api.js';

// What belongs to the signed-in user, forgotten with them on logout.
const USER_STATE = ['consultee', 'booking', 'consultant', 'admin', 'meeting', 'rating', api.reducerPath];

/** The app's reducer; on logout, whatever belonged to the user is forgotten with them. */
export function rootReducer(state, action) {
  if (action.type === logOut.type && state) {
    const forget = Object.fromEntries(USER_STATE.filter((key) => key in state).map((key) => [key, undefined]));
    return reducer({ ...state, ...forget }, action);
  }
  return reducer(state, action);
}

/** A new store; tests pass a preloaded state. */
export function makeStore(preloadedState) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  registerStore(store);
  // Times are shown in the signed-in user's zone (lib/viewerZone.js): set now, and again whenever it
  // changes (sign-in, sign-out, a profile saved with another zone).
  let zone = selectViewerZone(store.getState());
  setViewerZone(zone);
  store.subscribe(() => {
    const next = selectViewerZone(store.getState());
    if (next === zone) return;
    zone = next;
    setViewerZone(zone);
  });
  return store;
}
