import { formatClock, formatDay, formatHours } from '../../../lib/format.js';

/** "First Last" of the consultee of a booking. */
export function consulteeOf(booking) {
  return [booking?.consulteeFirstName, booking?.consulteeLastName].filter(Boolean).join(' ') || 'Consultee';
}

/** The when and with whom of an appointment: date, start and end time, duration in hours, consultee. */
export default function AppointmentSummary({ booking }) {
  return (
    <div className="booking-summary-grid">
      <div>
        <div className="booking-date">{formatDay(booking.cerebroslotDate)}</div>
        <div className="text-muted small">
          {formatClock(booking.startTime)} – {formatClock(booking.endTime)} · {formatHours(booking.cerebroslotSize)}
        </div>
      </div>
      <div className="booking-with">
        <span className="text-muted small d-block">Consultee</span>
        <span className="fw-semibold">{consulteeOf(booking)}</span>
      </div>
    </div>
  );
}
