// The cancellation feature's public entry: what other features may use (eslint.config.js).
export { default as CancelBooking } from './CancelBooking.jsx';
export { default as RescheduleBooking, canReschedule } from './RescheduleBooking.jsx';
