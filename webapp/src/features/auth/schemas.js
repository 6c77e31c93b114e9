// Yup schemas of the auth forms; the messages are the product's own wording, looked up when a field is checked
// so that they are in the language of the moment.
import * as Yup from 'yup';
import { i18n } from '../../i18n/index.js';

const email = () =>
  Yup.string()
    .trim()
    .required(() => i18n._('auth.error.emailEmpty'))
    .email(() => i18n._('auth.error.emailInvalid'));
const password = () => Yup.string().required(() => i18n._('auth.error.passwordEmpty'));
const confirmPassword = () =>
  Yup.string()
    .required(() => i18n._('auth.error.fieldEmpty'))
    .oneOf([Yup.ref('password')], () => i18n._('auth.error.passwordsDiffer'));

export const signupSchema = Yup.object({
  userName: Yup.string()
    .trim()
    .required(() => i18n._('auth.error.userNameEmpty')),
  email: email(),
  password: password(),
  confirmPassword: confirmPassword(),
});

export const resetPasswordSchema = Yup.object({ email: email() });

export const updatePasswordSchema = Yup.object({ password: password(), confirmPassword: confirmPassword() });
