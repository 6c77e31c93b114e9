import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { closeMeeting, openMeeting, selectMeeting } from '../meetingSlice.js';
import JitsiRoom from './JitsiRoom.jsx';
import SessionBanner from './SessionBanner.jsx';

/**
 * The video page's content for a booking: the end countdown, then the room, or why it cannot open
 * ('This meeting is expired.'). `onLeave()` goes back to the dashboard.
 */
export default function MeetingView({ bookingId, displayName, onLeave }) {
  const dispatch = useDispatch();
  const meeting = useSelector(selectMeeting);
  const open = useCallback(() => dispatch(openMeeting(bookingId)), [bookingId, dispatch]);

  useEffect(() => {
    open();
    return () => dispatch(closeMeeting());
  }, [open, dispatch]);

  const mine = String(meeting.bookingId) === String(bookingId);
  if (!mine || meeting.status === 'idle' || meeting.status === 'loading') {
    return <InlineSpinner label="Opening your session…" />;
  }
  const back = (
    <Button variant="primary" onClick={onLeave}>
      <i className="bi bi-arrow-left me-2" aria-hidden="true" />
      Back to my dashboard
    </Button>
  );
  return (
    <>
      {meeting.booking && (meeting.status === 'ready' || meeting.status === 'notYet') && (
        <SessionBanner seconds={meeting.booking.endCountDownTime} />
      )}
      {meeting.status === 'ready' && meeting.room?.callLimitMinutes > 0 && (
        <Alert variant="warning" className="py-2 small" role="note">
          Development video: calls on {meeting.room.domain} end after {meeting.room.callLimitMinutes} minutes.
        </Alert>
      )}
      {meeting.status === 'ready' && meeting.room ? (
        <JitsiRoom bookingId={bookingId} room={meeting.room} displayName={displayName} onClose={onLeave} />
      ) : (
        <Alert variant={['expired', 'notYet'].includes(meeting.status) ? 'warning' : 'danger'} className="meeting-problem" role="alert">
          <p className="fw-semibold mb-3">{meeting.message}</p>
          <div className="d-flex flex-wrap gap-2">
            {back}
            {(meeting.status === 'failed' || meeting.status === 'notYet') && (
              <Button variant="outline-dark" onClick={open}>
                Try again
              </Button>
            )}
          </div>
        </Alert>
      )}
    </>
  );
}
