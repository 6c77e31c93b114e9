import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useLingui } from '@lingui/react';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import SessionTime from '../../components/SessionTime.jsx';
import { alertSuccess } from '../../components/feedback/alertsSlice.js';
import { formatAmount, formatPrice } from '../../lib/format.js';
import { slotSpan } from '../../lib/slotTimes.js';
import { useConsultantSlotsQuery, useRescheduleBookingMutation } from './cancellationApi.js';

/** How far ahead both slots must be (rules.RescheduleCutoff): a day. */
export const RESCHEDULE_BEFORE_SECONDS = 24 * 60 * 60;

/** Whether the booking may still be moved: once, more than a day before it starts. */
export const canReschedule = (booking) =>
  !booking.rescheduled && Number(booking.startCountDownTime) > RESCHEDULE_BEFORE_SECONDS;

/**
 * The consultant's slots a booking may move to: available, more than a day ahead, at the same or a
 * lower price (the difference is refunded).
 */
function movableSlots(slots, booking, now) {
  return (slots ?? [])
    .filter((s) => s.status === 'AVAILABLE' && Number(s.slotPrice) <= Number(booking.slotPrice))
    .map((s) => ({ slot: s, ...slotSpan(s) }))
    .filter(({ start }) => new Date(start).getTime() - now > RESCHEDULE_BEFORE_SECONDS * 1000)
    .sort((a, b) => new Date(a.start) - new Date(b.start));
}

/** The free slots to move to, each in the viewer's time (Sri Lanka time beside it when it differs). */
function SlotChoices({ booking, chosen, onChoose }) {
  const { _ } = useLingui();
  const { data, isLoading, isError } = useConsultantSlotsQuery(booking.consultantId);
  const [now] = useState(() => Date.now());
  if (isLoading) return <InlineSpinner label={_('booking.reschedule.loading')} />;
  if (isError) return <Alert variant="warning">{_('booking.reschedule.loadFailed')}</Alert>;
  const choices = movableSlots(data, booking, now);
  if (choices.length === 0) {
    return <p className="text-muted">{_('booking.reschedule.none')}</p>;
  }
  return (
    <fieldset className="reschedule-slots">
      <legend className="form-label fs-6">{_('booking.reschedule.choose')}</legend>
      {choices.slice(0, 30).map(({ slot, start, end }) => {
        const back = Number(booking.slotPrice) - Number(slot.slotPrice);
        return (
          <Form.Check key={slot.id} type="radio" id={`move-${booking.id}-${slot.id}`} name={`move-${booking.id}`}
            checked={chosen === slot.id} onChange={() => onChoose(slot.id)}
            label={
              <>
                <SessionTime start={start} end={end}>{` · ${formatPrice(slot.slotPrice)}`}</SessionTime>
                {back > 0 && <span className="d-block small text-success">{_('booking.reschedule.refunded', { amount: formatAmount(back) })}</span>}
              </>
            } />
        );
      })}
    </fieldset>
  );
}

/**
 * Reschedule for a consultee's upcoming booking, more than a day ahead, once: pick another free slot of
 * the same consultant at the same or a lower price (the difference refunded); the booking keeps its id,
 * the old slot is released.
 * `onMoved()` after the server has moved it (the lists showing it refresh by themselves).
 */
export default function RescheduleBooking({ booking, onMoved }) {
  const { _ } = useLingui();
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
    const refunded = Number(res.data?.refundedCents) || 0;
    dispatch(alertSuccess(refunded > 0 ? _('booking.reschedule.doneRefund', { amount: formatAmount(refunded) }) : _('booking.reschedule.done')));
    close();
    onMoved?.();
  };
  return (
    <>
      <Button variant="outline-primary" size="sm" className="me-2" onClick={() => setOpen(true)}>
        {_('booking.reschedule.button')}
      </Button>
      <Modal show={open} onHide={isLoading ? () => {} : close} centered scrollable aria-labelledby={`move-title-${booking.id}`}>
        <Form onSubmit={confirm}>
          <Modal.Header closeButton={!isLoading} closeLabel={_('common.close')}>
            <Modal.Title id={`move-title-${booking.id}`} as="h2" className="h5">
              {_('booking.reschedule.title')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="small text-muted">{_('booking.reschedule.rules')}</p>
            {error && <Alert variant="danger">{error.message || _('booking.reschedule.failed')}</Alert>}
            {open && <SlotChoices booking={booking} chosen={chosen} onChoose={setChosen} />}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close} disabled={isLoading}>
              {_('booking.reschedule.keep')}
            </Button>
            <Button type="submit" variant="primary" disabled={isLoading || chosen == null}>
              {_('booking.reschedule.submit')}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
