import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { formatAmount, formatAnyDate, formatDate } from '../../lib/format.js';
import { useConsultantPayoutsQuery } from './payoutsApi.js';

/** What a payout is made of: sessions, less refunds and penalties (shown when there are any). */
function Breakdown({ of }) {
  const { _ } = useLingui();
  if (!of || (of.refunds === 0 && of.penalties === 0)) return null;
  return (
    <span className="d-block small text-muted">
      {_('consultant.payouts.sessions', { amount: formatAmount(of.sessions) })}
      {of.refunds !== 0 && ` · ${_('consultant.payouts.refunds', { amount: formatAmount(of.refunds) })}`}
      {of.penalties !== 0 && ` · ${_('consultant.payouts.penalties', { amount: formatAmount(of.penalties) })}`}
    </span>
  );
}

/**
 * A consultant's payouts: the balance for the next payout (negative: carried forward), what waits
 * for its sessions' claim windows, and every payout with its bank reference. Periods are Sri Lanka
 * calendar dates; the day a payout was paid is in the viewer's zone.
 */
export default function MyPayouts({ consultantId }) {
  const { _ } = useLingui();
  const { data, isLoading, isError } = useConsultantPayoutsQuery(consultantId, { skip: !consultantId });
  if (isLoading) return <InlineSpinner label={_('consultant.payouts.loading')} />;
  if (isError || !data) return <Alert variant="warning">{_('consultant.payouts.failed')}</Alert>;
  const headers = {
    period: _('consultant.payouts.period'),
    amount: _('consultant.payouts.amount'),
    status: _('consultant.payouts.status'),
    reference: _('consultant.payouts.reference'),
  };
  return (
    <section className="mt-4" aria-labelledby="my-payouts">
      <h2 id="my-payouts" className="h5">
        {_('consultant.payouts.title')}
      </h2>
      <dl className="row mb-2">
        <dt className="col-sm-5">{_('consultant.payouts.next')}</dt>
        <dd className={`col-sm-7 ${data.pendingBalance < 0 ? 'text-danger' : ''}`}>
          {formatAmount(data.pendingBalance)}
          {data.pendingBalance < 0 && <span className="text-muted small"> · {_('consultant.payouts.carriedForward')}</span>}
          <Breakdown of={data.pending} />
        </dd>
        <dt className="col-sm-5">{_('consultant.payouts.inClaimWindow')}</dt>
        <dd className="col-sm-7">{formatAmount(data.inClaimWindow)}</dd>
      </dl>
      {data.payouts.length === 0 ? (
        <p className="text-muted">{_('consultant.payouts.none')}</p>
      ) : (
        <Table responsive="md" className="table-stack align-middle">
          <caption className="visually-hidden">{_('consultant.payouts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{headers.period}</th>
              <th scope="col" className="text-end">{headers.amount}</th>
              <th scope="col">{headers.status}</th>
              <th scope="col">{headers.reference}</th>
            </tr>
          </thead>
          <tbody>
            {data.payouts.map((p) => (
              <tr key={p.id}>
                <td data-label={headers.period}>
                  {formatAnyDate(p.periodStart)} – {formatAnyDate(p.periodEnd)}
                </td>
                <td data-label={headers.amount} className="text-end">
                  <span className="text-nowrap">{formatAmount(p.amount)}</span>
                  <Breakdown of={p.breakdown} />
                </td>
                <td data-label={headers.status}>
                  {p.status === 'PAID' ? _('consultant.payouts.paidOn', { date: formatDate(p.paidAt) }) : _('consultant.payouts.beingPaid')}
                </td>
                <td data-label={headers.reference} className="font-monospace small">
                  {p.reference}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
