// The categories feature's public entry: what other features may use (eslint.config.js).
export { categoryLabel } from './categoryLabel.js';
