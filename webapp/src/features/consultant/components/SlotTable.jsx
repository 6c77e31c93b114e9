import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatClock, formatDay, formatPrice } from '../../../lib/format.js';

export const SLOT_AVAILABLE = 'AVAILABLE';

/** Whether the consultant can delete a slot: only an AVAILABLE one that has not started. */
export const canDeleteSlot = (slot) => slot?.status === SLOT_AVAILABLE && !slot?.isExpired;

/** A slot's status as a badge: AVAILABLE in green, anything else as Booked in amber (spec §4). */
export function SlotStatusBadge({ status }) {
  return status === SLOT_AVAILABLE ? (
    <Badge bg="success" className="status-badge">
      AVAILABLE
    </Badge>
  ) : (
    <Badge bg="warning" text="dark" className="status-badge">
      Booked
    </Badge>
  );
}

/**
 * A table of slots: date, start and end time, size, price, status and (when `onDelete` is given) a delete button
 * for available ones. Shows the first `limit` rows with a button to show the rest.
 */
export default function SlotTable({ slots, caption, onDelete, limit = 0 }) {
  const [all, setAll] = useState(false);
  const shown = limit && !all ? slots.slice(0, limit) : slots;
  return (
    <>
      <Table responsive="md" hover className="slot-table table-stack align-middle mb-2">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Time</th>
            <th scope="col">Size</th>
            <th scope="col" className="text-end">Price</th>
            <th scope="col">Status</th>
            {onDelete && (
              <th scope="col" className="text-end">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {shown.map((s) => (
            <tr key={s.id}>
              <td data-label="Date">{formatDay(s.startDate)}</td>
              <td data-label="Time" className="text-nowrap">
                {formatClock(s.startTime)} – {formatClock(s.endTime)}
              </td>
              <td data-label="Size">{s.slotSize} min</td>
              <td data-label="Price" className="text-end">
                {formatPrice(s.slotPrice)}
              </td>
              <td data-label="Status">
                <SlotStatusBadge status={s.status} />
              </td>
              {onDelete && (
                <td data-label="Actions" className="text-end">
                  {canDeleteSlot(s) && (
                    <Button
                      variant="outline-danger"
                      size="sm"
                      onClick={() => onDelete(s)}
                      aria-label={`Delete the slot on ${formatDay(s.startDate)} at ${formatClock(s.startTime)}`}
                    >
                      <i className="bi bi-trash me-1" aria-hidden="true" />
                      Delete
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {limit > 0 && slots.length > limit && (
        <Button variant="link" className="px-0" onClick={() => setAll((v) => !v)}>
          {all ? 'Show fewer' : `Show all ${slots.length}`}
        </Button>
      )}
    </>
  );
}
