import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useLingui } from '@lingui/react';
import { alertSuccess } from '../../components/feedback/alertsSlice.js';
import { useCancelBookingMutation } from './cancellationApi.js';

/** A day before the start: the refund rules change there (refund.Decide in models/refund/policy.go). */
const FULL_REFUND_BEFORE_SECONDS = 24 * 60 * 60;

/** What cancelling means for the person cancelling, before they confirm. */
function consequence(_, asConsultant, secondsToStart) {
  if (asConsultant) return _('booking.cancel.consultantPenalty');
  if (secondsToStart > FULL_REFUND_BEFORE_SECONDS) return _('booking.cancel.fullRefund');
  return _('booking.cancel.adminDecides');
}

/**
 * Cancel for a paid, upcoming booking: a button and its dialog, which says what comes back before
 * confirming. The consultant must give a reason. `onCancelled()` after the server has cancelled it
 * (the lists showing the booking refresh by themselves: the cancellation invalidates them).
 */
export default function CancelBooking({ booking, asConsultant = false, onCancelled }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [cancel, { isLoading, error, reset }] = useCancelBookingMutation();
  const dispatch = useDispatch();
  const needsReason = asConsultant && reason.trim() === '';
  const close = () => {
    setOpen(false);
    setReason('');
    reset();
  };
  const confirm = async (e) => {
    e.preventDefault();
    const res = await cancel({ bookingId: booking.id, reason: reason.trim() });
    if (res.error) return;
    dispatch(alertSuccess(res.data?.message || _('booking.cancel.done')));
    close();
    onCancelled?.();
  };
  return (
    <>
      <Button variant="outline-danger" size="sm" onClick={() => setOpen(true)}>
        {_('booking.cancel.button')}
      </Button>
      <Modal show={open} onHide={isLoading ? () => {} : close} centered aria-labelledby={`cancel-title-${booking.id}`}>
        <Form onSubmit={confirm}>
          <Modal.Header closeButton={!isLoading} closeLabel={_('common.close')}>
            <Modal.Title id={`cancel-title-${booking.id}`} as="h2" className="h5">
              {_('booking.cancel.title')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>{consequence(_, asConsultant, Number(booking.startCountDownTime) || 0)}</p>
            {error && <Alert variant="danger">{error.message || _('booking.cancel.failed')}</Alert>}
            <Form.Group controlId={`cancel-reason-${booking.id}`}>
              <Form.Label>{asConsultant ? _('booking.cancel.reasonShown') : _('booking.cancel.reasonOptional')}</Form.Label>
              <Form.Control as="textarea" rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close} disabled={isLoading}>
              {_('booking.cancel.keep')}
            </Button>
            <Button type="submit" variant="danger" disabled={isLoading || needsReason}>
              {_('booking.cancel.button')}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
