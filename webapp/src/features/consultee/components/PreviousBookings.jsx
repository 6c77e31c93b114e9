import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Button from 'react-bootstrap/Button';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import StarRating from '../../../components/StarRating.jsx';
import { NO_APPOINTMENT, ratingOf } from '../bookingViews.js';
import { fetchPreviousBookings, selectPreviousBookings } from '../consulteeSlice.js';
import BookingSummary from './BookingSummary.jsx';
import SessionOutcome from '../../meeting/components/SessionOutcome.jsx';
import ReportProblem from '../../claims/ReportProblem.jsx';

/**
 * The Previous Bookings tab: finished sessions with what they came to and the rating the consultee
 * gave; Rate where a rating can still be saved (`onRate(booking)`, when given) and Report a problem
 * within 7 days of a held session.
 */
export default function PreviousBookings({ consulteeId, onRate }) {
  const dispatch = useDispatch();
  const { items, status } = useSelector(selectPreviousBookings);
  const reload = useCallback(() => dispatch(fetchPreviousBookings(consulteeId)), [consulteeId, dispatch]);

  useEffect(() => {
    reload();
  }, [reload]);

  if ((status === 'idle' || status === 'loading') && items.length === 0) {
    return <InlineSpinner label="Loading your previous bookings…" />;
  }
  if (items.length === 0) return <EmptyState icon="bi-clock-history" message={NO_APPOINTMENT} />;
  return (
    <ul className="list-unstyled booking-list mb-0" aria-label="Previous bookings">
      {items.map((b) => {
        const rating = ratingOf(b);
        return (
          <li key={b.id} className="booking-card booking-card-previous">
            <BookingSummary booking={b} />
            <div className="booking-rating">
              <SessionOutcome booking={b} />
              {b.status !== 'CANCELLED' && (
                <>
                  <StarRating value={rating} />
                  <small className="text-muted d-block">{rating >= 0 ? 'Your rating' : 'Not rated'}</small>
                </>
              )}
              {rating < 0 && onRate && b.canRate && (
                <Button variant="outline-primary" size="sm" className="mt-2 me-2" onClick={() => onRate(b)}>
                  <i className="bi bi-star me-1" aria-hidden="true" />
                  Rate
                </Button>
              )}
              {b.canReportProblem && <ReportProblem booking={b} onReported={reload} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
