import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { formatAmount, formatAnyDate, colomboToday } from '../../../lib/format.js';
import { fetchEarnings, selectEarnings } from '../consultantSlice.js';
import { defaultEarningsRange, earningsRows, earningsSeries, earningsTotals } from '../earningsView.js';
import EarningsChart from './EarningsChart.jsx';
import useOnOpen from '../../../lib/useOnOpen.js';

export const NO_EARNINGS = 'No earnings in this period.';
export const EARNINGS_FAILED = 'We could not load your earnings. Please try again later.';

function Totals({ totals }) {
  const items = [
    ['Bookings', String(totals.bookings), 'bi-calendar-check'],
    ['Earned', formatAmount(totals.earned), 'bi-cash-stack'],
    ['Your share', formatAmount(totals.consultantShare), 'bi-wallet2'],
    ['Cerebro share', formatAmount(totals.cerebroShare), 'bi-building'],
  ];
  return (
    <dl className="earnings-totals">
      {items.map(([label, value, icon]) => (
        <div key={label} className="earnings-total">
          <dt>
            <i className={`bi ${icon} me-1`} aria-hidden="true" />
            {label}
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const PENALTY_REASONS = { CANCELLED: 'You cancelled the session', NO_SHOW: 'You did not come to the session' };

/** The penalties of the period, beside the earnings: each deducted from a payout. */
export function PenaltiesTable({ penalties, total }) {
  if (!penalties?.length) return null;
  return (
    <section className="mt-4" aria-labelledby="penalties-title">
      <h3 className="h6" id="penalties-title">
        Penalties · {formatAmount(total)} deducted from your payouts
      </h3>
      <Table responsive="md" className="table-stack earnings-table align-middle mb-0">
        <caption className="visually-hidden">Penalties</caption>
        <thead>
          <tr>
            <th scope="col">Session</th>
            <th scope="col">Consultee</th>
            <th scope="col">Why</th>
            <th scope="col" className="text-end">Penalty</th>
          </tr>
        </thead>
        <tbody>
          {penalties.map((p) => (
            <tr key={p.bookingId}>
              <td data-label="Session">{formatAnyDate(p.date)}</td>
              <td data-label="Consultee">{p.consulteeName}</td>
              <td data-label="Why">{PENALTY_REASONS[p.reason] ?? p.reason}</td>
              <td data-label="Penalty" className="text-end">
                {formatAmount(p.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

/** The per-booking table of the report. */
export function EarningsTable({ rows }) {
  return (
    <Table responsive="md" hover className="table-stack earnings-table align-middle mb-0">
      <caption className="visually-hidden">Earnings per booking</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Consultee</th>
          <th scope="col">Bookings</th>
          <th scope="col" className="text-end">Earned</th>
          <th scope="col" className="text-end">Your share</th>
          <th scope="col" className="text-end">Cerebro share</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td data-label="Date">{formatAnyDate(r.date)}</td>
            <td data-label="Consultee">{r.consulteeName}</td>
            <td data-label="Bookings">{(r.bookingIds ?? []).map((id) => `#${id}`).join(', ')}</td>
            <td data-label="Earned" className="text-end">
              {formatAmount(r.earnedAmount)}
            </td>
            <td data-label="Your share" className="text-end">
              {formatAmount(r.consultantAmount)}
            </td>
            <td data-label="Cerebro share" className="text-end">
              {formatAmount(r.cerebroAmount)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** My Earnings: a start and end date with Search, the totals, a chart over the period and the table. */
export default function Earnings({ consultantId }) {
  const dispatch = useDispatch();
  const { report, query, status } = useSelector(selectEarnings);
  const [range, setRange] = useState(() => query ?? defaultEarningsRange());
  const [problem, setProblem] = useState(null);

  const search = (r) => {
    if (!r.startDate || !r.endDate) return setProblem('Please choose a start date and an end date.');
    if (r.endDate < r.startDate) return setProblem('The end date cannot be before the start date.');
    setProblem(null);
    return dispatch(fetchEarnings({ consultantId, ...r }));
  };

  // Loads the period when the tab opens, unless it is already loaded.
  useOnOpen(() => {
    if (status === 'idle' || status === 'failed') search(range);
  });

  const shown = query ?? range;
  const rows = earningsRows(report);
  const totals = earningsTotals(report);
  return (
    <>
      <Form
        className="filter-panel earnings-search mb-4"
        aria-label="Earnings period"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          search(range);
        }}
      >
        <Form.Group controlId="earnings-start">
          <Form.Label>Start Date</Form.Label>
          <Form.Control
            type="date"
            value={range.startDate}
            max={colomboToday()}
            onChange={(e) => setRange((r) => ({ ...r, startDate: e.target.value }))}
          />
        </Form.Group>
        <Form.Group controlId="earnings-end">
          <Form.Label>End Date</Form.Label>
          <Form.Control
            type="date"
            value={range.endDate}
            onChange={(e) => setRange((r) => ({ ...r, endDate: e.target.value }))}
          />
        </Form.Group>
        <Button type="submit" variant="primary">
          <i className="bi bi-search me-2" aria-hidden="true" />
          Search
        </Button>
        {problem && (
          <div className="invalid-feedback d-block w-100" role="alert">
            {problem}
          </div>
        )}
      </Form>
      {status === 'loading' && !report && <InlineSpinner label="Loading your earnings…" />}
      {status === 'failed' && <Alert variant="warning">{EARNINGS_FAILED}</Alert>}
      {report && (
        <>
          <Totals totals={totals} />
          {rows.length === 0 ? (
            <EmptyState icon="bi-graph-up" message={NO_EARNINGS} />
          ) : (
            <>
              <Card className="form-card mb-4">
                <Card.Body>
                  <EarningsChart bars={earningsSeries(report, shown.startDate, shown.endDate)} />
                </Card.Body>
              </Card>
              <EarningsTable rows={rows} />
            </>
          )}
          <PenaltiesTable penalties={report.penalties} total={report.penaltyTotal} />
        </>
      )}
    </>
  );
}
