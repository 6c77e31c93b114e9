import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { formatAmount, formatAnyDate, formatDate } from '../../lib/format.js';
import { useConsultantPayoutsQuery } from './payoutsApi.js';

/** What a payout is made of: sessions, less refunds and penalties (shown when there are any). */
function Breakdown({ of }) {
  if (!of || (of.refunds === 0 && of.penalties === 0)) return null;
  return (
    <span className="d-block small text-muted">
      Sessions {formatAmount(of.sessions)}
      {of.refunds !== 0 && ` · refunds ${formatAmount(of.refunds)}`}
      {of.penalties !== 0 && ` · penalties ${formatAmount(of.penalties)}`}
    </span>
  );
}

/**
 * A consultant's payouts: the balance for the next payout (negative: carried forward), what waits
 * for its sessions' claim windows, and every payout with its bank reference.
 */
export default function MyPayouts({ consultantId }) {
  const { data, isLoading, isError } = useConsultantPayoutsQuery(consultantId, { skip: !consultantId });
  if (isLoading) return <InlineSpinner label="Loading your payouts…" />;
  if (isError || !data) return <Alert variant="warning">We could not load your payouts. Please try again later.</Alert>;
  return (
    <section className="mt-4" aria-labelledby="my-payouts">
      <h2 id="my-payouts" className="h5">
        Payouts
      </h2>
      <dl className="row mb-2">
        <dt className="col-sm-5">Next payout</dt>
        <dd className={`col-sm-7 ${data.pendingBalance < 0 ? 'text-danger' : ''}`}>
          {formatAmount(data.pendingBalance)}
          {data.pendingBalance < 0 && <span className="text-muted small"> · carried forward: refunds or penalties after your last payout</span>}
          <Breakdown of={data.pending} />
        </dd>
        <dt className="col-sm-5">Waiting for the 7-day claim window</dt>
        <dd className="col-sm-7">{formatAmount(data.inClaimWindow)}</dd>
      </dl>
      {data.payouts.length === 0 ? (
        <p className="text-muted">No payouts yet. Sessions are paid out after each month, once their claim window has closed.</p>
      ) : (
        <Table responsive="md" className="table-stack align-middle">
          <caption className="visually-hidden">Your payouts</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col" className="text-end">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Reference</th>
            </tr>
          </thead>
          <tbody>
            {data.payouts.map((p) => (
              <tr key={p.id}>
                <td data-label="Period">
                  {formatAnyDate(p.periodStart)} – {formatAnyDate(p.periodEnd)}
                </td>
                <td data-label="Amount" className="text-end">
                  <span className="text-nowrap">{formatAmount(p.amount)}</span>
                  <Breakdown of={p.breakdown} />
                </td>
                <td data-label="Status">{p.status === 'PAID' ? `Paid ${formatDate(p.paidAt)}` : 'Being paid'}</td>
                <td data-label="Reference" className="font-monospace small">
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
