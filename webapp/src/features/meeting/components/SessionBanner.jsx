import useCountdown from '../../../lib/useCountdown.js';
import { formatCountdown } from '../../../lib/format.js';

/** The countdown banner of the video page: time left until the session ends (hh:mm:ss). */
export default function SessionBanner({ seconds, onEnded }) {
  const left = useCountdown(seconds, onEnded);
  const ended = left === 0;
  return (
    <div className={`session-banner ${ended ? 'session-banner-ended' : ''}`} role="timer" aria-live="off">
      <i className={`bi ${ended ? 'bi-hourglass-bottom' : 'bi-hourglass-split'}`} aria-hidden="true" />
      {ended ? (
        <span>This session has ended.</span>
      ) : (
        <span>
          Session ends in <strong className="session-banner-time">{formatCountdown(left)}</strong>
        </span>
      )}
    </div>
  );
}
