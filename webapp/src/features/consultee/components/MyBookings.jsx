import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import SessionTime from '../../../components/SessionTime.jsx';
import { formatPrice, formatWeekday } from '../../../lib/format.js';
import { bookingRows } from '../bookingViews.js';
import { useConsulteeInvoices } from '../consulteeApi.js';
import { msg } from '../../../i18n/index.js';

const FILTERS = [
  { key: 'all', label: msg('consultee.myBookings.all') },
  { key: 'upcoming', label: msg('consultee.myBookings.upcoming') },
  { key: 'past', label: msg('consultee.myBookings.past') },
];

/** The table of booked slots: when (in the viewer's zone), with whom, price, status and invoice. */
function BookingsTable({ rows }) {
  const { _ } = useLingui();
  const headers = {
    date: _('consultee.myBookings.date'),
    time: _('consultee.myBookings.time'),
    consultant: _('consultee.myBookings.consultant'),
    price: _('consultee.myBookings.price'),
    status: _('consultee.myBookings.status'),
    invoice: _('consultee.myBookings.invoice'),
  };
  return (
    <table className="table table-stack my-bookings align-middle">
      <caption className="visually-hidden">{_('consultee.myBookings.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{headers.date}</th>
          <th scope="col">{headers.time}</th>
          <th scope="col">{headers.consultant}</th>
          <th scope="col" className="text-end">{headers.price}</th>
          <th scope="col">{headers.status}</th>
          <th scope="col">{headers.invoice}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td data-label={headers.date} className="fw-semibold">{formatWeekday(r.starts)}</td>
            <td data-label={headers.time}>
              <span>
                <SessionTime start={r.starts} end={r.ends} withDate={false} />
                <span className="text-muted small d-block">{_('consultee.myBookings.minutes', { minutes: r.slotSize })}</span>
              </span>
            </td>
            <td data-label={headers.consultant}>{r.consultant}</td>
            <td data-label={headers.price} className="text-end text-nowrap">{formatPrice(r.price)}</td>
            <td data-label={headers.status}>
              <Badge bg={r.status.variant} text={r.status.variant === 'warning' || r.status.variant === 'info' ? 'dark' : undefined}>
                {r.status.label}
              </Badge>
            </td>
            <td data-label={headers.invoice} className="text-muted small">{r.cref || r.invoiceId}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every booking of the consultee (from their invoices): when, with whom, price and status. */
export default function MyBookings({ consulteeId }) {
  const { _ } = useLingui();
  const { data: invoices, isLoading, isError } = useConsulteeInvoices(consulteeId);
  const [filter, setFilter] = useState('all');

  if (isLoading) return <InlineSpinner label={_('consultee.myBookings.loading')} />;
  if (isError && !invoices) return <Alert variant="danger">{_('consultee.myBookings.failed')}</Alert>;
  const rows = bookingRows(invoices);
  if (rows.length === 0) {
    return (
      <EmptyState message={_('sessions.none')}>
        <Link to="/searchconsultant/" className="btn btn-outline-primary btn-sm">
          {_('consultee.bookSlot')}
        </Link>
      </EmptyState>
    );
  }
  const shown = rows.filter((r) => filter === 'all' || (filter === 'upcoming') === r.upcoming);
  return (
    <>
      <ButtonGroup aria-label={_('consultee.myBookings.show')} className="mb-3">
        {FILTERS.map((f) => (
          <Button
            key={f.key}
            variant={filter === f.key ? 'primary' : 'outline-primary'}
            aria-pressed={filter === f.key}
            onClick={() => setFilter(f.key)}
          >
            {_(f.label)}
          </Button>
        ))}
      </ButtonGroup>
      {shown.length === 0 ? (
        <EmptyState message={filter === 'upcoming' ? _('sessions.none') : _('consultee.myBookings.noPast')} />
      ) : (
        <BookingsTable rows={shown} />
      )}
    </>
  );
}
