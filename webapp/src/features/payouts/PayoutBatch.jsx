import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import BankReferenceForm from '../../components/BankReferenceForm.jsx';
import EmptyState from '../../components/EmptyState.jsx';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { alertError, alertSuccess } from '../../components/feedback/alertsSlice.js';
import { getBlob } from '../../lib/http.js';
import { formatAmount, formatAnyDate, formatDate } from '../../lib/format.js';
import { useMarkPayoutPaidMutation, usePayoutBatchQuery } from './payoutsApi.js';

/** Downloads the period's CSV for the bank (fetched with the session, like slips). */
async function downloadCsv(periodStart) {
  const blob = await getBlob(`/payouts/export?periodStart=${encodeURIComponent(periodStart)}`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `cerebro-payouts-${periodStart}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

/** One payout line: the consultant's account and, while pending, the bank reference to mark it paid. */
function PayoutLine({ payout }) {
  const dispatch = useDispatch();
  const [markPaid, { isLoading }] = useMarkPayoutPaidMutation();
  const submit = async (reference) => {
    try {
      const res = await markPaid({ id: payout.id, reference }).unwrap();
      dispatch(alertSuccess(res.message));
      return true;
    } catch (failure) {
      dispatch(alertError(failure?.message || 'The payout could not be marked paid.'));
      return false;
    }
  };
  return (
    <tr>
      <td data-label="Consultant">{payout.consultantName}</td>
      <td data-label="Account">
        {payout.accountName}, {payout.bank} ({payout.branch}), <span className="font-monospace text-nowrap">{payout.account}</span>
      </td>
      <td data-label="Amount" className="text-end text-nowrap">
        {formatAmount(payout.amount)}
      </td>
      <td data-label="Reference" className="font-monospace small">
        {payout.reference}
      </td>
      <td data-label="Paid">
        {payout.status === 'PAID' ? (
          <span className="text-success">Paid {formatDate(payout.paidAt)}</span>
        ) : (
          <BankReferenceForm label={`Mark the payout to ${payout.consultantName} paid`} submitLabel="Mark paid" busy={isLoading}
            onSubmit={submit} />
        )}
      </td>
    </tr>
  );
}

/** The Payouts tab: a period's batch (choose the period), its CSV for the bank, each line marked paid. */
export default function PayoutBatch() {
  const [period, setPeriod] = useState('');
  const { data, isLoading, isError, refetch } = usePayoutBatchQuery(period);
  const dispatch = useDispatch();
  if (isLoading) return <InlineSpinner label="Loading payouts…" />;
  if (isError) {
    return (
      <Alert variant="danger" className="d-flex justify-content-between align-items-center">
        We could not load the payouts.
        <Button variant="outline-danger" size="sm" onClick={refetch}>
          Try again
        </Button>
      </Alert>
    );
  }
  const payouts = data?.payouts ?? [];
  const shown = data?.periodStart ?? '';
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <Form.Group controlId="payout-period">
          <Form.Label>Period starting</Form.Label>
          <Form.Select value={shown} onChange={(e) => setPeriod(e.target.value)} disabled={(data?.periods ?? []).length === 0}>
            {(data?.periods ?? []).map((p) => (
              <option key={p} value={p}>
                {formatAnyDate(p)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {payouts.length > 0 && (
          <>
            <p className="mb-2">
              Total <span className="fw-semibold">{formatAmount(data.total)}</span> to {payouts.length} consultant
              {payouts.length === 1 ? '' : 's'}
            </p>
            <Button
              variant="outline-primary"
              className="mb-1"
              onClick={() => downloadCsv(shown).catch(() => dispatch(alertError('The CSV could not be downloaded.')))}
            >
              <i className="bi bi-download me-2" aria-hidden="true" />
              CSV for the bank
            </Button>
          </>
        )}
      </div>
      {payouts.length === 0 ? (
        <EmptyState icon="bi-bank" message="No payouts yet: they are opened after each period ends." />
      ) : (
        <Table responsive="lg" className="table-stack admin-table align-middle">
          <caption className="visually-hidden">Payouts of the period starting {formatAnyDate(shown)}</caption>
          <thead>
            <tr>
              <th scope="col">Consultant</th>
              <th scope="col">Account</th>
              <th scope="col" className="text-end">Amount</th>
              <th scope="col">Reference</th>
              <th scope="col">Paid</th>
            </tr>
          </thead>
          <tbody>
            {payouts.map((p) => (
              <PayoutLine key={p.id} payout={p} />
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
