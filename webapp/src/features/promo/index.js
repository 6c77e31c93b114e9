// Promo codes (issue 34, point 6): the admin's page; the consultee's field is in the booking dialog.
export { default as PromoCodes } from './PromoCodes.jsx';
