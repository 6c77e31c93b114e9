// The reply and reason forms' rules, as the server keeps them (api/review): a reply of at most 1,000
// characters, a reason (a report's or the admin's) of at most 500; both required, blank is not text.
import * as Yup from 'yup';
import { ROLES } from '../../lib/roles.js';

export const MAX_REPLY = 1000;
export const MAX_REASON = 500;

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

export const replySchema = Yup.object({
  text: Yup.string()
    .trim()
    .required('reviews.reply.required')
    .max(MAX_REPLY, { id: 'reviews.reply.max', values: { max: MAX_REPLY } }),
});

export const reasonSchema = Yup.object({
  reason: Yup.string()
    .trim()
    .required('reviews.reason.required')
    .max(MAX_REASON, { id: 'reviews.reason.max', values: { max: MAX_REASON } }),
});
