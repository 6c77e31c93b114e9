import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { alertSuccess } from '../../components/feedback/alertsSlice.js';
import { useCancelBookingMutation } from './cancellationApi.js';

/** A day before the start: the refund rules change there (rules.DecideRefund). */
const FULL_REFUND_BEFORE_SECONDS = 24 * 60 * 60;

/** What cancelling means for the person cancelling, before they confirm. */
function consequence(asConsultant, secondsToStart) {
  if (asConsultant) {
    return 'The consultee is refunded in full, and Cerebro’s 30% commission on this session is deducted from your next payout (Terms & Conditions).';
  }
  if (secondsToStart > FULL_REFUND_BEFORE_SECONDS) {
    return 'It is more than 24 hours before the session: you are refunded in full.';
  }
  return 'It is less than 24 hours before the session: your refund request goes to an admin, who decides how much comes back.';
}

/**
 * Cancel for a paid, upcoming booking: a button and its dialog, which says what comes back before
 * confirming. The consultant must give a reason. `onCancelled()` after the server has cancelled it.
 */
export default function CancelBooking({ booking, asConsultant = false, onCancelled }) {
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
    dispatch(alertSuccess(res.data?.message || 'Booking cancelled.'));
    close();
    onCancelled?.();
  };
  return (
    <>
      <Button variant="outline-danger" size="sm" onClick={() => setOpen(true)}>
        Cancel booking
      </Button>
      <Modal show={open} onHide={isLoading ? () => {} : close} centered aria-labelledby={`cancel-title-${booking.id}`}>
        <Form onSubmit={confirm}>
          <Modal.Header closeButton={!isLoading}>
            <Modal.Title id={`cancel-title-${booking.id}`} as="h2" className="h5">
              Cancel this booking?
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>{consequence(asConsultant, Number(booking.startCountDownTime) || 0)}</p>
            {error && <Alert variant="danger">{error.message || 'The booking could not be cancelled. Please try again.'}</Alert>}
            <Form.Group controlId={`cancel-reason-${booking.id}`}>
              <Form.Label>{asConsultant ? 'Reason (the consultee sees it)' : 'Reason (optional)'}</Form.Label>
              <Form.Control as="textarea" rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close} disabled={isLoading}>
              Keep it
            </Button>
            <Button type="submit" variant="danger" disabled={isLoading || needsReason}>
              Cancel booking
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
