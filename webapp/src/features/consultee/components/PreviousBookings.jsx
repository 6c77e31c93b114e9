import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Button from 'react-bootstrap/Button';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import StarRating from '../../../components/StarRating.jsx';
import { BookingCard, usePreviousSessionsQuery } from '../../sessions/index.js';
import { ratingOf } from '../../../lib/sessionViews.js';
import { SessionOutcome } from '../../meeting/index.js';
import { ReportProblem } from '../../refund/index.js';
import { bookAgainPath } from '../../favourites/index.js';

/**
 * The Previous Bookings tab: finished sessions with what they came to and the rating the consultee
 * gave; Rate where a rating can still be saved (`onRate(booking)`, when given) and Report a problem
 * within 7 days of a held session; Book again opens the consultant's next open day.
 */
export default function PreviousBookings({ consulteeId, onRate }) {
  const { _ } = useLingui();
  const { data: bookings, isLoading } = usePreviousSessionsQuery({ viewer: 'consultee', profileId: consulteeId });

  if (isLoading) return <InlineSpinner label={_('consultee.previous.loading')} />;
  if (!bookings?.length) return <EmptyState icon="bi-clock-history" message={_('sessions.none')} />;
  return (
    <ul className="list-unstyled booking-list mb-0" aria-label={_('consultee.previous.list')}>
      {bookings.map((b) => {
        const rating = ratingOf(b);
        return (
          <BookingCard key={b.id} booking={b} counterpart="consultant" previous>
            <SessionOutcome booking={b} />
            {b.status !== 'CANCELLED' && (
              <>
                <StarRating value={rating} />
                <small className="text-muted d-block">{rating >= 0 ? _('consultee.previous.yourRating') : _('consultee.previous.notRated')}</small>
              </>
            )}
            {rating < 0 && onRate && b.canRate && (
              <Button variant="outline-primary" size="sm" className="mt-2 me-2" onClick={() => onRate(b)}>
                <i className="bi bi-star me-1" aria-hidden="true" />
                {_('consultee.previous.rate')}
              </Button>
            )}
            {b.canReportProblem && <ReportProblem booking={b} />}
            {b.consultantId && (
              <Link to={bookAgainPath(b.consultantId)} className="btn btn-sm btn-outline-primary mt-2 me-2 book-again">
                <i className="bi bi-arrow-repeat me-1" aria-hidden="true" />
                {_('favourites.bookAgain')}
              </Link>
            )}
          </BookingCard>
        );
      })}
    </ul>
  );
}
