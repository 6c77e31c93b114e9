import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { formatClock, formatDay, formatPrice } from '../../../lib/format.js';
import { bookingRows, NO_APPOINTMENT } from '../bookingViews.js';
import { fetchConsulteeInvoices, selectConsulteeInvoices } from '../consulteeSlice.js';

const FILTERS = [
  { key: 'all', label: 'All' },
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'past', label: 'Past' },
];

/** Every booking of the consultee (from their invoices): when, with whom, price and status. */
export default function MyBookings({ consulteeId }) {
  const dispatch = useDispatch();
  const { items, status } = useSelector(selectConsulteeInvoices);
  const [filter, setFilter] = useState('all');

  useEffect(() => {
    dispatch(fetchConsulteeInvoices(consulteeId));
  }, [consulteeId, dispatch]);

  const rows = useMemo(() => bookingRows(items), [items]);
  const shown = rows.filter((r) => filter === 'all' || (filter === 'upcoming') === r.upcoming);

  if ((status === 'idle' || status === 'loading') && items.length === 0) return <InlineSpinner label="Loading your bookings…" />;
  if (status === 'failed' && items.length === 0) {
    return <Alert variant="danger">We could not load your bookings. Please reload the page to try again.</Alert>;
  }
  if (rows.length === 0) {
    return (
      <EmptyState message={NO_APPOINTMENT}>
        <Link to="/searchconsultant/" className="btn btn-outline-primary btn-sm">
          Book a Cerebroslot
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ButtonGroup aria-label="Show bookings" className="mb-3">
        {FILTERS.map((f) => (
          <Button
            key={f.key}
            variant={filter === f.key ? 'primary' : 'outline-primary'}
            aria-pressed={filter === f.key}
            onClick={() => setFilter(f.key)}
          >
            {f.label}
          </Button>
        ))}
      </ButtonGroup>
      {shown.length === 0 ? (
        <EmptyState message={filter === 'upcoming' ? NO_APPOINTMENT : 'No past bookings yet.'} />
      ) : (
        <table className="table table-stack my-bookings align-middle">
          <caption className="visually-hidden">Your bookings</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Time</th>
              <th scope="col">Consultant</th>
              <th scope="col" className="text-end">Price</th>
              <th scope="col">Status</th>
              <th scope="col">Invoice</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.key}>
                <td data-label="Date" className="fw-semibold">{formatDay(r.startDate)}</td>
                <td data-label="Time">
                  <span>
                    {formatClock(r.startTime)} – {formatClock(r.endTime)}
                    <span className="text-muted small d-block">{r.slotSize} Mins</span>
                  </span>
                </td>
                <td data-label="Consultant">{r.consultant}</td>
                <td data-label="Price" className="text-end text-nowrap">{formatPrice(r.price)}</td>
                <td data-label="Status">
                  <Badge bg={r.status.variant} text={r.status.variant === 'warning' || r.status.variant === 'info' ? 'dark' : undefined}>
                    {r.status.label}
                  </Badge>
                </td>
                <td data-label="Invoice" className="text-muted small">{r.cref || r.invoiceId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
