import { useLingui } from '@lingui/react';
import SessionTime from '../../../components/SessionTime.jsx';
import useCountdown from '../../../lib/useCountdown.js';
import { formatCountdown } from '../../../lib/format.js';

/**
 * The countdown banner of the video page: time left until the session ends (hh:mm:ss), and when the
 * session is (`start`, `end` instants, when known) in the viewer's time with Sri Lanka time beside it.
 */
export default function SessionBanner({ seconds, start, end, onEnded }) {
  const { _ } = useLingui();
  const left = useCountdown(seconds, onEnded);
  const ended = left === 0;
  return (
    <div className={`session-banner ${ended ? 'session-banner-ended' : ''}`}>
      <i className={`bi ${ended ? 'bi-hourglass-bottom' : 'bi-hourglass-split'}`} aria-hidden="true" />
      <span role="timer" aria-live="off">
        {ended ? (
          _('booking.meeting.ended')
        ) : (
          <>
            {_('booking.meeting.endsIn')} <strong className="session-banner-time">{formatCountdown(left)}</strong>
          </>
        )}
      </span>
      {start && (
        <span className="session-banner-when ms-auto small">
          <SessionTime start={start} end={end} />
        </span>
      )}
    </div>
  );
}
