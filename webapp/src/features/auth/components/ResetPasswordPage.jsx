import { useState } from 'react';
import { Formik, Form as FormikForm } from 'formik';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import AuthCard from '../../../components/AuthCard.jsx';
import { FocusFirstError, TextField } from '../../../components/FormField.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import { alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../lib/http.js';
import { requestPasswordReset } from '../authSlice.js';
import { resetPasswordSchema } from '../schemas.js';

/** Asks for the account's email and mails a reset link; then shows the server's message and goes to /login. */
export default function ResetPasswordPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState(null);

  const onSubmit = async (values, { setSubmitting }) => {
    setError(null);
    const result = await dispatch(requestPasswordReset(values.email.trim()));
    setSubmitting(false);
    if (requestPasswordReset.fulfilled.match(result)) {
      dispatch(alertSuccess(result.payload || 'Please check your email for a link to reset your password.'));
      navigate('/login');
    } else {
      setError(result.payload?.message || UNEXPECTED_ERROR_MESSAGE);
    }
  };

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
      icon="bi-key"
      footer={
        <>
          Remembered it? <Link to="/login">Back to login</Link>
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
            <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
            <SubmitButton busy={isSubmitting} className="w-100" size="lg">
              SEND
            </SubmitButton>
          </FormikForm>
        )}
      </Formik>
    </AuthCard>
  );
}
