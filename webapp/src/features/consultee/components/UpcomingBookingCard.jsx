import Countdown from '../../../components/Countdown.jsx';
import CancelBooking from '../../cancellation/CancelBooking.jsx';
import RescheduleBooking, { canReschedule } from '../../cancellation/RescheduleBooking.jsx';
import JoinCallButton from '../../meeting/components/JoinCallButton.jsx';
import BookingSummary from './BookingSummary.jsx';

/**
 * One upcoming booking: its summary, the two live countdowns, Join Call (enabled when the server says
 * the room is open, or by itself the moment it opens), Reschedule (once, more than a day ahead) and
 * Cancel booking. `onCountdownDone` runs when a countdown reaches zero or the room opens, `onCancelled`
 * once the booking is cancelled or moved.
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
        <JoinCallButton booking={booking} onJoin={onJoin} onOpened={onCountdownDone} />
        <div className="mt-2">
          {canReschedule(booking) && <RescheduleBooking booking={booking} onMoved={onCancelled} />}
          <CancelBooking booking={booking} onCancelled={onCancelled} />
          {booking.rescheduled && <small className="text-muted d-block mt-1">Rescheduled once</small>}
        </div>
      </div>
    </li>
  );
}
