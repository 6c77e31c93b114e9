import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Formik, Form as FormikForm } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useLingui } from '@lingui/react';
import { alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { useReportProblemMutation } from '../claimsApi.js';
import { msg } from '../../../i18n/index.js';

/** How long after a session a problem can be reported (rules.FaultReportWindow; the refund policy says the same). */
export const REPORT_WINDOW_DAYS = 7;

const CAUSES = [
  { value: 'TECHNICAL_FAULT', label: msg('booking.claim.technical'), hint: msg('booking.claim.technicalHint') },
  { value: 'UNSATISFACTORY', label: msg('booking.claim.unsatisfactory'), hint: msg('booking.claim.unsatisfactoryHint') },
];

// The error is a message id, translated when shown (so it follows a language switch).
const validate = ({ description }) => (description.trim() ? {} : { description: msg('booking.claim.describe') });

/**
 * Report a problem with a session that was held, within 7 days of its end: a technical fault or an
 * unsatisfactory session, and what went wrong. The admin decides the refund. `onReported()` after the
 * server has recorded it.
 */
export default function ReportProblem({ booking, onReported }) {
  const { _ } = useLingui();
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
    dispatch(alertSuccess(res.data?.message || _('booking.claim.sent')));
    close();
    onReported?.();
  };
  return (
    <>
      <Button variant="outline-secondary" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        <i className="bi bi-flag me-1" aria-hidden="true" />
        {_('booking.claim.button')}
      </Button>
      <Modal show={open} onHide={isLoading ? () => {} : close} centered aria-labelledby={`problem-title-${booking.id}`}>
        <Formik initialValues={{ cause: 'TECHNICAL_FAULT', description: '' }} validate={validate} onSubmit={submit}>
          {({ values, errors, touched, handleChange, handleBlur }) => (
            <FormikForm noValidate>
              <Modal.Header closeButton={!isLoading} closeLabel={_('common.close')}>
                <Modal.Title id={`problem-title-${booking.id}`} as="h2" className="h5">
                  {_('booking.claim.title')}
                </Modal.Title>
              </Modal.Header>
              <Modal.Body>
                <p className="small text-muted">{_('booking.claim.rules', { days: REPORT_WINDOW_DAYS })}</p>
                {error && <Alert variant="danger">{error.message || _('booking.claim.failed')}</Alert>}
                <fieldset className="mb-3">
                  <legend className="form-label fs-6">{_('booking.claim.whatWentWrong')}</legend>
                  {CAUSES.map((c) => (
                    <Form.Check key={c.value} type="radio" id={`problem-${booking.id}-${c.value}`} name="cause" value={c.value}
                      checked={values.cause === c.value} onChange={handleChange}
                      label={<><span className="fw-semibold">{_(c.label)}</span><small className="d-block text-muted">{_(c.hint)}</small></>}
                    />
                  ))}
                </fieldset>
                <Form.Group controlId={`problem-description-${booking.id}`}>
                  <Form.Label>{_('booking.claim.tellUs')}</Form.Label>
                  <Form.Control as="textarea" rows={4} maxLength={1000} name="description" value={values.description}
                    onChange={handleChange} onBlur={handleBlur} isInvalid={touched.description && Boolean(errors.description)} />
                  <Form.Control.Feedback type="invalid">{errors.description && _(errors.description)}</Form.Control.Feedback>
                </Form.Group>
              </Modal.Body>
              <Modal.Footer>
                <Button variant="outline-secondary" onClick={close} disabled={isLoading}>
                  {_('booking.claim.notNow')}
                </Button>
                <Button type="submit" variant="primary" disabled={isLoading}>
                  {_('booking.claim.submit')}
                </Button>
              </Modal.Footer>
            </FormikForm>
          )}
        </Formik>
      </Modal>
    </>
  );
}
