// The auth endpoints (sign-in, sign-up, password reset). A 401 here means "wrong credentials", not "session expired",
// so these calls keep the stored session instead of reloading the page.
import { http } from '../../lib/http.js';
import { i18n } from '../../i18n/index.js';

const keep = { keepSessionOn401: true };

export const authApi = {
  /** POST /auth/signin: username is the email. Resolves with the user object (token, roles …). */
  signin: ({ username, password }) => http.post('/auth/signin', { username, password }, keep),

  /**
   * POST /auth/signup with a single role and the language the page is in (the account's language for
   * its mails, from the first one: the verification link). Resolves with the user object, like signin.
   */
  signup: ({ userName, email, password, role }) =>
    http.post('/auth/signup', { userName, password, email, roles: [role], language: i18n.locale }, keep),

  /** GET /auth/resetPassword?email=: mails a reset link. Resolves with {message}. */
  resetPassword: (email) => http.get('/auth/resetPassword', { query: { email }, ...keep }),

  /** POST /auth/updatePassword with the token from the mailed link. Resolves with {message}. */
  updatePassword: ({ password, token }) => http.post('/auth/updatePassword', { password, token }, keep),
};
