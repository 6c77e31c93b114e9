import { useState } from 'react';
import { Formik, Form as FormikForm } from 'formik';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import { Trans, useLingui } from '@lingui/react';
import AuthCard from '../../../components/AuthCard.jsx';
import { FocusFirstError, TextField } from '../../../components/FormField.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { ROLES, rolePages } from '../../../lib/roles.js';
import { signup } from '../authSlice.js';
import { signupSchema } from '../schemas.js';
import { msg } from '../../../i18n/index.js';

// Statuses whose server message tells the person what to fix (409 is a duplicate email); other
// failures get the generic message.
const SHOWN_STATUSES = new Set([400, 403, 409]);
const FORM_FIELDS = ['userName', 'email', 'password'];


const COPY = {
  [ROLES.CONSULTEE]: {
    title: msg('auth.signup.consultee.title'),
    subtitle: msg('auth.signup.consultee.subtitle'),
    icon: 'bi-person-plus',
    other: { to: '/signupconsultant', text: msg('auth.signup.consultee.other') },
  },
  [ROLES.CONSULTANT]: {
    title: msg('auth.signup.consultant.title'),
    subtitle: msg('auth.signup.consultant.subtitle'),
    icon: 'bi-briefcase',
    other: { to: '/signupconsultee', text: msg('auth.signup.consultant.other') },
  },
};

/** Sign-up for one account type; on success the user is logged in and sent to their profile form. */
export default function SignupPage({ role }) {
  const { _ } = useLingui();
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
    setError(shown && failure.message ? failure.message : unexpectedErrorMessage());
  };

  return (
    <AuthCard
      title={_(copy.title)}
      subtitle={_(copy.subtitle)}
      icon={copy.icon}
      footer={
        <>
          <div>
            {_('auth.signup.registered')} <Link to="/login">{_('auth.signup.logIn')}</Link>
          </div>
          <div className="mt-1 small">
            <Link to={copy.other.to}>{_(copy.other.text)}</Link>
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
            <TextField name="userName" label={_('auth.signup.userName')} autoComplete="name" />
            <TextField name="email" label={_('auth.email')} type="email" autoComplete="email" inputMode="email" />
            <TextField name="password" label={_('auth.password')} type="password" autoComplete="new-password" />
            <TextField
              name="confirmPassword"
              label={_('auth.signup.reenter')}
              type="password"
              autoComplete="new-password"
            />
            <p className="small text-muted">
              <Trans
                id="auth.signup.agree"
                components={{ 0: <Link to="/terms-conditions" />, 1: <Link to="/privacy-policy" /> }}
              />
            </p>
            <SubmitButton busy={isSubmitting} className="w-100" size="lg">
              {_('auth.signup.submit')}
            </SubmitButton>
          </FormikForm>
        )}
      </Formik>
    </AuthCard>
  );
}
