import Button from 'react-bootstrap/Button';
import Countdown from '../../../components/Countdown.jsx';
import CancelBooking from '../../cancellation/CancelBooking.jsx';
import BookingSummary from './BookingSummary.jsx';

/**
 * One upcoming booking: its summary, the two live countdowns and Join Call (enabled only when the
 * server's showButton says so) and Cancel booking. `onCountdownDone` runs when a countdown reaches zero,
 * `onCancelled` once the booking is cancelled.
 */
export default function UpcomingBookingCard({ booking, onJoin, onCountdownDone, onCancelled }) {
  return (
    <li className="booking-card">
      <BookingSummary booking={booking} />
      <div className="booking-countdowns">
        <Countdown label="Cerebro Time Starts Within" seconds={booking.startCountDownTime} onDone={onCountdownDone} />
        <Countdown label="Cerebro Time Ends Within" seconds={booking.endCountDownTime} onDone={onCountdownDone} />
      </div>
      <div className="booking-actions">
        <Button
          variant="accent"
          disabled={!booking.showButton}
          onClick={() => onJoin(booking)}
          aria-describedby={booking.showButton ? undefined : `join-hint-${booking.id}`}
        >
          <i className="bi bi-camera-video me-2" aria-hidden="true" />
          Join Call
        </Button>
        {!booking.showButton && (
          <small className="text-muted d-block mt-1" id={`join-hint-${booking.id}`}>
            Opens when your session is about to start
          </small>
        )}
        <div className="mt-2">
          <CancelBooking booking={booking} onCancelled={onCancelled} />
        </div>
      </div>
    </li>
  );
}
