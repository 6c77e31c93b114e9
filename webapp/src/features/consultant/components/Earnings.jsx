import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { colomboInstant, colomboToday, differsFromSriLanka, formatAmount, formatAnyDate, formatNumber } from '../../../lib/format.js';
import { useConsultantEarningsQuery } from '../consultantApi.js';
import { defaultEarningsRange, earningsRows, earningsSeries, earningsTotals } from '../earningsView.js';
import EarningsChart from './EarningsChart.jsx';
import { msg } from '../../../i18n/index.js';

function Totals({ totals }) {
  const { _ } = useLingui();
  const items = [
    [_('consultant.earnings.bookings'), formatNumber(totals.bookings), 'bi-calendar-check'],
    [_('consultant.earnings.earned'), formatAmount(totals.earned), 'bi-cash-stack'],
    [_('consultant.earnings.yourShare'), formatAmount(totals.consultantShare), 'bi-wallet2'],
    [_('consultant.earnings.cerebroShare'), formatAmount(totals.cerebroShare), 'bi-building'],
  ];
  return (
    <dl className="earnings-totals">
      {items.map(([label, value, icon]) => (
        <div key={icon} className="earnings-total">
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

const PENALTY_REASONS = {
  CANCELLED: msg('consultant.penalties.cancelled'),
  NO_SHOW: msg('consultant.penalties.noShow'),
};

/** The penalties of the period, beside the earnings: each deducted from a payout. */
export function PenaltiesTable({ penalties, total }) {
  const { _ } = useLingui();
  if (!penalties?.length) return null;
  const headers = {
    session: _('consultant.penalties.session'),
    consultee: _('consultant.penalties.consultee'),
    why: _('consultant.penalties.why'),
    penalty: _('consultant.penalties.penalty'),
  };
  return (
    <section className="mt-4" aria-labelledby="penalties-title">
      <h3 className="h6" id="penalties-title">
        {_('consultant.penalties.title', { total: formatAmount(total) })}
      </h3>
      <Table responsive="md" className="table-stack earnings-table align-middle mb-0">
        <caption className="visually-hidden">{_('consultant.penalties.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{headers.session}</th>
            <th scope="col">{headers.consultee}</th>
            <th scope="col">{headers.why}</th>
            <th scope="col" className="text-end">{headers.penalty}</th>
          </tr>
        </thead>
        <tbody>
          {penalties.map((p) => (
            <tr key={p.bookingId}>
              <td data-label={headers.session}>{formatAnyDate(p.date)}</td>
              <td data-label={headers.consultee}>{p.consulteeName}</td>
              <td data-label={headers.why}>{PENALTY_REASONS[p.reason] ? _(PENALTY_REASONS[p.reason]) : p.reason}</td>
              <td data-label={headers.penalty} className="text-end">
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
  const { _ } = useLingui();
  const headers = {
    date: _('consultant.earnings.date'),
    consultee: _('consultant.earnings.consultee'),
    bookings: _('consultant.earnings.bookings'),
    earned: _('consultant.earnings.earned'),
    yours: _('consultant.earnings.yourShare'),
    cerebro: _('consultant.earnings.cerebroShare'),
  };
  return (
    <Table responsive="md" hover className="table-stack earnings-table align-middle mb-0">
      <caption className="visually-hidden">{_('consultant.earnings.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{headers.date}</th>
          <th scope="col">{headers.consultee}</th>
          <th scope="col">{headers.bookings}</th>
          <th scope="col" className="text-end">{headers.earned}</th>
          <th scope="col" className="text-end">{headers.yours}</th>
          <th scope="col" className="text-end">{headers.cerebro}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td data-label={headers.date}>{formatAnyDate(r.date)}</td>
            <td data-label={headers.consultee}>{r.consulteeName}</td>
            <td data-label={headers.bookings}>{(r.bookingIds ?? []).map((id) => `#${id}`).join(', ')}</td>
            <td data-label={headers.earned} className="text-end">
              {formatAmount(r.earnedAmount)}
            </td>
            <td data-label={headers.yours} className="text-end">
              {formatAmount(r.consultantAmount)}
            </td>
            <td data-label={headers.cerebro} className="text-end">
              {formatAmount(r.cerebroAmount)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * My Earnings: a start and end date (Sri Lanka calendar days) with Search, the totals, a chart over
 * the period and the table. The period shown is the last one searched; searching it again asks the
 * server again.
 */
export default function Earnings({ consultantId }) {
  const { _ } = useLingui();
  const [range, setRange] = useState(defaultEarningsRange);
  const [shown, setShown] = useState(range);
  const { data, isFetching, isError, refetch } = useConsultantEarningsQuery({ consultantId, ...shown });
  const [problem, setProblem] = useState(null);
  // A failed search shows no report, not the previous period's.
  const report = isError ? null : data;
  // The dates are Sri Lanka's: said so when the consultant's own clock reads otherwise.
  const abroad = differsFromSriLanka(colomboInstant(range.startDate || colomboToday(), '12:00'));

  const search = (r) => {
    if (!r.startDate || !r.endDate) return setProblem(_('consultant.earnings.chooseDates'));
    if (r.endDate < r.startDate) return setProblem(_('consultant.earnings.endBeforeStart'));
    setProblem(null);
    if (r.startDate === shown.startDate && r.endDate === shown.endDate) return refetch();
    return setShown(r);
  };

  const rows = earningsRows(report);
  const totals = earningsTotals(report);
  return (
    <>
      <Form
        className="filter-panel earnings-search mb-4"
        aria-label={_('consultant.earnings.period')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          search(range);
        }}
      >
        <Form.Group controlId="earnings-start">
          <Form.Label>{_('consultant.earnings.startDate')}</Form.Label>
          <Form.Control
            type="date"
            value={range.startDate}
            max={colomboToday()}
            onChange={(e) => setRange((r) => ({ ...r, startDate: e.target.value }))}
          />
        </Form.Group>
        <Form.Group controlId="earnings-end">
          <Form.Label>{_('consultant.earnings.endDate')}</Form.Label>
          <Form.Control
            type="date"
            value={range.endDate}
            onChange={(e) => setRange((r) => ({ ...r, endDate: e.target.value }))}
          />
        </Form.Group>
        <Button type="submit" variant="primary">
          <i className="bi bi-search me-2" aria-hidden="true" />
          {_('consultant.earnings.search')}
        </Button>
        {abroad && <Form.Text className="w-100" muted>{_('consultant.earnings.sriLankaDates')}</Form.Text>}
        {problem && (
          <div className="invalid-feedback d-block w-100" role="alert">
            {problem}
          </div>
        )}
      </Form>
      {isFetching && !report && <InlineSpinner label={_('consultant.earnings.loading')} />}
      {isError && <Alert variant="warning">{_('consultant.earnings.failed')}</Alert>}
      {report && (
        <>
          <Totals totals={totals} />
          {rows.length === 0 ? (
            <EmptyState icon="bi-graph-up" message={_('consultant.earnings.none')} />
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
