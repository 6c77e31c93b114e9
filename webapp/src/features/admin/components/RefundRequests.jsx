import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { formatAmount, formatAnyDate, formatClock, formatDay } from '../../../lib/format.js';
import { ADMIN_MESSAGES } from '../adminSlice.js';
import { useDecideRefundMutation, useRefundsQuery } from '../refundSettlementApi.js';
import RefundModal from './RefundModal.jsx';
import { refundCause } from '../../refunds/refundSteps.js';

/** The refund states the admin can list, in the order a refund goes through them. */
export const REFUND_STATES = [
  { value: 'REQUESTED', label: 'Requested (to decide)' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'SUBMITTING', label: 'Paying' },
  { value: 'FAILED', label: 'Failed' },
  { value: 'PAID', label: 'Paid' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'ALL', label: 'All' },
];
const STATE_LABEL = Object.fromEntries(REFUND_STATES.map((s) => [s.value, s.label.replace(' (to decide)', '')]));

/**
 * The Refunds tab's list: refunds in the chosen state (requests to decide by default), each request
 * decided in a modal. Failed refunds are paid again or settled by transfer under "Refunds to settle".
 */
export default function RefundRequests() {
  const dispatch = useDispatch();
  const [state, setState] = useState('REQUESTED');
  const { data: items = [], isLoading, isError, refetch } = useRefundsQuery(state);
  const [decideRefund, { isLoading: busy }] = useDecideRefundMutation();
  const [deciding, setDeciding] = useState(null);

  const decide = async (refund, body) => {
    const result = await decideRefund({ id: refund.id, ...body });
    if (result.error) {
      dispatch(alertError([ADMIN_MESSAGES.refundUpdateFailed, result.error.message].filter(Boolean).join(' ')));
      return;
    }
    dispatch(alertSuccess(result.data?.message || 'Refund request updated.'));
    setDeciding(null);
  };

  const filter = (
    <Form.Group controlId="refund-state" className="refund-filter mb-3">
      <Form.Label className="me-2">Show</Form.Label>
      <Form.Select value={state} onChange={(e) => setState(e.target.value)} className="d-inline-block w-auto">
        {REFUND_STATES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
  let body;
  if (isLoading) body = <InlineSpinner label="Loading refunds…" />;
  else if (isError && items.length === 0) {
    body = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>We could not load the refunds.</span>
        <Button variant="outline-danger" size="sm" onClick={refetch}>
          Try again
        </Button>
      </Alert>
    );
  } else if (items.length === 0) body = <EmptyState icon="bi-arrow-counterclockwise" message={ADMIN_MESSAGES.noData} />;
  if (body) {
    return (
      <>
        {filter}
        {body}
      </>
    );
  }
  return (
    <>
      {filter}
      <Table responsive="lg" hover className="table-stack admin-table align-middle">
        <caption className="visually-hidden">Refunds: {STATE_LABEL[state]}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Requested</th>
            <th scope="col">Consultee</th>
            <th scope="col">Consultant</th>
            <th scope="col">Session</th>
            <th scope="col">Reason</th>
            <th scope="col">State</th>
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
              <td data-label="State">
                {STATE_LABEL[r.status] ?? r.status}
                {r.failureReason && <small className="d-block text-muted">{r.failureReason}</small>}
                {r.adminRemark && <small className="d-block text-muted">“{r.adminRemark}”</small>}
              </td>
              <td data-label="Amount" className="text-end text-nowrap">
                {formatAmount(r.status === 'REQUESTED' ? r.requestedAmount : (r.amount ?? r.requestedAmount))}
              </td>
              <td data-label="Actions" className="text-end">
                {r.status === 'REQUESTED' && (
                  <Button variant="outline-primary" size="sm" onClick={() => setDeciding(r)}>
                    Decide
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <RefundModal refund={deciding} busy={busy} onDecide={decide} onClose={() => setDeciding(null)} />
    </>
  );
}
