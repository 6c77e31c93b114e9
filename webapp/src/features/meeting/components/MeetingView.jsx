import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useLingui } from '@lingui/react';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { meetingApi, useMeetingQuery } from '../meetingApi.js';
import JitsiRoom from './JitsiRoom.jsx';
import SessionBanner from './SessionBanner.jsx';
import { colomboSpan } from '../../../lib/format.js';

/**
 * The video page's content for a booking: the end countdown and when the session is, then the room,
 * or why it cannot open ('This meeting is expired.'). The meeting is asked for afresh on every visit
 * (and on Try again). `onLeave()` goes back to the dashboard.
 */
export default function MeetingView({ bookingId, displayName, onLeave }) {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const { data: meeting, isFetching, refetch } = useMeetingQuery(bookingId, { refetchOnMountOrArgChange: true });

  // Joining creates the rating record, so both parties are asked to rate afterwards; the room opens even if this report fails.
  useEffect(() => {
    if (meeting?.status === 'ready') dispatch(meetingApi.endpoints.reportJoin.initiate(bookingId, { track: false }));
  }, [meeting, bookingId, dispatch]);

  if (!meeting || isFetching) return <InlineSpinner label={_('booking.meeting.opening')} />;
  const { status, booking, room } = meeting;
  const back = (
    <Button variant="primary" onClick={onLeave}>
      <i className="bi bi-arrow-left me-2" aria-hidden="true" />
      {_('booking.meeting.back')}
    </Button>
  );
  const closed = status === 'expired' || status === 'notYet';
  const when = booking?.cerebroslotDate ? colomboSpan(booking.cerebroslotDate, booking.startTime, booking.endTime) : {};
  return (
    <>
      {booking && (status === 'ready' || status === 'notYet') && (
        <SessionBanner seconds={booking.endCountDownTime} start={when.start} end={when.end} />
      )}
      {status === 'ready' && room?.callLimitMinutes > 0 && (
        <Alert variant="warning" className="py-2 small" role="note">
          {_('booking.meeting.callLimit', { domain: room.domain, minutes: room.callLimitMinutes })}
        </Alert>
      )}
      {status === 'ready' && room ? (
        <JitsiRoom bookingId={bookingId} room={room} displayName={displayName} onClose={onLeave} />
      ) : (
        <Alert variant={closed ? 'warning' : 'danger'} className="meeting-problem" role="alert">
          {/* The server's words when it gave some (when the room opens), else ours. */}
          <p className="fw-semibold mb-3">{meeting.message || (closed ? _('booking.meeting.expired') : _('booking.meeting.unavailable'))}</p>
          <div className="d-flex flex-wrap gap-2">
            {back}
            {(status === 'failed' || status === 'notYet') && (
              <Button variant="outline-dark" onClick={refetch}>
                {_('booking.meeting.tryAgain')}
              </Button>
            )}
          </div>
        </Alert>
      )}
    </>
  );
}
