import { Formik, Form as FormikForm } from 'formik';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FocusFirstError, TextAreaField } from '../../components/FormField.jsx';
import SubmitButton from '../../components/SubmitButton.jsx';
import { reasonSchema } from './reviewSchemas.js';

/**
 * A modal asking for a reason (a report's, or the admin's for hiding or restoring): `title`, `lead`,
 * the send button's `sendLabel`; `onSubmit(reason)` resolves when done; `error` is the server's refusal.
 */
export default function ReasonDialog({ show, title, lead, sendLabel, variant = 'primary', error, onSubmit, onCancel }) {
  const { _ } = useLingui();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="reason-dialog-title">
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={reasonSchema}
        onSubmit={async ({ reason }, { setSubmitting }) => {
          await onSubmit(reason.trim());
          setSubmitting(false);
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm noValidate>
            <FocusFirstError />
            <Modal.Header closeButton>
              <Modal.Title id="reason-dialog-title" as="h2" className="h5">
                {title}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <p>{lead}</p>
              {error && (
                <Alert variant="danger" role="alert">
                  {error}
                </Alert>
              )}
              <TextAreaField name="reason" label={_('reviews.reason.label')} rows={3} className="mb-0" />
            </Modal.Body>
            <Modal.Footer>
              <Button variant="outline-secondary" onClick={onCancel}>
                {_('reviews.cancel')}
              </Button>
              <SubmitButton busy={isSubmitting} variant={variant}>
                {sendLabel}
              </SubmitButton>
            </Modal.Footer>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
