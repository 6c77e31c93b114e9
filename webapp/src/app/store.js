import { combineReducers, configureStore } from '@reduxjs/toolkit';
import authReducer from '../features/auth/authSlice.js';
import categoriesReducer from '../features/categories/categoriesSlice.js';
import appReducer from '../components/feedback/appSlice.js';
import alertsReducer from '../components/feedback/alertsSlice.js';

export const rootReducer = combineReducers({
  app: appReducer,
  alerts: alertsReducer,
  auth: authReducer,
  categories: categoriesReducer,
});

/** A new store; tests pass a preloaded state. */
export function makeStore(preloadedState) {
  return configureStore({ reducer: rootReducer, preloadedState });
}
