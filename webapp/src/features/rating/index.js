// The rating feature's public entry: what other features may use (eslint.config.js).
export { ratingApi } from './ratingApi.js';
