import { useLingui } from '@lingui/react';
import Button from 'react-bootstrap/Button';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import StarRating from '../../../components/StarRating.jsx';
import { BookingCard, usePreviousSessionsQuery } from '../../sessions/index.js';
import { ratingOf } from '../../../lib/sessionViews.js';
import { SessionOutcome } from '../../meeting/index.js';

/** A session can be rated where the server says a rating can be saved (record, window, status). */
export const canRate = (booking) => Boolean(booking?.canRate);

/**
 * The Previous Appointments tab: finished sessions with the consultant's rating of the consultee,
 * and a Rate button for those not rated yet (`onRate(booking)`).
 */
export default function PreviousAppointments({ consultantId, onRate }) {
  const { _ } = useLingui();
  const { data: bookings, isLoading } = usePreviousSessionsQuery({ viewer: 'consultant', profileId: consultantId });

  if (isLoading) return <InlineSpinner label={_('consultant.previous.loading')} />;
  if (!bookings?.length) return <EmptyState icon="bi-clock-history" message={_('sessions.none')} />;
  return (
    <ul className="list-unstyled booking-list mb-0" aria-label={_('consultant.previous.list')}>
      {bookings.map((b) => {
        const rating = ratingOf(b);
        const cancelled = b.status === 'CANCELLED';
        return (
          <BookingCard key={b.id} booking={b} counterpart="consultee" previous>
            <SessionOutcome booking={b} />
            {!cancelled && <StarRating value={rating} />}
            {rating >= 0 && <small className="text-muted d-block">{_('consultant.previous.yourRating')}</small>}
            {rating < 0 && canRate(b) && (
              <Button variant="outline-primary" size="sm" className="mt-1" onClick={() => onRate(b)}>
                <i className="bi bi-star me-1" aria-hidden="true" />
                {_('consultant.previous.rate')}
              </Button>
            )}
            {rating < 0 && !canRate(b) && !cancelled && <small className="text-muted d-block">{_('consultant.previous.notRated')}</small>}
          </BookingCard>
        );
      })}
    </ul>
  );
}
