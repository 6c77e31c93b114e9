import { combineReducers, configureStore } from '@reduxjs/toolkit';
import authReducer, { logOut } from '../features/auth/authSlice.js';
import categoriesReducer from '../features/categories/categoriesSlice.js';
import consulteeReducer from '../features/consultee/consulteeSlice.js';
import bookingReducer from '../features/booking/bookingSlice.js';
import consultantReducer from '../features/consultant/consultantSlice.js';
import adminReducer from '../features/admin/adminSlice.js';
import meetingReducer from '../features/meeting/meetingSlice.js';
import ratingReducer from '../features/rating/ratingSlice.js';
import appReducer from '../components/feedback/appSlice.js';
import alertsReducer from '../components/feedback/alertsSlice.js';
import { api } from './api.js';

const combined = combineReducers({
  app: appReducer,
  alerts: alertsReducer,
  auth: authReducer,
  categories: categoriesReducer,
  consultee: consulteeReducer,
  booking: bookingReducer,
  consultant: consultantReducer,
  admin: adminReducer,
  meeting: meetingReducer,
  rating: ratingReducer,
  [api.reducerPath]: api.reducer,
});

/** The app's reducer; on logout, whatever belonged to the user is forgotten with them. */
export function rootReducer(state, action) {
  if (action.type === logOut.type && state) {
    const forget = {
      consultee: undefined, booking: undefined, consultant: undefined, admin: undefined, meeting: undefined, rating: undefined,
      [api.reducerPath]: undefined,
    };
    return combined({ ...state, ...forget }, action);
  }
  return combined(state, action);
}

/** A new store; tests pass a preloaded state. */
export function makeStore(preloadedState) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
