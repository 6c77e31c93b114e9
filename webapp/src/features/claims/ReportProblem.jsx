import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Formik, Form as FormikForm } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { alertSuccess } from '../../components/feedback/alertsSlice.js';
import { useReportProblemMutation } from './claimsApi.js';

/** How long after a session a problem can be reported (rules.FaultReportWindow; the refund policy says the same). */
export const REPORT_WINDOW_DAYS = 7;

const CAUSES = [
  {
    value: 'TECHNICAL_FAULT',
    label: 'A technical fault',
    hint: 'The video or sound did not work. An admin reviews it; if they do not decide, you are refunded in full.',
  },
  {
    value: 'UNSATISFACTORY',
    label: 'The session was unsatisfactory',
    hint: 'For example, the consultant was very late or the advice was outside their stated expertise. An admin decides what, if anything, is refunded.',
  },
];

const validate = ({ description }) => (description.trim() ? {} : { description: 'Please describe what went wrong.' });

/**
 * Report a problem with a session that was held, within 7 days of its end: a technical fault or an
 * unsatisfactory session, and what went wrong. The admin decides the refund. `onReported()` after the
 * server has recorded it.
 */
export default function ReportProblem({ booking, onReported }) {
  const [open, setOpen] = useState(false);
  const [report, { isLoading, error, reset }] = useReportProblemMutation();
  const dispatch = useDispatch();
  const close = () => {
    setOpen(false);
    reset();
  };
  const submit = async ({ cause, description }) => {
    const res = await report({ bookingId: booking.id, cause, description: description.trim() });
    if (res.error) return;
    dispatch(alertSuccess(res.data?.message || 'Your report was sent to an admin.'));
    close();
    onReported?.();
  };
  return (
    <>
      <Button variant="outline-secondary" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        <i className="bi bi-flag me-1" aria-hidden="true" />
        Report a problem
      </Button>
      <Modal show={open} onHide={isLoading ? () => {} : close} centered aria-labelledby={`problem-title-${booking.id}`}>
        <Formik initialValues={{ cause: 'TECHNICAL_FAULT', description: '' }} validate={validate} onSubmit={submit}>
          {({ values, errors, touched, handleChange, handleBlur }) => (
            <FormikForm noValidate>
              <Modal.Header closeButton={!isLoading}>
                <Modal.Title id={`problem-title-${booking.id}`} as="h2" className="h5">
                  Report a problem with this session
                </Modal.Title>
              </Modal.Header>
              <Modal.Body>
                <p className="small text-muted">
                  You can report a problem up to {REPORT_WINDOW_DAYS} days after the session. An admin reads it and decides the refund.
                </p>
                {error && <Alert variant="danger">{error.message || 'Your report could not be sent. Please try again.'}</Alert>}
                <fieldset className="mb-3">
                  <legend className="form-label fs-6">What went wrong?</legend>
                  {CAUSES.map((c) => (
                    <Form.Check key={c.value} type="radio" id={`problem-${booking.id}-${c.value}`} name="cause" value={c.value}
                      checked={values.cause === c.value} onChange={handleChange}
                      label={<><span className="fw-semibold">{c.label}</span><small className="d-block text-muted">{c.hint}</small></>}
                    />
                  ))}
                </fieldset>
                <Form.Group controlId={`problem-description-${booking.id}`}>
                  <Form.Label>Tell us what happened</Form.Label>
                  <Form.Control as="textarea" rows={4} maxLength={1000} name="description" value={values.description}
                    onChange={handleChange} onBlur={handleBlur} isInvalid={touched.description && Boolean(errors.description)} />
                  <Form.Control.Feedback type="invalid">{errors.description}</Form.Control.Feedback>
                </Form.Group>
              </Modal.Body>
              <Modal.Footer>
                <Button variant="outline-secondary" onClick={close} disabled={isLoading}>
                  Not now
                </Button>
                <Button type="submit" variant="primary" disabled={isLoading}>
                  Send report
                </Button>
              </Modal.Footer>
            </FormikForm>
          )}
        </Formik>
      </Modal>
    </>
  );
}
