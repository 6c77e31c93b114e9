import { useState } from 'react';
import { Formik, Form as FormikForm } from 'formik';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import AuthCard from '../../../components/AuthCard.jsx';
import { FocusFirstError, TextField } from '../../../components/FormField.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import { alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../lib/http.js';
import { updatePassword } from '../authSlice.js';
import { updatePasswordSchema } from '../schemas.js';

/** Sets a new password with the token from the mailed link; then shows the server's message and goes to /login. */
export default function UpdatePasswordPage() {
  const { token } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState(null);

  const onSubmit = async (values, { setSubmitting }) => {
    setError(null);
    const result = await dispatch(updatePassword({ password: values.password, token }));
    setSubmitting(false);
    if (updatePassword.fulfilled.match(result)) {
      dispatch(alertSuccess(result.payload || 'Your password has been updated.'));
      navigate('/login');
    } else {
      setError(result.payload?.message || UNEXPECTED_ERROR_MESSAGE);
    }
  };

  return (
    <AuthCard
      title="Choose a New Password"
      subtitle="Enter your new password twice."
      icon="bi-shield-lock"
      footer={
        <>
          Link expired? <Link to="/resetpassword">Request a new one</Link>
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
            <TextField name="password" label="Password" type="password" autoComplete="new-password" />
            <TextField name="confirmPassword" label="Re Type Password" type="password" autoComplete="new-password" />
            <SubmitButton busy={isSubmitting} className="w-100" size="lg">
              RESET
            </SubmitButton>
          </FormikForm>
        )}
      </Formik>
    </AuthCard>
  );
}
