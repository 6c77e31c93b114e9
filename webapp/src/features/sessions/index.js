// The sessions feature's public entry: what other features may use (eslint.config.js).
export { default as BookingCard } from './BookingCard.jsx';
export { sessionsApi, usePreviousSessionsQuery } from './sessionsApi.js';
