import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { formatClock, formatDay, formatPrice } from '../../../lib/format.js';
import { isBookable, SLOT_AVAILABLE } from '../bookingSlice.js';

function SlotBadge({ slot }) {
  if (slot.status !== SLOT_AVAILABLE) return <Badge bg="warning" text="dark">Booked</Badge>;
  if (slot.isExpired) return <Badge bg="secondary">Expired</Badge>;
  return <Badge bg="success">Available</Badge>;
}

/** The slots of one date, each with a checkbox when it can be booked (AVAILABLE, not expired). */
export default function SlotList({ slots, status, date, selectedIds, onToggle }) {
  if (status === 'loading' && slots.length === 0) return <InlineSpinner label="Loading cerebroslots…" />;
  if (status === 'failed') {
    return (
      <p className="text-muted text-center py-4 mb-0" role="status">
        We could not load the availability. Please search again.
      </p>
    );
  }
  if (slots.length === 0) {
    return (
      <div className="empty-state py-4" role="status">
        <i className="bi bi-calendar-x" aria-hidden="true" />
        <p className="mb-0">No cerebroslots on {formatDay(date)}.</p>
        <small className="text-muted">Try another date.</small>
      </div>
    );
  }
  const reloading = status === 'loading';
  return (
    <>
      {reloading && <InlineSpinner label="Loading cerebroslots…" className="py-2" />}
      <ul className={`slot-list list-unstyled mb-0 ${reloading ? 'slot-list-stale' : ''}`} aria-label={`Cerebroslots on ${formatDay(date)}`} aria-busy={reloading}>
        {slots.map((s) => {
          const bookable = isBookable(s);
          const checked = selectedIds.includes(s.id);
          const time = `${formatClock(s.startTime)} – ${formatClock(s.endTime)}`;
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
                    <span className="slot-time">{time}</span>
                    <span className="slot-meta text-muted">{s.slotSize} Mins</span>
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
