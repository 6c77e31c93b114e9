import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { useLingui } from '@lingui/react';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import SessionTime from '../../../components/SessionTime.jsx';
import { formatDate, formatDay, formatNumber, formatPrice, TIME_ZONE } from '../../../lib/format.js';
import { isBookable, SLOT_AVAILABLE } from '../bookingSlice.js';
import { slotSpan } from '../../../lib/slotTimes.js';

function SlotBadge({ slot }) {
  const { _ } = useLingui();
  if (slot.status !== SLOT_AVAILABLE) return <Badge bg="warning" text="dark">{_('booking.slots.booked')}</Badge>;
  if (slot.isExpired) return <Badge bg="secondary">{_('booking.slots.expired')}</Badge>;
  return <Badge bg="success">{_('booking.slots.available')}</Badge>;
}

/**
 * A slot's time in the viewer's zone (Sri Lanka time beside it when their clock differs); with the
 * date when the viewer's calendar is on another day than Sri Lanka's at that moment.
 */
function SlotTime({ slot }) {
  const { start, end } = slotSpan(slot);
  const otherDay = formatDate(start) !== formatDate(start, TIME_ZONE);
  return <SessionTime start={start} end={end} withDate={otherDay} />;
}

/**
 * The slots of one Sri Lanka date, each with a checkbox when it can be booked (AVAILABLE, not
 * expired). `loading` while the server is asked (the slots shown meanwhile are dimmed), `failed`
 * when it could not answer.
 */
export default function SlotList({ slots, loading = false, failed = false, date, selectedIds, onToggle }) {
  const { _ } = useLingui();
  if (loading && slots.length === 0) return <InlineSpinner label={_('booking.slots.loading')} />;
  if (failed && !loading) {
    return (
      <p className="text-muted text-center py-4 mb-0" role="status">
        {_('booking.slots.failed')}
      </p>
    );
  }
  if (slots.length === 0) {
    return (
      <div className="empty-state py-4" role="status">
        <i className="bi bi-calendar-x" aria-hidden="true" />
        <p className="mb-0">{_('booking.slots.none', { day: formatDay(date) })}</p>
        <small className="text-muted">{_('booking.slots.tryAnotherDate')}</small>
      </div>
    );
  }
  return (
    <>
      {loading && <InlineSpinner label={_('booking.slots.loading')} className="py-2" />}
      <ul
        className={`slot-list list-unstyled mb-0 ${loading ? 'slot-list-stale' : ''}`}
        aria-label={_('booking.slots.listLabel', { day: formatDay(date) })}
        aria-busy={loading}
      >
        {slots.map((s) => {
          const bookable = isBookable(s);
          const checked = selectedIds.includes(s.id);
          return (
            <li key={s.id} className={`slot-item ${checked ? 'slot-item-selected' : ''} ${bookable ? '' : 'slot-item-disabled'}`}>
              <Form.Check
                type="checkbox"
                id={`slot-${s.id}`}
                className="slot-check mb-0"
                disabled={!bookable}
                checked={checked}
                onChange={() => onToggle(s)}
                label={
                  <span className="slot-label">
                    <span className="slot-time">
                      <SlotTime slot={s} />
                    </span>
                    <span className="slot-meta text-muted">{_('booking.slots.minutes', { minutes: formatNumber(s.slotSize) })}</span>
                  </span>
                }
              />
              <span className="slot-price">{formatPrice(s.slotPrice)}</span>
              <SlotBadge slot={s} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
