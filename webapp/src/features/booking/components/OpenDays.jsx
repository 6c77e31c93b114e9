import { formatDay } from '../../../lib/format.js';
import { useAvailableDaysQuery } from '../../search/discoveryApi.js';

// How many of the days with open slots are offered at once: two weeks' worth of buttons.
const SHOWN = 14;

/**
 * The days with open slots in the next six weeks, as buttons that pick the day (`onPick(ymd)`); the
 * day being shown (`date`) is marked. Nothing while they load, a line when none is open.
 */
export default function OpenDays({ consultantId, date, onPick }) {
  const { data, isSuccess } = useAvailableDaysQuery({ id: consultantId });
  if (!isSuccess) return null;
  const days = (data?.availableDays ?? []).slice(0, SHOWN);
  if (days.length === 0) return <p className="small text-muted mt-2 mb-0">No open slots in the next six weeks.</p>;
  return (
    <nav className="open-days mt-2" aria-label="Days with open slots">
      <span className="small text-muted me-2">Days with open slots:</span>
      {days.map((d) => (
        <button
          key={d}
          type="button"
          className={`btn btn-sm ${d === date ? 'btn-primary' : 'btn-outline-primary'} me-1 mb-1`}
          aria-pressed={d === date}
          onClick={() => onPick(d)}
        >
          {formatDay(d).replace(/ \d{4}$/, '')}
        </button>
      ))}
    </nav>
  );
}
