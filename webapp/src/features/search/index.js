// The search feature's public entry: what other features may use (eslint.config.js).
export { useAvailableDaysQuery } from './discoveryApi.js';
export { default as ReviewList } from './ReviewList.jsx';
