// The sign-in form's check: both fields must be filled. Two required fields need no schema library, and the
// sign-in page is on a visitor's first load, where every kilobyte counts (the other forms use Yup).
import { i18n } from '../../i18n/index.js';

/** The sign-in form's check: a message for each empty field, in the current language. */
export function validateLogin({ username, password }) {
  const errors = {};
  if (!username.trim()) errors.username = i18n._('auth.error.emailEmpty');
  if (!password) errors.password = i18n._('auth.error.passwordEmpty');
  return errors;
}
