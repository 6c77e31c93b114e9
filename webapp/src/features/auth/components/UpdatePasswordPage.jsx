import { useState } from 'react';
import { Formik, Form as FormikForm } from 'formik';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import { useLingui } from '@lingui/react';
import AuthCard from '../../../components/AuthCard.jsx';
import { FocusFirstError, TextField } from '../../../components/FormField.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import { alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { updatePassword } from '../authSlice.js';
import { updatePasswordSchema } from '../schemas.js';

/** Sets a new password with the token from the mailed link; then shows the server's message and goes to /login. */
export default function UpdatePasswordPage() {
  const { _ } = useLingui();
  const { token } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState(null);

  const onSubmit = async (values, { setSubmitting }) => {
    setError(null);
    const result = await dispatch(updatePassword({ password: values.password, token }));
    setSubmitting(false);
    if (updatePassword.fulfilled.match(result)) {
      dispatch(alertSuccess(result.payload || _('auth.update.done')));
      navigate('/login');
    } else {
      setError(result.payload?.message || unexpectedErrorMessage());
    }
  };

  return (
    <AuthCard
      title={_('auth.update.title')}
      subtitle={_('auth.update.subtitle')}
      icon="bi-shield-lock"
      footer={
        <>
          {_('auth.update.expired')} <Link to="/resetpassword">{_('auth.update.requestNew')}</Link>
        </>
      }
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Formik
        initialValues={{ password: '', confirmPassword: '' }}
        validationSchema={updatePasswordSchema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <FormikForm noValidate>
            <FocusFirstError />
            <TextField name="password" label={_('auth.password')} type="password" autoComplete="new-password" />
            <TextField name="confirmPassword" label={_('auth.update.retype')} type="password" autoComplete="new-password" />
            <SubmitButton busy={isSubmitting} className="w-100" size="lg">
              {_('auth.update.submit')}
            </SubmitButton>
          </FormikForm>
        )}
      </Formik>
    </AuthCard>
  );
}
