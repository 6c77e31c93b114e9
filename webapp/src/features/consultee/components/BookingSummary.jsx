import { formatClock, formatDay, formatHours } from '../../../lib/format.js';
import { consultantOf } from '../bookingViews.js';

/** The when and with whom of a booking: date, start and end time, duration in hours, consultant. */
export default function BookingSummary({ booking }) {
  return (
    <div className="booking-summary-grid">
      <div>
        <div className="booking-date">{formatDay(booking.cerebroslotDate)}</div>
        <div className="text-muted small">
          {formatClock(booking.startTime)} – {formatClock(booking.endTime)} · {formatHours(booking.cerebroslotSize)}
        </div>
      </div>
      <div className="booking-with">
        <span className="text-muted small d-block">Consultant</span>
        <span className="fw-semibold">{consultantOf(booking)}</span>
      </div>
    </div>
  );
}
