// Reviews answered and moderated: the actions under a review on a profile, and the admin's tab.
export { default as ReviewActions } from './ReviewActions.jsx';
export { default as ReportedReviews } from './ReportedReviews.jsx';
export { isProfileOwner } from './reviewRules.js';
