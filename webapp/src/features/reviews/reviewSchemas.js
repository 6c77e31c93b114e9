// The reply and reason forms' rules, as the server keeps them (api/review): a reply of at most 1,000
// characters, a reason (a report's or the admin's) of at most 500; both required, blank is not text.
import * as Yup from 'yup';

export const MAX_REPLY = 1000;
export const MAX_REASON = 500;

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
