import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import EmptyState from '../../components/EmptyState.jsx';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import BookingCard from './BookingCard.jsx';
import { useUpcomingSessionsQuery } from './sessionsApi.js';
import { otherParty } from '../../lib/sessionViews.js';
import { msg } from '../../i18n/index.js';

// A consultee has bookings, a consultant appointments.
const VIEWER_TEXTS = {
  consultee: {
    list: msg('sessions.upcoming.listConsultee'),
    loading: msg('sessions.upcoming.loadingConsultee'),
    failed: msg('sessions.upcoming.failedConsultee'),
  },
  consultant: {
    list: msg('sessions.upcoming.listConsultant'),
    loading: msg('sessions.upcoming.loadingConsultant'),
    failed: msg('sessions.upcoming.failedConsultant'),
  },
};

/**
 * The upcoming bookings of the viewer (`viewer`: 'consultee' | 'consultant', whose profile is
 * `profileId`), each with live countdowns. The list is asked for again when a countdown ends or a
 * room opens, and refreshes by itself when a booking changes (its 'Booking' tag).
 */
export default function UpcomingSessions({ viewer, profileId }) {
  const { _ } = useLingui();
  const { data: bookings, isLoading, isError, refetch } = useUpcomingSessionsQuery({ viewer, profileId });
  const texts = VIEWER_TEXTS[viewer];

  if (isLoading) return <InlineSpinner label={_(texts.loading)} />;
  if (isError && !bookings) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{_(texts.failed)}</span>
        <Button variant="outline-danger" size="sm" onClick={refetch}>
          {_('sessions.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (!bookings?.length) {
    return (
      <EmptyState message={_('sessions.none')}>
        {viewer === 'consultee' && (
          <Link to="/searchconsultant/" className="btn btn-outline-primary btn-sm">
            {_('sessions.findConsultant')}
          </Link>
        )}
      </EmptyState>
    );
  }
  return (
    <ul className="list-unstyled booking-list mb-0" aria-label={_(texts.list)}>
      {bookings.map((b) => (
        <BookingCard key={b.id} booking={b} counterpart={otherParty(viewer)} onCountdownDone={refetch} />
      ))}
    </ul>
  );
}
