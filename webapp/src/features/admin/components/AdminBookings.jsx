import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import Countdown from '../../../components/Countdown.jsx';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { formatClock, formatDay, formatHours } from '../../../lib/format.js';
import {
  ADMIN_MESSAGES,
  fetchAdminPrevious,
  fetchAdminUpcoming,
  selectAdminPrevious,
  selectAdminUpcoming,
} from '../adminSlice.js';

const name = (first, last) => [first, last].filter(Boolean).join(' ');

/**
 * Upcoming or Previous Bookings (`which`): number, date, start, end, duration, consultant, consultee
 * and both countdowns. The upcoming list reloads when a countdown ends.
 */
export default function AdminBookings({ which }) {
  const dispatch = useDispatch();
  const upcoming = which === 'upcoming';
  const { items, status } = useSelector(upcoming ? selectAdminUpcoming : selectAdminPrevious);
  const load = useCallback(
    () => dispatch(upcoming ? fetchAdminUpcoming() : fetchAdminPrevious()),
    [upcoming, dispatch],
  );

  useEffect(() => {
    load();
  }, [load]);

  if ((status === 'idle' || status === 'loading') && items.length === 0) return <InlineSpinner label="Loading bookings…" />;
  if ((status === 'failed' || status === 'unavailable') && items.length === 0) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>We could not load the bookings.</span>
        <Button variant="outline-danger" size="sm" onClick={load}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (items.length === 0) return <EmptyState message={ADMIN_MESSAGES.noData} />;
  return (
    <Table responsive="lg" hover className="table-stack admin-table align-middle">
      <caption className="visually-hidden">{upcoming ? 'Upcoming bookings' : 'Previous bookings'}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Date</th>
          <th scope="col">Start</th>
          <th scope="col">End</th>
          <th scope="col">Duration</th>
          <th scope="col">Consultant</th>
          <th scope="col">Consultee</th>
          <th scope="col">Starts Within</th>
          <th scope="col">Ends Within</th>
        </tr>
      </thead>
      <tbody>
        {items.map((b, i) => (
          <tr key={b.id}>
            <td data-label="#">{i + 1}</td>
            <td data-label="Date" className="text-nowrap">
              {formatDay(b.cerebroslotDate)}
            </td>
            <td data-label="Start">{formatClock(b.startTime)}</td>
            <td data-label="End">{formatClock(b.endTime)}</td>
            <td data-label="Duration">{formatHours(b.cerebroslotSize)}</td>
            <td data-label="Consultant">{name(b.consultantFirstName, b.consultantLastName)}</td>
            <td data-label="Consultee">{name(b.consulteeFirstName, b.consulteeLastName)}</td>
            <td data-label="Starts Within">
              <Countdown label="Starts Within" seconds={b.startCountDownTime} onDone={upcoming ? load : undefined} className="countdown-inline" />
            </td>
            <td data-label="Ends Within">
              <Countdown label="Ends Within" seconds={b.endCountDownTime} onDone={upcoming ? load : undefined} className="countdown-inline" />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
