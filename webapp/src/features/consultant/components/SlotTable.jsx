import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import SessionTime from '../../../components/SessionTime.jsx';
import { colomboSpan, formatNumber, formatPrice, formatTime, formatWeekday } from '../../../lib/format.js';

export const SLOT_AVAILABLE = 'AVAILABLE';

/** Whether the consultant can delete a slot: only an AVAILABLE one that has not started. */
export const canDeleteSlot = (slot) => slot?.status === SLOT_AVAILABLE && !slot?.isExpired;

/** A slot's status as a badge: AVAILABLE in green, anything else as Booked in amber: the
 * consultant only needs to know whether a slot is still free. */
export function SlotStatusBadge({ status }) {
  const { _ } = useLingui();
  return status === SLOT_AVAILABLE ? (
    <Badge bg="success" className="status-badge">
      {_('consultant.slots.available')}
    </Badge>
  ) : (
    <Badge bg="warning" text="dark" className="status-badge">
      {_('consultant.slots.booked')}
    </Badge>
  );
}

/**
 * A table of slots: date and time (in the viewer's zone, with Sri Lanka time beside it where the
 * clocks differ), size, price, status and (when `onDelete` is given) a delete button for available
 * ones. Shows the first `limit` rows with a button to show the rest.
 */
export default function SlotTable({ slots, caption, onDelete, limit = 0 }) {
  const { _ } = useLingui();
  const [all, setAll] = useState(false);
  const shown = limit && !all ? slots.slice(0, limit) : slots;
  const headers = {
    date: _('consultant.slots.date'),
    time: _('consultant.slots.time'),
    size: _('consultant.slots.size'),
    price: _('consultant.slots.price'),
    status: _('consultant.slots.status'),
    actions: _('consultant.slots.actions'),
  };
  return (
    <>
      <Table responsive="md" hover className="slot-table table-stack align-middle mb-2">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers.date}</th>
            <th scope="col">{headers.time}</th>
            <th scope="col">{headers.size}</th>
            <th scope="col" className="text-end">{headers.price}</th>
            <th scope="col">{headers.status}</th>
            {onDelete && (
              <th scope="col" className="text-end">
                <span className="visually-hidden">{headers.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {shown.map((s) => {
            const { start, end } = colomboSpan(s.startDate, s.startTime, s.endTime);
            return (
              <tr key={s.id}>
                <td data-label={headers.date}>{formatWeekday(start)}</td>
                <td data-label={headers.time} className="text-nowrap">
                  <SessionTime start={start} end={end} withDate={false} />
                </td>
                <td data-label={headers.size}>{_('consultant.slots.minutes', { minutes: formatNumber(s.slotSize) })}</td>
                <td data-label={headers.price} className="text-end">
                  {formatPrice(s.slotPrice)}
                </td>
                <td data-label={headers.status}>
                  <SlotStatusBadge status={s.status} />
                </td>
                {onDelete && (
                  <td data-label={headers.actions} className="text-end">
                    {canDeleteSlot(s) && (
                      <Button
                        variant="outline-danger"
                        size="sm"
                        onClick={() => onDelete(s)}
                        aria-label={_('consultant.slots.deleteLabel', { date: formatWeekday(start), time: formatTime(start) })}
                      >
                        <i className="bi bi-trash me-1" aria-hidden="true" />
                        {_('consultant.slots.delete')}
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
      {limit > 0 && slots.length > limit && (
        <Button variant="link" className="px-0" onClick={() => setAll((v) => !v)}>
          {all ? _('consultant.slots.showFewer') : _('consultant.slots.showAll', { count: slots.length })}
        </Button>
      )}
    </>
  );
}
