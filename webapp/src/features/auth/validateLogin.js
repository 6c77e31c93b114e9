// The sign-in form's check (spec §5 messages). Two required fields need no schema library, and the
// sign-in page is on a visitor's first load, where every kilobyte counts (the other forms use Yup).

/** Formik's `validate` for the sign-in form: a message for each empty field. */
export function validateLogin({ username, password }) {
  const errors = {};
  if (!username.trim()) errors.username = 'Cannot leave Email empty';
  if (!password) errors.password = 'Cannot leave Password empty';
  return errors;
}
