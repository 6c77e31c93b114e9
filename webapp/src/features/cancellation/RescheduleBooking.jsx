import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { alertSuccess } from '../../components/feedback/alertsSlice.js';
import { formatClock, formatDay, formatPrice } from '../../lib/format.js';
import { useConsultantSlotsQuery, useRescheduleBookingMutation } from './cancellationApi.js';

/** How far ahead both slots must be (rules.RescheduleCutoff): a day. */
export const RESCHEDULE_BEFORE_SECONDS = 24 * 60 * 60;

/** Whether the booking may still be moved: once, more than a day before it starts. */
export const canReschedule = (booking) =>
  !booking.rescheduled && Number(booking.startCountDownTime) > RESCHEDULE_BEFORE_SECONDS;

/** The consultant's slots a booking may move to: available, more than a day ahead, at the same price. */
function movableSlots(slots, booking, now) {
  return (slots ?? [])
    .filter((s) => s.status === 'AVAILABLE' && s.slotPrice === booking.slotPrice)
    .filter((s) => Date.parse(s.startsAt) - now > RESCHEDULE_BEFORE_SECONDS * 1000)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

function SlotChoices({ booking, chosen, onChoose }) {
  const { data, isLoading, isError } = useConsultantSlotsQuery(booking.consultantId);
  const [now] = useState(() => Date.now());
  if (isLoading) return <InlineSpinner label="Loading the consultant's free slots…" />;
  if (isError) return <Alert variant="warning">The consultant’s slots could not be loaded. Please try again.</Alert>;
  const slots = movableSlots(data, booking, now);
  if (slots.length === 0) {
    return <p className="text-muted">This consultant has no other free slot at the same price more than a day ahead.</p>;
  }
  return (
    <fieldset className="reschedule-slots">
      <legend className="form-label fs-6">Choose the new time</legend>
      {slots.slice(0, 30).map((s) => (
        <Form.Check key={s.id} type="radio" id={`move-${booking.id}-${s.id}`} name={`move-${booking.id}`}
          checked={chosen === s.id} onChange={() => onChoose(s.id)}
          label={`${formatDay(s.startDate)}, ${formatClock(s.startTime)} – ${formatClock(s.endTime)} · ${formatPrice(s.slotPrice)}`} />
      ))}
    </fieldset>
  );
}

/**
 * Reschedule for a consultee's upcoming booking, more than a day ahead, once: pick another free slot of
 * the same consultant at the same price; the booking keeps its id, the old slot is released.
 * `onMoved()` after the server has moved it.
 */
export default function RescheduleBooking({ booking, onMoved }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(null);
  const [move, { isLoading, error, reset }] = useRescheduleBookingMutation();
  const dispatch = useDispatch();
  const close = () => {
    setOpen(false);
    setChosen(null);
    reset();
  };
  const confirm = async (e) => {
    e.preventDefault();
    const res = await move({ bookingId: booking.id, cerebroslotId: chosen });
    if (res.error) return;
    dispatch(alertSuccess(res.data?.message || 'Your booking was moved.'));
    close();
    onMoved?.();
  };
  return (
    <>
      <Button variant="outline-primary" size="sm" className="me-2" onClick={() => setOpen(true)}>
        Reschedule
      </Button>
      <Modal show={open} onHide={isLoading ? () => {} : close} centered scrollable aria-labelledby={`move-title-${booking.id}`}>
        <Form onSubmit={confirm}>
          <Modal.Header closeButton={!isLoading}>
            <Modal.Title id={`move-title-${booking.id}`} as="h2" className="h5">
              Move this booking
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="small text-muted">
              You can move a booking once, more than 24 hours before it starts, to another free slot of the same consultant at
              the same price. Your current slot is released.
            </p>
            {error && <Alert variant="danger">{error.message || 'The booking could not be moved. Please try again.'}</Alert>}
            {open && <SlotChoices booking={booking} chosen={chosen} onChoose={setChosen} />}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close} disabled={isLoading}>
              Keep my time
            </Button>
            <Button type="submit" variant="primary" disabled={isLoading || chosen == null}>
              Move my booking
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
