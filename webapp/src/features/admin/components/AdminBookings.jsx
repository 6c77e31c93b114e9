import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import Countdown from '../../../components/Countdown.jsx';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import SessionTime from '../../../components/SessionTime.jsx';
import { colomboSpan, formatHours, formatWeekday } from '../../../lib/format.js';
import { useAdminBookingsQuery } from '../adminApi.js';

const NONE = [];
const name = (first, last) => [first, last].filter(Boolean).join(' ');

/**
 * Upcoming or Previous Bookings (`which`): number, date, start, end, duration, consultant, consultee
 * and both countdowns. Date and times are the viewer's (Sri Lanka time beside them when it differs).
 * The upcoming list asks again when a countdown ends; a paid slip refreshes it through its tag.
 */
export default function AdminBookings({ which }) {
  const { _ } = useLingui();
  const upcoming = which === 'upcoming';
  const { data: items = NONE, isLoading, isError, refetch } = useAdminBookingsQuery(upcoming ? 'upcoming' : 'previous');

  if (isLoading) return <InlineSpinner label={_('admin.bookings.loading')} />;
  if (isError && items.length === 0) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{_('admin.bookings.failed')}</span>
        <Button variant="outline-danger" size="sm" onClick={refetch}>
          {_('admin.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (items.length === 0) return <EmptyState message={_('admin.noData')} />;
  const h = {
    date: _('admin.field.date'),
    start: _('admin.bookings.start'),
    end: _('admin.bookings.end'),
    duration: _('admin.bookings.duration'),
    consultant: _('admin.field.consultant'),
    consultee: _('admin.field.consultee'),
    startsWithin: _('admin.bookings.startsWithin'),
    endsWithin: _('admin.bookings.endsWithin'),
  };
  return (
    <Table responsive="lg" hover className="table-stack admin-table align-middle">
      <caption className="visually-hidden">{upcoming ? _('admin.bookings.upcomingCaption') : _('admin.bookings.previousCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{h.date}</th>
          <th scope="col">{h.start}</th>
          <th scope="col">{h.end}</th>
          <th scope="col">{h.duration}</th>
          <th scope="col">{h.consultant}</th>
          <th scope="col">{h.consultee}</th>
          <th scope="col">{h.startsWithin}</th>
          <th scope="col">{h.endsWithin}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((b, i) => {
          const { start, end } = colomboSpan(b.cerebroslotDate, b.startTime, b.endTime);
          return (
            <tr key={b.id}>
              <td data-label="#">{i + 1}</td>
              <td data-label={h.date} className="text-nowrap">
                {formatWeekday(start)}
              </td>
              <td data-label={h.start}>
                <SessionTime start={start} withDate={false} />
              </td>
              <td data-label={h.end}>{end != null && <SessionTime start={end} withDate={false} />}</td>
              <td data-label={h.duration}>{formatHours(b.cerebroslotSize)}</td>
              <td data-label={h.consultant}>{name(b.consultantFirstName, b.consultantLastName)}</td>
              <td data-label={h.consultee}>{name(b.consulteeFirstName, b.consulteeLastName)}</td>
              <td data-label={h.startsWithin}>
                <Countdown label={h.startsWithin} seconds={b.startCountDownTime} onDone={upcoming ? refetch : undefined} className="countdown-inline" />
              </td>
              <td data-label={h.endsWithin}>
                <Countdown label={h.endsWithin} seconds={b.endCountDownTime} onDone={upcoming ? refetch : undefined} className="countdown-inline" />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
