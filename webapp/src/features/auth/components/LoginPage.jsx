import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useLingui } from '@lingui/react';
import AuthCard from '../../../components/AuthCard.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import useTimedMessage from '../../../lib/useTimedMessage.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { defaultPathFor } from '../../../lib/roles.js';
import { authStateFromUser, login } from '../authSlice.js';
import { validateLogin } from '../validateLogin.js';

// Statuses whose server message is shown in the red banner: the ones that tell the person what to do
// (wrong credentials, too many attempts); other failures get the generic message.
const SHOWN_STATUSES = new Set([400, 401, 403, 429]);

/**
 * One labelled field of the sign-in form, marked and described when `error` is set. The sign-in page is
 * on a visitor's first load, so its two fields are plain state rather than Formik (12.7 kB gzip, which
 * would take the page over its 150 kB budget); they behave like the Formik fields of the other forms.
 */
function SignInField({ id, label, error, ...inputProps }) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...inputProps} isInvalid={Boolean(error)} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/** 'Access Your Account': email and password; the server's refusal shows for 4 seconds. */
export default function LoginPage() {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [banner, showBanner, clearBanner] = useTimedMessage(4000);
  const id = useId();
  const [values, setValues] = useState({ username: '', password: '' });
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  // Messages appear from the first submit on, then follow the typing (and the language).
  const errors = attempted ? validateLogin(values) : {};
  const onChange = (e) => setValues((v) => ({ ...v, [e.target.name]: e.target.value }));

  const onSubmit = async (e) => {
    e.preventDefault();
    setAttempted(true);
    const problems = validateLogin(values);
    const first = ['username', 'password'].find((name) => problems[name]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    clearBanner();
    setBusy(true);
    const result = await dispatch(login({ username: values.username.trim(), password: values.password }));
    setBusy(false);
    if (login.fulfilled.match(result)) {
      const from = location.state?.from;
      navigate(from && from !== '/login' ? from : defaultPathFor(authStateFromUser(result.payload)), {
        replace: true,
      });
      return;
    }
    const failure = result.payload ?? {};
    if (SHOWN_STATUSES.has(failure.status)) {
      showBanner(failure.message || _('auth.login.invalid'));
    } else {
      showBanner(failure.status === 0 ? failure.message : unexpectedErrorMessage());
    }
  };

  return (
    <AuthCard
      title={_('auth.login.title')}
      subtitle={_('auth.login.subtitle')}
      icon="bi-person-lock"
      footer={
        <>
          {_('auth.login.notRegistered')} <Link to="/">{_('auth.login.register')}</Link>
        </>
      }
    >
      {banner && (
        <Alert variant="danger" className="d-flex gap-2 align-items-start" role="alert">
          <i className="bi bi-exclamation-octagon-fill" aria-hidden="true" />
          <span>{banner}</span>
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit}>
        <SignInField
          id={`${id}-username`}
          name="username"
          label={_('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={values.username}
          onChange={onChange}
          error={errors.username}
        />
        <SignInField
          id={`${id}-password`}
          name="password"
          label={_('auth.password')}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={onChange}
          error={errors.password}
        />
        <div className="d-flex justify-content-end mb-3">
          <a href="#/resetpassword" className="small">
            {_('auth.login.forgot')}
          </a>
        </div>
        <SubmitButton busy={busy} className="w-100" size="lg">
          {_('auth.login.submit')}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
