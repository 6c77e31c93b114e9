import useCountdown from '../lib/useCountdown.js';
import { formatCountdown } from '../lib/format.js';

/**
 * A labelled live countdown ("Cerebro Time Starts Within 01:02:03"), ticking every second.
 * `onDone` runs when it reaches zero.
 */
export default function Countdown({ label, seconds, onDone, className = '' }) {
  const left = useCountdown(seconds, onDone);
  return (
    <div className={`countdown ${left === 0 ? 'countdown-done' : ''} ${className}`}>
      <span className="countdown-label">{label}</span>
      <span className="countdown-value" role="timer" aria-label={`${label} ${formatCountdown(left)}`}>
        {formatCountdown(left)}
      </span>
    </div>
  );
}
