// The refund feature's public entry: every refund screen lives in this folder — the consultee's
// refund lines and bank account on an invoice, reporting a problem with a held session (which opens
// a refund request), and the admin's refund requests, decisions and settlements. Other features and
// the app's pages import from here only (eslint's import boundaries, eslint.config.js).
export { default as InvoiceRefunds } from './components/InvoiceRefunds.jsx';
export { default as ReportProblem } from './components/ReportProblem.jsx';
export { default as RefundRequests } from './components/RefundRequests.jsx';
export { default as RefundsToSettle } from './components/RefundsToSettle.jsx';
