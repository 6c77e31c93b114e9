import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Countdown from '../../../components/Countdown.jsx';
import JoinCallButton from '../../meeting/components/JoinCallButton.jsx';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { fetchConsultantUpcoming, selectConsultantUpcoming } from '../consultantSlice.js';
import AppointmentSummary from './AppointmentSummary.jsx';
import CancelBooking from '../../cancellation/CancelBooking.jsx';

export const NO_APPOINTMENT = 'Currently You Dont Have Any Appointment.';

/**
 * The Upcoming Appointments tab: each booking with live 'starts within' and 'ends within'
 * countdowns and Join Call (enabled by the server's showButton, or by itself when the room
 * opens). The list reloads when a countdown ends. `onJoin(booking)` decides what joining does.
 */
export default function UpcomingAppointments({ consultantId, onJoin }) {
  const dispatch = useDispatch();
  const { items, status } = useSelector(selectConsultantUpcoming);
  const load = useCallback(() => dispatch(fetchConsultantUpcoming(consultantId)), [consultantId, dispatch]);

  useEffect(() => {
    load();
  }, [load]);

  if ((status === 'idle' || status === 'loading') && items.length === 0) {
    return <InlineSpinner label="Loading your appointments…" />;
  }
  if (status === 'failed' && items.length === 0) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>We could not load your appointments.</span>
        <Button variant="outline-danger" size="sm" onClick={load}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (items.length === 0) return <EmptyState message={NO_APPOINTMENT} />;
  return (
    <ul className="list-unstyled booking-list mb-0" aria-label="Upcoming appointments">
      {items.map((b) => (
        <li key={b.id} className="booking-card">
          <AppointmentSummary booking={b} />
          <div className="booking-countdowns">
            <Countdown label="Starts Within" seconds={b.startCountDownTime} onDone={load} />
            <Countdown label="Ends Within" seconds={b.endCountDownTime} onDone={load} />
          </div>
          <div className="booking-actions">
            <JoinCallButton booking={b} onJoin={onJoin} onOpened={load} hint="Opens when the session is about to start" />
            <div className="mt-2">
              <CancelBooking booking={b} asConsultant onCancelled={load} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
