// The money feature's public entry: what other features may use (eslint.config.js).
export { default as InvoiceTimeline } from './InvoiceTimeline.jsx';
