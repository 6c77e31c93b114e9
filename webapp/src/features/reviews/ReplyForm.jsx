import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Formik, Form as FormikForm } from 'formik';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FocusFirstError, TextAreaField } from '../../components/FormField.jsx';
import SubmitButton from '../../components/SubmitButton.jsx';
import { alertSuccess } from '../../components/feedback/alertsSlice.js';
import { unexpectedErrorMessage } from '../../lib/http.js';
import { i18n } from '../../i18n/index.js';
import { replySchema } from './reviewSchemas.js';
import { useReplyToReviewMutation } from './reviewsApi.js';

/** The consultant's one public reply to a review, written under it; `onClose` when sent or cancelled. */
export default function ReplyForm({ reviewId, onClose }) {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const [reply] = useReplyToReviewMutation();
  const [error, setError] = useState(null);
  const onSubmit = async ({ text }, { setSubmitting }) => {
    setError(null);
    const result = await reply({ id: reviewId, text: text.trim() });
    setSubmitting(false);
    if (result.error) {
      setError(result.error.message || unexpectedErrorMessage());
      return;
    }
    dispatch(alertSuccess(i18n._('reviews.reply.sent')));
    onClose();
  };
  return (
    <Formik initialValues={{ text: '' }} validationSchema={replySchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label={_('reviews.reply.formLabel')} className="review-reply-form mt-2">
          <FocusFirstError />
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <TextAreaField name="text" label={_('reviews.reply.label')} rows={3} className="mb-2" />
          <p className="small text-muted">{_('reviews.reply.help')}</p>
          <div className="d-flex flex-wrap gap-2">
            <SubmitButton busy={isSubmitting} size="sm">
              {_('reviews.reply.send')}
            </SubmitButton>
            <Button variant="outline-secondary" size="sm" onClick={onClose}>
              {_('reviews.cancel')}
            </Button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}
