import { useState } from 'react';
import { Formik, Form as FormikForm } from 'formik';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import AuthCard from '../../../components/AuthCard.jsx';
import { FocusFirstError, TextField } from '../../../components/FormField.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../lib/http.js';
import { ROLES, rolePages } from '../../../lib/roles.js';
import { signup } from '../authSlice.js';
import { signupSchema } from '../schemas.js';

// Statuses whose server message is shown (spec §8; 409 is a duplicate email).
const SHOWN_STATUSES = new Set([400, 403, 409]);
const FORM_FIELDS = ['userName', 'email', 'password'];

const COPY = {
  [ROLES.CONSULTEE]: {
    title: 'Sign Up as a Consultee',
    subtitle: 'Create an account to book video consultations with verified professionals.',
    icon: 'bi-person-plus',
    other: { to: '/signupconsultant', text: 'Want to offer consultations? Sign up as a Consultant' },
  },
  [ROLES.CONSULTANT]: {
    title: 'Sign Up as a Consultant',
    subtitle: 'Create an account, set up your profile and start earning from your expertise.',
    icon: 'bi-briefcase',
    other: { to: '/signupconsultee', text: 'Looking for advice? Sign up as a Consultee' },
  },
};

/** Sign-up for one account type; on success the user is logged in and sent to their profile form. */
export default function SignupPage({ role }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState(null);
  const copy = COPY[role];

  const onSubmit = async (values, { setSubmitting, setErrors }) => {
    setError(null);
    const result = await dispatch(
      signup({
        userName: values.userName.trim(),
        email: values.email.trim(),
        password: values.password,
        role,
      }),
    );
    setSubmitting(false);
    if (signup.fulfilled.match(result)) {
      navigate(rolePages(role).form, { replace: true });
      return;
    }
    const failure = result.payload ?? {};
    if (failure.fields && typeof failure.fields === 'object') {
      const fieldErrors = Object.fromEntries(
        Object.entries(failure.fields).filter(([k, v]) => FORM_FIELDS.includes(k) && typeof v === 'string'),
      );
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
    }
    const shown = SHOWN_STATUSES.has(failure.status) || failure.status === 0;
    setError(shown && failure.message ? failure.message : UNEXPECTED_ERROR_MESSAGE);
  };

  return (
    <AuthCard
      title={copy.title}
      subtitle={copy.subtitle}
      icon={copy.icon}
      footer={
        <>
          <div>
            Already registered? <Link to="/login">Log in</Link>
          </div>
          <div className="mt-1 small">
            <Link to={copy.other.to}>{copy.other.text}</Link>
          </div>
        </>
      }
    >
      {error && (
        <Alert variant="danger" className="d-flex gap-2 align-items-start" role="alert">
          <i className="bi bi-exclamation-octagon-fill" aria-hidden="true" />
          <span>{error}</span>
        </Alert>
      )}
      <Formik
        initialValues={{ userName: '', email: '', password: '', confirmPassword: '' }}
        validationSchema={signupSchema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <FormikForm noValidate>
            <FocusFirstError />
            <TextField name="userName" label="User Name" autoComplete="name" />
            <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
            <TextField name="password" label="Password" type="password" autoComplete="new-password" />
            <TextField
              name="confirmPassword"
              label="Re-enter Password"
              type="password"
              autoComplete="new-password"
            />
            <p className="small text-muted">
              By signing up you confirm that you are at least 18 years old and agree to our{' '}
              <Link to="/terms-conditions">Terms &amp; Conditions</Link> and{' '}
              <Link to="/privacy-policy">Privacy Policy</Link>.
            </p>
            <SubmitButton busy={isSubmitting} className="w-100" size="lg">
              Sign Up
            </SubmitButton>
          </FormikForm>
        )}
      </Formik>
    </AuthCard>
  );
}
