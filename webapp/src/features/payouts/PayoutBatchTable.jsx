import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Trans, useLingui } from '@lingui/react';
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
function PayoutLine({ payout, headers }) {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const [markPaid, { isLoading }] = useMarkPayoutPaidMutation();
  const submit = async (reference) => {
    try {
      const res = await markPaid({ id: payout.id, reference }).unwrap();
      dispatch(alertSuccess(res.message));
      return true;
    } catch (failure) {
      dispatch(alertError(failure?.message || _('consultant.payoutBatch.markFailed')));
      return false;
    }
  };
  return (
    <tr>
      <td data-label={headers.consultant}>{payout.consultantName}</td>
      <td data-label={headers.account}>
        {payout.accountName}, {payout.bank} ({payout.branch}), <span className="font-monospace text-nowrap">{payout.account}</span>
      </td>
      <td data-label={headers.amount} className="text-end text-nowrap">
        {formatAmount(payout.amount)}
      </td>
      <td data-label={headers.reference} className="font-monospace small">
        {payout.reference}
      </td>
      <td data-label={headers.paid}>
        {payout.status === 'PAID' ? (
          <span className="text-success">{_('consultant.payouts.paidOn', { date: formatDate(payout.paidAt) })}</span>
        ) : (
          <BankReferenceForm
            label={_('consultant.payoutBatch.markLabel', { name: payout.consultantName })}
            submitLabel={_('consultant.payoutBatch.markPaid')}
            busy={isLoading}
            onSubmit={submit}
          />
        )}
      </td>
    </tr>
  );
}

/** The Payouts tab: a period's batch (choose the period), its CSV for the bank, each line marked paid. */
export default function PayoutBatchTable() {
  const { _ } = useLingui();
  const [period, setPeriod] = useState('');
  const { data, isLoading, isError, refetch } = usePayoutBatchQuery(period);
  const dispatch = useDispatch();
  if (isLoading) return <InlineSpinner label={_('consultant.payoutBatch.loading')} />;
  if (isError) {
    return (
      <Alert variant="danger" className="d-flex justify-content-between align-items-center">
        {_('consultant.payoutBatch.failed')}
        <Button variant="outline-danger" size="sm" onClick={refetch}>
          {_('consultant.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const payouts = data?.payouts ?? [];
  const shown = data?.periodStart ?? '';
  const headers = {
    consultant: _('consultant.payoutBatch.consultant'),
    account: _('consultant.payoutBatch.account'),
    amount: _('consultant.payouts.amount'),
    reference: _('consultant.payouts.reference'),
    paid: _('consultant.payoutBatch.paid'),
  };
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <Form.Group controlId="payout-period">
          <Form.Label>{_('consultant.payoutBatch.periodStarting')}</Form.Label>
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
              <Trans
                id="consultant.payoutBatch.total"
                values={{ total: formatAmount(data.total), count: payouts.length }}
                components={{ 0: <span className="fw-semibold" /> }}
              />
            </p>
            <Button
              variant="outline-primary"
              className="mb-1"
              onClick={() => downloadCsv(shown).catch(() => dispatch(alertError(_('consultant.payoutBatch.csvFailed'))))}
            >
              <i className="bi bi-download me-2" aria-hidden="true" />
              {_('consultant.payoutBatch.csv')}
            </Button>
          </>
        )}
      </div>
      {payouts.length === 0 ? (
        <EmptyState icon="bi-bank" message={_('consultant.payoutBatch.none')} />
      ) : (
        <Table responsive="lg" className="table-stack admin-table align-middle">
          <caption className="visually-hidden">{_('consultant.payoutBatch.caption', { date: formatAnyDate(shown) })}</caption>
          <thead>
            <tr>
              <th scope="col">{headers.consultant}</th>
              <th scope="col">{headers.account}</th>
              <th scope="col" className="text-end">{headers.amount}</th>
              <th scope="col">{headers.reference}</th>
              <th scope="col">{headers.paid}</th>
            </tr>
          </thead>
          <tbody>
            {payouts.map((p) => (
              <PayoutLine key={p.id} payout={p} headers={headers} />
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
