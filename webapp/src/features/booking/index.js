// The booking feature's public entry: what other features may use (eslint.config.js).
export { invoiceApi } from './invoiceApi.js';
export { default as OpenDays } from './components/OpenDays.jsx';
