import Countdown from '../../../components/Countdown.jsx';
import CancelBooking from '../../cancellation/CancelBooking.jsx';
import JoinCallButton from '../../meeting/components/JoinCallButton.jsx';
import BookingSummary from './BookingSummary.jsx';

/**
 * One upcoming booking: its summary, the two live countdowns and Join Call (enabled when the server
 * says the room is open, or by itself the moment it opens) and Cancel booking. `onCountdownDone`
 * runs when a countdown reaches zero or the room opens, `onCancelled` once the booking is cancelled.
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
          <CancelBooking booking={booking} onCancelled={onCancelled} />
        </div>
      </div>
    </li>
  );
}
