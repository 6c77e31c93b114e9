// Registrations of regulated professionals (issue 33): the consultant's panel and the admin's review.
export { default as CredentialsPanel } from './CredentialsPanel.jsx';
export { default as CredentialsReview } from './CredentialsReview.jsx';
