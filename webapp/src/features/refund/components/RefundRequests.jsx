import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import SessionTime from '../../../components/SessionTime.jsx';
import { colomboSpan, formatAmount, formatAnyDate } from '../../../lib/format.js';
import { msg } from '../../../i18n/index.js';
import { useDecideRefundMutation, useRefundsQuery } from '../refundSettlementApi.js';
import RefundModal from './RefundModal.jsx';
import { refundCause } from '../refundSteps.js';

/** The refund states the admin can list, in the order a refund goes through them: {value, option, label}. */
export const REFUND_STATES = [
  { value: 'REQUESTED', option: msg('admin.refunds.filter.REQUESTED'), label: msg('admin.refunds.state.REQUESTED') },
  { value: 'APPROVED', label: msg('admin.refunds.state.APPROVED') },
  { value: 'SUBMITTING', label: msg('admin.refunds.state.SUBMITTING') },
  { value: 'FAILED', label: msg('admin.refunds.state.FAILED') },
  { value: 'PAID', label: msg('admin.refunds.state.PAID') },
  { value: 'REJECTED', label: msg('admin.refunds.state.REJECTED') },
  { value: 'CANCELLED', label: msg('admin.refunds.state.CANCELLED') },
  { value: 'ALL', label: msg('admin.refunds.state.ALL') },
];
const STATE_LABEL = Object.fromEntries(REFUND_STATES.map((s) => [s.value, s.label]));

/**
 * The Refunds tab's list: refunds in the chosen state (requests to decide by default), each request
 * decided in a modal; a decision refreshes the lists through the Refund tag. Failed refunds are paid
 * again or settled by transfer under "Refunds to settle".
 */
export default function RefundRequests() {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const [state, setState] = useState('REQUESTED');
  const { data: items = [], isLoading, isError, refetch } = useRefundsQuery(state);
  const [decideRefund, { isLoading: busy }] = useDecideRefundMutation();
  const [deciding, setDeciding] = useState(null);

  const decide = async (refund, body) => {
    const result = await decideRefund({ id: refund.id, ...body });
    if (result.error) {
      dispatch(alertError([_('admin.refunds.updateFailed'), result.error.message].filter(Boolean).join(' ')));
      return;
    }
    dispatch(alertSuccess(result.data?.message || _('admin.refunds.updated')));
    setDeciding(null);
  };

  const filter = (
    <Form.Group controlId="refund-state" className="refund-filter mb-3">
      <Form.Label className="me-2">{_('admin.refunds.show')}</Form.Label>
      <Form.Select value={state} onChange={(e) => setState(e.target.value)} className="d-inline-block w-auto">
        {REFUND_STATES.map((s) => (
          <option key={s.value} value={s.value}>
            {_(s.option ?? s.label)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
  let body;
  if (isLoading) body = <InlineSpinner label={_('admin.refunds.loading')} />;
  else if (isError && items.length === 0) {
    body = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{_('admin.refunds.failed')}</span>
        <Button variant="outline-danger" size="sm" onClick={refetch}>
          {_('admin.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (items.length === 0) body = <EmptyState icon="bi-arrow-counterclockwise" message={_('admin.noData')} />;
  if (body) {
    return (
      <>
        {filter}
        {body}
      </>
    );
  }
  const h = {
    requested: _('admin.refunds.requested'),
    consultee: _('admin.field.consultee'),
    consultant: _('admin.field.consultant'),
    session: _('admin.field.session'),
    reason: _('admin.field.reason'),
    state: _('admin.refunds.stateColumn'),
    amount: _('admin.field.amount'),
    actions: _('admin.actions'),
  };
  return (
    <>
      {filter}
      <Table responsive="lg" hover className="table-stack admin-table align-middle">
        <caption className="visually-hidden">{_('admin.refunds.caption', { state: _(STATE_LABEL[state]) })}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{h.requested}</th>
            <th scope="col">{h.consultee}</th>
            <th scope="col">{h.consultant}</th>
            <th scope="col">{h.session}</th>
            <th scope="col">{h.reason}</th>
            <th scope="col">{h.state}</th>
            <th scope="col" className="text-end">{h.amount}</th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">{h.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((r, i) => (
            <tr key={r.id}>
              <td data-label="#">{i + 1}</td>
              <td data-label={h.requested} className="text-nowrap">
                {formatAnyDate(r.createdAt)}
              </td>
              <td data-label={h.consultee}>{r.consulteeName}</td>
              <td data-label={h.consultant}>{r.consultantName}</td>
              <td data-label={h.session} className="text-nowrap">
                <SessionTime start={colomboSpan(r.slotDate, r.startTime).start} />
              </td>
              <td data-label={h.reason}>{refundCause(r.cause)}</td>
              <td data-label={h.state}>
                {STATE_LABEL[r.status] ? _(STATE_LABEL[r.status]) : r.status}
                {r.failureReason && <small className="d-block text-muted">{r.failureReason}</small>}
                {r.adminRemark && <small className="d-block text-muted">“{r.adminRemark}”</small>}
              </td>
              <td data-label={h.amount} className="text-end text-nowrap">
                {formatAmount(r.status === 'REQUESTED' ? r.requestedAmount : (r.amount ?? r.requestedAmount))}
              </td>
              <td data-label={h.actions} className="text-end">
                {r.status === 'REQUESTED' && (
                  <Button variant="outline-primary" size="sm" onClick={() => setDeciding(r)}>
                    {_('admin.refunds.decide')}
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
