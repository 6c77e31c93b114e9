// Who may do what with a review on a consultant's profile. Kept apart from the forms' schemas (and
// Yup) so a visitor's first load of a profile carries none of it (perf/budget.test.js).
import { ROLES } from '../../lib/roles.js';

/** Whether the viewer is the consultant a profile belongs to (who may reply to its reviews). */
export function isProfileOwner(auth, consultantId) {
  return Boolean(auth?.loggedIn && auth.type === ROLES.CONSULTANT && auth.consultantId != null && String(auth.consultantId) === String(consultantId));
}

/** What the viewer may do with a shown review: reply (its consultant, once) and report (anyone signed in). */
export function reviewActions(review, viewer) {
  return {
    reply: Boolean(viewer?.owner && !review.reply),
    report: Boolean(viewer?.loggedIn),
  };
}
