import { useDispatch } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import BankReferenceForm from '../../../components/BankReferenceForm.jsx';
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
  const dispatch = useDispatch();
  return async (action) => {
    try {
      const res = await action.unwrap();
      dispatch(alertSuccess(res.message));
      return true;
    } catch (failure) {
      dispatch(alertError(failure?.message || 'The refund could not be updated. Please try again.'));
      return false;
    }
  };
}

/** Refunds the gateway refused: pay again through the gateway, or settle by bank transfer. */
function RefusedRefunds() {
  const { data = [], isLoading, isError, refetch } = useFailedRefundsQuery();
  const [retry, retrying] = useRetryRefundMutation();
  const [settle, settling] = useSettleByTransferMutation();
  const answer = useAnswer();
  const busy = retrying.isLoading || settling.isLoading;
  if (isLoading) return <InlineSpinner label="Loading refused refunds…" />;
  if (isError) {
    return (
      <Alert variant="danger" className="d-flex justify-content-between align-items-center">
        We could not load the refused refunds.
        <Button variant="outline-danger" size="sm" onClick={refetch}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (data.length === 0) return <p className="text-muted">No refund is waiting: the gateway refused none.</p>;
  return (
    <Table responsive="lg" className="table-stack admin-table align-middle">
      <caption className="visually-hidden">Refunds the gateway refused</caption>
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Consultee</th>
          <th scope="col">Gateway’s reason</th>
          <th scope="col" className="text-end">Amount</th>
          <th scope="col" className="text-end">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {data.map((r) => (
          <tr key={r.id}>
            <td data-label="Invoice">{r.cref}</td>
            <td data-label="Consultee">{r.consulteeName}</td>
            <td data-label="Gateway’s reason">{r.failureReason}</td>
            <td data-label="Amount" className="text-end text-nowrap">
              {formatAmount(r.amount ?? r.requestedAmount)}
            </td>
            <td data-label="Actions" className="text-end text-nowrap">
              <Button size="sm" variant="outline-primary" className="me-2" disabled={busy} onClick={() => answer(retry(r.id))}>
                Pay again
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={busy || r.failureUncertain}
                title={r.failureUncertain ? 'The gateway may have refunded it: pay it again first, which asks the gateway.' : undefined}
                onClick={() => answer(settle(r.id))}
              >
                Settle by bank transfer
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
  const [mark, marking] = useMarkTransferredMutation();
  const answer = useAnswer();
  const account = refund.refundAccount;
  return (
    <tr>
      <td data-label="Invoice">{refund.cref}</td>
      <td data-label="Consultee">{refund.consulteeName}</td>
      <td data-label="Account">
        {account ? (
          <>
            {account.accountName}, {account.bank} ({account.branch}), <span className="font-monospace text-nowrap">{account.accountNumber}</span>
          </>
        ) : (
          <span className="text-muted">Waiting for the consultee’s bank details</span>
        )}
        {refund.payoutNote && <div className="small text-muted">{refund.payoutNote}</div>}
      </td>
      <td data-label="Amount" className="text-end text-nowrap">
        {formatAmount(refund.amount ?? refund.requestedAmount)}
      </td>
      <td data-label="Transfer">
        <BankReferenceForm label={`Mark refund ${refund.id} transferred`} submitLabel="Mark transferred" busy={marking.isLoading}
          disabled={!account} onSubmit={(reference) => answer(mark({ id: refund.id, reference }))} />
      </td>
    </tr>
  );
}

/** Refunds owed by bank transfer, oldest first. */
function OwedTransfers() {
  const { data = [], isLoading, isError } = useOwedTransfersQuery();
  if (isLoading) return <InlineSpinner label="Loading owed transfers…" />;
  if (isError) return <Alert variant="danger">We could not load the owed transfers.</Alert>;
  if (data.length === 0) return <p className="text-muted">No bank transfer is owed.</p>;
  return (
    <Table responsive="lg" className="table-stack admin-table align-middle">
      <caption className="visually-hidden">Refunds owed by bank transfer</caption>
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Consultee</th>
          <th scope="col">Account</th>
          <th scope="col" className="text-end">Amount</th>
          <th scope="col">Transfer</th>
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
  return (
    <section className="mt-5" aria-labelledby="refunds-to-settle">
      <h2 id="refunds-to-settle" className="h5">
        Refunds to settle
      </h2>
      <h3 className="h6 mt-3">Refused by the gateway</h3>
      <RefusedRefunds />
      <h3 className="h6 mt-4">Owed by bank transfer</h3>
      <OwedTransfers />
    </section>
  );
}
