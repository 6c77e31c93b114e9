// The documents feature's public entry: receipts and statements as PDF (eslint.config.js).
export { default as ReceiptButton } from './components/ReceiptButton.jsx';
export { default as MonthlyStatement } from './components/MonthlyStatement.jsx';
