import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { alertError } from '../../../components/feedback/alertsSlice.js';
import { NO_APPOINTMENT } from '../bookingViews.js';
import { fetchUpcomingBookings, selectUpcomingBookings } from '../consulteeSlice.js';
import { checkMeetingLive, MEETING_EXPIRED } from '../../meeting/meetingSlice.js';
import UpcomingBookingCard from './UpcomingBookingCard.jsx';

/** The Upcoming Bookings tab: live countdowns; the list reloads when a countdown ends. */
export default function UpcomingBookings({ consulteeId }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { items, status } = useSelector(selectUpcomingBookings);
  const load = useCallback(() => dispatch(fetchUpcomingBookings(consulteeId)), [consulteeId, dispatch]);

  useEffect(() => {
    load();
  }, [load]);

  const onJoin = async (booking) => {
    const result = await dispatch(checkMeetingLive(booking.id));
    if (result.payload === true) navigate(`/video/${booking.id}`);
    else dispatch(alertError(MEETING_EXPIRED));
  };

  if ((status === 'idle' || status === 'loading') && items.length === 0) {
    return <InlineSpinner label="Loading your bookings…" />;
  }
  if (status === 'failed' && items.length === 0) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>We could not load your bookings.</span>
        <Button variant="outline-danger" size="sm" onClick={load}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState message={NO_APPOINTMENT}>
        <Link to="/searchconsultant/" className="btn btn-outline-primary btn-sm">
          Find a consultant
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="list-unstyled booking-list mb-0" aria-label="Upcoming bookings">
      {items.map((b) => (
        <UpcomingBookingCard key={b.id} booking={b} onJoin={onJoin} onCountdownDone={load} onCancelled={load} />
      ))}
    </ul>
  );
}
