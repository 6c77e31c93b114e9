import { useDispatch } from 'react-redux';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import BankReferenceForm from '../../../components/BankReferenceForm.jsx';
import CardHolderCheck, { cardTransferReady } from './CardHolderCheck.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { formatAmount } from '../../../lib/format.js';
import {
  useFailedRefundsQuery,
  useMarkTransferredMutation,
  useOwedTransfersQuery,
  useRetryRefundMutation,
  useSettleByTransferMutation,
} from '../refundSettlementApi.js';

/** Says what a refund action answered: the server's message, success or not. */
function useAnswer() {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  return async (action) => {
    try {
      const res = await action.unwrap();
      dispatch(alertSuccess(res.message));
      return true;
    } catch (failure) {
      dispatch(alertError(failure?.message || _('admin.settle.failed')));
      return false;
    }
  };
}

/** The column names both tables share. */
function useColumns() {
  const { _ } = useLingui();
  return {
    invoice: _('admin.settle.invoice'),
    consultee: _('admin.field.consultee'),
    amount: _('admin.field.amount'),
    actions: _('admin.actions'),
  };
}

/** Refunds the gateway refused: pay again through the gateway, or settle by bank transfer. */
function RefusedRefunds() {
  const { _ } = useLingui();
  const h = useColumns();
  const { data = [], isLoading, isError, refetch } = useFailedRefundsQuery();
  const [retry, retrying] = useRetryRefundMutation();
  const [settle, settling] = useSettleByTransferMutation();
  const answer = useAnswer();
  const busy = retrying.isLoading || settling.isLoading;
  if (isLoading) return <InlineSpinner label={_('admin.settle.refusedLoading')} />;
  if (isError) {
    return (
      <Alert variant="danger" className="d-flex justify-content-between align-items-center">
        {_('admin.settle.refusedFailed')}
        <Button variant="outline-danger" size="sm" onClick={refetch}>
          {_('admin.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (data.length === 0) return <p className="text-muted">{_('admin.settle.refusedNone')}</p>;
  const reason = _('admin.settle.gatewayReason');
  return (
    <Table responsive="lg" className="table-stack admin-table align-middle">
      <caption className="visually-hidden">{_('admin.settle.refusedCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{h.invoice}</th>
          <th scope="col">{h.consultee}</th>
          <th scope="col">{reason}</th>
          <th scope="col" className="text-end">{h.amount}</th>
          <th scope="col" className="text-end">
            <span className="visually-hidden">{h.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {data.map((r) => (
          <tr key={r.id}>
            <td data-label={h.invoice}>{r.cref}</td>
            <td data-label={h.consultee}>{r.consulteeName}</td>
            <td data-label={reason}>{r.failureReason}</td>
            <td data-label={h.amount} className="text-end text-nowrap">
              {formatAmount(r.amount ?? r.requestedAmount)}
            </td>
            <td data-label={h.actions} className="text-end text-nowrap">
              <Button size="sm" variant="outline-primary" className="me-2" disabled={busy} onClick={() => answer(retry(r.id))}>
                {_('admin.settle.payAgain')}
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={busy}
                title={r.failureUncertain ? _('admin.settle.uncertain') : undefined}
                onClick={() => answer(settle(r.id))}
              >
                {_('admin.settle.byTransfer')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** One owed transfer: the consultee's account and the bank's reference once it is made. */
function OwedTransfer({ refund }) {
  const { _ } = useLingui();
  const h = useColumns();
  const [mark, marking] = useMarkTransferredMutation();
  const answer = useAnswer();
  const account = refund.refundAccount;
  return (
    <tr>
      <td data-label={h.invoice}>{refund.cref}</td>
      <td data-label={h.consultee}>{refund.consulteeName}</td>
      <td data-label={_('admin.settle.account')}>
        {/* One block: a stacked (phone) row lays the label and its value side by side. */}
        <div>
          {account ? (
            <>
              {account.accountName}, {account.bank} ({account.branch}), <span className="font-monospace text-nowrap">{account.accountNumber}</span>
            </>
          ) : (
            <span className="text-muted">{_('admin.settle.noAccount')}</span>
          )}
          {refund.payoutNote && <div className="small text-muted">{refund.payoutNote}</div>}
          <CardHolderCheck refund={refund} answer={answer} />
        </div>
      </td>
      <td data-label={h.amount} className="text-end text-nowrap">
        {formatAmount(refund.amount ?? refund.requestedAmount)}
      </td>
      <td data-label={_('admin.settle.transfer')}>
        <BankReferenceForm
          label={_('admin.settle.markAria', { id: refund.id })}
          submitLabel={_('admin.settle.mark')}
          busy={marking.isLoading}
          disabled={!account || !cardTransferReady(refund)}
          onSubmit={(reference) => answer(mark({ id: refund.id, reference }))}
        />
      </td>
    </tr>
  );
}

/** Refunds owed by bank transfer, oldest first. */
function OwedTransfers() {
  const { _ } = useLingui();
  const h = useColumns();
  const { data = [], isLoading, isError } = useOwedTransfersQuery();
  if (isLoading) return <InlineSpinner label={_('admin.settle.owedLoading')} />;
  if (isError) return <Alert variant="danger">{_('admin.settle.owedFailed')}</Alert>;
  if (data.length === 0) return <p className="text-muted">{_('admin.settle.owedNone')}</p>;
  return (
    <Table responsive="lg" className="table-stack admin-table align-middle">
      <caption className="visually-hidden">{_('admin.settle.owedCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{h.invoice}</th>
          <th scope="col">{h.consultee}</th>
          <th scope="col">{_('admin.settle.account')}</th>
          <th scope="col" className="text-end">{h.amount}</th>
          <th scope="col">{_('admin.settle.transfer')}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((r) => (
          <OwedTransfer key={r.id} refund={r} />
        ))}
      </tbody>
    </Table>
  );
}

/** The refunds tab's second half: money still owed after a decision. */
export default function RefundsToSettle() {
  const { _ } = useLingui();
  return (
    <section className="mt-5" aria-labelledby="refunds-to-settle">
      <h2 id="refunds-to-settle" className="h5">
        {_('admin.settle.title')}
      </h2>
      <h3 className="h6 mt-3">{_('admin.settle.refusedTitle')}</h3>
      <RefusedRefunds />
      <h3 className="h6 mt-4">{_('admin.settle.owedTitle')}</h3>
      <OwedTransfers />
    </section>
  );
}
