import { useLingui } from '@lingui/react';
import { colomboInstant, differsFromSriLanka, formatDay } from '../../../lib/format.js';
import { useAvailableDaysQuery } from '../../search/index.js';

// How many of the days with open slots are offered at once: two weeks' worth of buttons.
const SHOWN = 14;

/** A Sri Lanka calendar date as a short button label, "Tue, 14 May": the year left out, wherever the language puts it. */
const shortDay = (ymd) =>
  formatDay(ymd)
    .replace(/\d{4}/, '')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/\s{2,}/g, ' ');

/**
 * The days with open slots in the next six weeks (Sri Lanka dates), as buttons that pick the day
 * (`onPick(ymd)`); the day being shown (`date`) is marked. An empty row while they load, a line when
 * none is open, nothing when they could not be fetched.
 */
export default function OpenDays({ consultantId, date, onPick }) {
  const { _ } = useLingui();
  const { data, isSuccess, isError } = useAvailableDaysQuery({ id: consultantId });
  if (isError) return null;
  if (!isSuccess) return <div className="open-days-loading mt-2" />; // a row kept for the buttons
  const days = (data?.availableDays ?? []).slice(0, SHOWN);
  if (days.length === 0) return <p className="small text-muted mt-2 mb-0">{_('booking.openDays.none')}</p>;
  // Whether the viewer's clock reads differently from Sri Lanka's on the day shown.
  const abroad = Boolean(date) && differsFromSriLanka(colomboInstant(date, '12:00'));
  return (
    <nav className="open-days mt-2" aria-label={_('booking.openDays.label')}>
      <span className="small text-muted me-2">{abroad ? _('booking.openDays.leadSriLanka') : _('booking.openDays.lead')}</span>
      {days.map((d) => (
        <button
          key={d}
          type="button"
          className={`btn btn-sm ${d === date ? 'btn-primary' : 'btn-outline-primary'} me-1 mb-1`}
          aria-pressed={d === date}
          onClick={() => onPick(d)}
        >
          {shortDay(d)}
        </button>
      ))}
    </nav>
  );
}
