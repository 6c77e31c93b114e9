import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Button from 'react-bootstrap/Button';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import StarRating from '../../../components/StarRating.jsx';
import { fetchConsultantPrevious, selectConsultantPrevious } from '../consultantSlice.js';
import AppointmentSummary from './AppointmentSummary.jsx';
import { NO_APPOINTMENT } from './UpcomingAppointments.jsx';
import SessionOutcome from '../../meeting/components/SessionOutcome.jsx';

/** The rating the consultant gave a previous booking: its value when rated, else -1 (spec §9). */
export function ratingOf(booking) {
  const r = booking?.previousBookingRate;
  return r?.hasRated ? Number(r.rateValue) : -1;
}

/** A session can be rated where the server says a rating can be saved (record, window, status). */
export const canRate = (booking) => Boolean(booking?.canRate);

/**
 * The Previous Appointments tab: finished sessions with the consultant's rating of the consultee,
 * and a Rate button for those not rated yet (`onRate(booking)`).
 */
export default function PreviousAppointments({ consultantId, onRate }) {
  const dispatch = useDispatch();
  const { items, status } = useSelector(selectConsultantPrevious);

  useEffect(() => {
    dispatch(fetchConsultantPrevious(consultantId));
  }, [consultantId, dispatch]);

  if ((status === 'idle' || status === 'loading') && items.length === 0) {
    return <InlineSpinner label="Loading your previous appointments…" />;
  }
  if (items.length === 0) return <EmptyState icon="bi-clock-history" message={NO_APPOINTMENT} />;
  return (
    <ul className="list-unstyled booking-list mb-0" aria-label="Previous appointments">
      {items.map((b) => {
        const rating = ratingOf(b);
        return (
          <li key={b.id} className="booking-card booking-card-previous">
            <AppointmentSummary booking={b} />
            <div className="booking-rating">
              <SessionOutcome booking={b} />
              {b.status !== 'CANCELLED' && <StarRating value={rating} />}
              {rating >= 0 && <small className="text-muted d-block">Your rating</small>}
              {rating < 0 && canRate(b) && (
                <Button variant="outline-primary" size="sm" className="mt-1" onClick={() => onRate(b)}>
                  <i className="bi bi-star me-1" aria-hidden="true" />
                  Rate
                </Button>
              )}
              {rating < 0 && !canRate(b) && b.status !== 'CANCELLED' && <small className="text-muted d-block">Not rated</small>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
