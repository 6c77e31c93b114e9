// Yup schemas of the auth forms; the messages are the spec's (§5).
import * as Yup from 'yup';

export const INVALID_EMAIL = 'Please enter a valid email address';

export const signupSchema = Yup.object({
  userName: Yup.string().trim().required('Cannot leave User Name empty'),
  email: Yup.string().trim().required('Cannot leave Email empty').email(INVALID_EMAIL),
  password: Yup.string().required('Cannot leave Password empty'),
  confirmPassword: Yup.string()
    .required('Cannot leave this field empty')
    .oneOf([Yup.ref('password')], 'Passwords do not match'),
});

export const resetPasswordSchema = Yup.object({
  email: Yup.string().trim().required('Cannot leave Email empty').email(INVALID_EMAIL),
});

export const updatePasswordSchema = Yup.object({
  password: Yup.string().required('Cannot leave Password empty'),
  confirmPassword: Yup.string()
    .required('Cannot leave this field empty')
    .oneOf([Yup.ref('password')], 'Passwords do not match'),
});
