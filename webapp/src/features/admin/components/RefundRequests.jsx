import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { formatAmount, formatAnyDate, formatClock, formatDay } from '../../../lib/format.js';
import { ADMIN_MESSAGES, decideRefund, fetchRefunds, selectRefunds } from '../adminSlice.js';
import RefundModal from './RefundModal.jsx';
import { refundCause } from '../../refunds/refundSteps.js';

/** The Refunds tab's requests waiting for a decision, each decided in a modal. */
export default function RefundRequests() {
  const dispatch = useDispatch();
  const { items, status } = useSelector(selectRefunds);
  const [deciding, setDeciding] = useState(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => dispatch(fetchRefunds()), [dispatch]);

  useEffect(() => {
    load();
  }, [load]);

  const decide = async (refund, body) => {
    setBusy(true);
    const result = await dispatch(decideRefund({ id: refund.id, ...body }));
    setBusy(false);
    if (decideRefund.fulfilled.match(result)) {
      dispatch(alertSuccess(result.payload));
      setDeciding(null);
      load();
    } else {
      dispatch(alertError([ADMIN_MESSAGES.refundUpdateFailed, result.payload?.message].filter(Boolean).join(' ')));
    }
  };

  if ((status === 'idle' || status === 'loading') && items.length === 0) return <InlineSpinner label="Loading refund requests…" />;
  if (status === 'failed' && items.length === 0) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>We could not load the refund requests.</span>
        <Button variant="outline-danger" size="sm" onClick={load}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (items.length === 0) return <EmptyState icon="bi-arrow-counterclockwise" message={ADMIN_MESSAGES.noData} />;
  return (
    <>
      <Table responsive="lg" hover className="table-stack admin-table align-middle">
        <caption className="visually-hidden">Refund requests</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Requested</th>
            <th scope="col">Consultee</th>
            <th scope="col">Consultant</th>
            <th scope="col">Session</th>
            <th scope="col">Reason</th>
            <th scope="col" className="text-end">Amount</th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((r, i) => (
            <tr key={r.id}>
              <td data-label="#">{i + 1}</td>
              <td data-label="Requested" className="text-nowrap">
                {formatAnyDate(r.createdAt)}
              </td>
              <td data-label="Consultee">{r.consulteeName}</td>
              <td data-label="Consultant">{r.consultantName}</td>
              <td data-label="Session" className="text-nowrap">
                {formatDay(r.slotDate)}, {formatClock(r.startTime)}
              </td>
              <td data-label="Reason">{refundCause(r.cause)}</td>
              <td data-label="Amount" className="text-end text-nowrap">
                {formatAmount(r.requestedAmount ?? r.amount)}
              </td>
              <td data-label="Actions" className="text-end">
                <Button variant="outline-primary" size="sm" onClick={() => setDeciding(r)}>
                  Decide
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <RefundModal refund={deciding} busy={busy} onDecide={decide} onClose={() => setDeciding(null)} />
    </>
  );
}
