import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import SessionTime from '../../../components/SessionTime.jsx';
import { colomboSpan, CURRENCY, formatAmount } from '../../../lib/format.js';
import useResetOnChange from '../../../lib/useResetOnChange.js';
import { PresenceTimeline } from '../../meeting/index.js';
import { refundCause } from '../refundSteps.js';

/** Rupees typed by a person ("1500", "1,500.50") as cents, or NaN. */
export function rupeesToCents(text) {
  const t = String(text ?? '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return NaN;
  return Math.round(Number(t) * 100);
}

/**
 * Deciding a refund request: the amount to refund (by default the suggested amount, else what was
 * requested; at most what was requested) and
 * a remark; Approve refunds the amount, Reject refunds nothing. `onDecide(refund, {amount, adminRemark,
 * status})`.
 */
export default function RefundModal({ refund, busy = false, onDecide, onClose }) {
  const { _ } = useLingui();
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  // Whether the amount typed is out of range (the message is written at render, in the current language).
  const [problem, setProblem] = useState(false);
  const max = Number(refund?.requestedAmount ?? 0);
  const suggested = Math.min(max, Number(refund?.suggestedAmount ?? max));

  useResetOnChange(refund, (r) => {
    setAmount(r ? (suggested / 100).toFixed(2) : '');
    setRemark('');
    setProblem(false);
  });

  const approve = () => {
    const cents = rupeesToCents(amount);
    if (!Number.isFinite(cents) || cents < 0 || cents > max) {
      setProblem(true);
      return;
    }
    onDecide(refund, { amount: cents, adminRemark: remark.trim(), status: 'APPROVED' });
  };
  const reject = () => onDecide(refund, { amount: 0, adminRemark: remark.trim(), status: 'REJECTED' });

  return (
    <Modal show={Boolean(refund)} onHide={onClose} centered aria-labelledby="refund-modal-title">
      {refund && (
        <>
          <Modal.Header closeButton>
            <Modal.Title id="refund-modal-title" as="h2" className="h5">
              {_('admin.refund.title')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <dl className="detail-list mb-3">
              <div>
                <dt>{_('admin.field.consultee')}</dt>
                <dd>{refund.consulteeName}</dd>
              </div>
              <div>
                <dt>{_('admin.field.consultant')}</dt>
                <dd>{refund.consultantName}</dd>
              </div>
              <div>
                <dt>{_('admin.field.session')}</dt>
                <dd>
                  <SessionTime start={colomboSpan(refund.slotDate, refund.startTime).start} />
                </dd>
              </div>
              <div>
                <dt>{_('admin.field.reason')}</dt>
                <dd>{refundCause(refund.cause)}</dd>
              </div>
              <div>
                <dt>{_('admin.refund.to')}</dt>
                <dd>{refund.method === 'SLIP' ? _('admin.refund.toBank') : _('admin.refund.toCard')}</dd>
              </div>
              <div>
                <dt>{_('admin.refunds.requested')}</dt>
                <dd className="fw-semibold">{formatAmount(max)}</dd>
              </div>
              {refund.note && (
                <div>
                  <dt>{_('admin.refund.note')}</dt>
                  <dd>{refund.note}</dd>
                </div>
              )}
            </dl>
            {refund.bookingId && <PresenceTimeline bookingId={refund.bookingId} />}
            <Form.Group controlId="refund-amount" className="mb-3">
              <Form.Label>{_('admin.refund.amount')}</Form.Label>
              <InputGroup hasValidation>
                <Form.Control
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => {
                    setAmount(e.target.value);
                    setProblem(false);
                  }}
                  isInvalid={problem}
                  aria-describedby="refund-amount-hint"
                />
                <InputGroup.Text>{CURRENCY}</InputGroup.Text>
                <Form.Control.Feedback type="invalid">
                  {problem && _('admin.refund.amountRange', { max: formatAmount(max) })}
                </Form.Control.Feedback>
              </InputGroup>
              <Form.Text id="refund-amount-hint" muted>
                {_('admin.refund.amountHint', { max: formatAmount(max) })}
              </Form.Text>
            </Form.Group>
            <Form.Group controlId="refund-remark">
              <Form.Label>{_('admin.refund.remark')}</Form.Label>
              <Form.Control as="textarea" rows={3} maxLength={1000} value={remark} onChange={(e) => setRemark(e.target.value)} />
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              {_('admin.close')}
            </Button>
            <Button variant="danger" onClick={reject} disabled={busy}>
              {_('admin.reject')}
            </Button>
            <Button variant="success" onClick={approve} disabled={busy}>
              {_('admin.approve')}
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
