// The consultee feature's public entry: what other features may use (eslint.config.js).
export { consultantOf } from './bookingViews.js';
