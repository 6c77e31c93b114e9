import { useState } from 'react';
import { Formik, Form as FormikForm } from 'formik';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import { useLingui } from '@lingui/react';
import AuthCard from '../../../components/AuthCard.jsx';
import { FocusFirstError, TextField } from '../../../components/FormField.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import { alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { requestPasswordReset } from '../authSlice.js';
import { resetPasswordSchema } from '../schemas.js';

/** Asks for the account's email and mails a reset link; then shows the server's message and goes to /login. */
export default function ResetPasswordPage() {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState(null);

  const onSubmit = async (values, { setSubmitting }) => {
    setError(null);
    const result = await dispatch(requestPasswordReset(values.email.trim()));
    setSubmitting(false);
    if (requestPasswordReset.fulfilled.match(result)) {
      dispatch(alertSuccess(result.payload || _('auth.reset.sent')));
      navigate('/login');
    } else {
      setError(result.payload?.message || unexpectedErrorMessage());
    }
  };

  return (
    <AuthCard
      title={_('auth.reset.title')}
      subtitle={_('auth.reset.subtitle')}
      icon="bi-key"
      footer={
        <>
          {_('auth.reset.remembered')} <Link to="/login">{_('auth.reset.backToLogin')}</Link>
        </>
      }
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Formik initialValues={{ email: '' }} validationSchema={resetPasswordSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <FormikForm noValidate>
            <FocusFirstError />
            <TextField name="email" label={_('auth.email')} type="email" autoComplete="email" inputMode="email" />
            <SubmitButton busy={isSubmitting} className="w-100" size="lg">
              {_('auth.reset.submit')}
            </SubmitButton>
          </FormikForm>
        )}
      </Formik>
    </AuthCard>
  );
}
