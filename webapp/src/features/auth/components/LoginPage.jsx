import { Formik, Form as FormikForm } from 'formik';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import AuthCard from '../../../components/AuthCard.jsx';
import { FocusFirstError, TextField } from '../../../components/FormField.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import useTimedMessage from '../../../lib/useTimedMessage.js';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../lib/http.js';
import { defaultPathFor } from '../../../lib/roles.js';
import { authStateFromUser, login } from '../authSlice.js';
import { validateLogin } from '../validateLogin.js';

// Statuses whose server message is shown in the red banner (spec §8, plus 401 and 429).
const SHOWN_STATUSES = new Set([400, 401, 403, 429]);

/** 'Access Your Account': email and password; the server's refusal shows for 4 seconds. */
export default function LoginPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [banner, showBanner, clearBanner] = useTimedMessage(4000);

  const onSubmit = async (values, { setSubmitting }) => {
    clearBanner();
    const result = await dispatch(login({ username: values.username.trim(), password: values.password }));
    setSubmitting(false);
    if (login.fulfilled.match(result)) {
      const from = location.state?.from;
      navigate(from && from !== '/login' ? from : defaultPathFor(authStateFromUser(result.payload)), {
        replace: true,
      });
      return;
    }
    const failure = result.payload ?? {};
    if (SHOWN_STATUSES.has(failure.status)) {
      showBanner(failure.message || 'Invalid email or password.');
    } else {
      showBanner(failure.status === 0 ? failure.message : UNEXPECTED_ERROR_MESSAGE);
    }
  };

  return (
    <AuthCard
      title="Access Your Account"
      subtitle="Log in to book, join and manage your consultations."
      icon="bi-person-lock"
      footer={
        <>
          Not Registered? <Link to="/">Register Here</Link>
        </>
      }
    >
      {banner && (
        <Alert variant="danger" className="d-flex gap-2 align-items-start" role="alert">
          <i className="bi bi-exclamation-octagon-fill" aria-hidden="true" />
          <span>{banner}</span>
        </Alert>
      )}
      <Formik initialValues={{ username: '', password: '' }} validate={validateLogin} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <FormikForm noValidate>
            <FocusFirstError />
            <TextField name="username" label="Email" type="email" autoComplete="username" inputMode="email" />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" />
            <div className="d-flex justify-content-end mb-3">
              <a href="#/resetpassword" className="small">
                Forgot your password?
              </a>
            </div>
            <SubmitButton busy={isSubmitting} className="w-100" size="lg">
              Login
            </SubmitButton>
          </FormikForm>
        )}
      </Formik>
    </AuthCard>
  );
}
