import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import SessionTime from '../../../components/SessionTime.jsx';
import { colomboSpan, formatAmount, formatAnyDate, formatDate } from '../../../lib/format.js';
import { INVOICE_STATUS, normalizeInvoiceStatus } from '../../../lib/invoiceStatus.js';
import { msg } from '../../../i18n/index.js';
import useSlipImage from '../useSlipImage.js';
import { InvoiceTimeline } from '../../money/index.js';
import { ReceiptButton } from '../../documents/index.js';
import { InvoiceStatusBadge } from './StatusBadges.jsx';
import useResetOnChange from '../../../lib/useResetOnChange.js';

const METHODS = { SLIP: msg('admin.invoice.method.SLIP'), ONLINE: msg('admin.invoice.method.ONLINE') };

/** The slip image with Download (saved as '{invoiceId}_payment_slip.jpg'). */
function Slip({ invoice }) {
  const { _ } = useLingui();
  const slip = useSlipImage(invoice.imageUrl || null);
  if (!invoice.imageUrl) return <p className="text-muted mb-0">{_('admin.invoice.noSlip')}</p>;
  if (slip.status === 'loading' || slip.status === 'idle') return <InlineSpinner label={_('admin.invoice.slipLoading')} />;
  if (slip.status === 'failed') return <Alert variant="warning" className="mb-0">{_('admin.invoice.slipFailed')}</Alert>;
  return (
    <div className="slip-view">
      <a href={slip.url} target="_blank" rel="noopener noreferrer" className="d-block mb-2">
        <img src={slip.url} alt={_('admin.invoice.slipAlt', { id: invoice.invoiceId })} className="slip-image" />
      </a>
      <a href={slip.url} download={`${invoice.invoiceId}_payment_slip.jpg`} className="btn btn-outline-primary btn-sm">
        <i className="bi bi-download me-2" aria-hidden="true" />
        {_('admin.invoice.download')}
      </a>
    </div>
  );
}

/**
 * 'View Invoice': the slip, names, date, payment method, total, Cerebro's amount, the
 * consultant remark, status and bookings, and an approval comment. The comment, Approve and Reject
 * work only while the invoice is PENDING_APPROVAL; Close always. `onDecide(invoice, 'APPROVED' |
 * 'REJECTED', remark)`. The bookings' times show in the viewer's zone.
 */
export default function InvoiceModal({ invoice, busy = false, onDecide, onClose }) {
  const { _ } = useLingui();
  const [remark, setRemark] = useState('');
  useResetOnChange(invoice, (inv) => setRemark(inv?.adminRemark ?? ''));
  const pending = invoice && normalizeInvoiceStatus(invoice.invoiceStatus) === INVOICE_STATUS.PENDING_APPROVAL;
  const inv = invoice;
  return (
    <Modal show={Boolean(inv)} onHide={onClose} centered size="lg" aria-labelledby="invoice-modal-title" scrollable>
      {inv && (
        <>
          <Modal.Header closeButton>
            <Modal.Title id="invoice-modal-title" as="h2" className="h5">
              {_('admin.invoice.title')} <span className="text-muted fw-normal">#{inv.invoiceId}</span>
            </Modal.Title>
          </Modal.Header>
          {/* A long invoice scrolls inside the dialog: the scrolling body takes keyboard focus. */}
          <Modal.Body tabIndex={0}>
            <Row className="g-4">
              <Col md={5}>
                <h3 className="invoice-section-title">{_('admin.invoice.slip')}</h3>
                <Slip invoice={inv} />
              </Col>
              <Col md={7}>
                <dl className="detail-list">
                  <div>
                    <dt>{_('admin.field.consultant')}</dt>
                    <dd>{inv.consultantName}</dd>
                  </div>
                  <div>
                    <dt>{_('admin.field.consultee')}</dt>
                    <dd>{inv.consulteeName}</dd>
                  </div>
                  <div>
                    <dt>{_('admin.field.date')}</dt>
                    <dd>{formatAnyDate(inv.invoiceDate)}</dd>
                  </div>
                  <div>
                    <dt>{_('admin.invoice.methodLabel')}</dt>
                    <dd>{METHODS[inv.paymentMethod] ? _(METHODS[inv.paymentMethod]) : inv.paymentMethod}</dd>
                  </div>
                  <div>
                    <dt>{_('admin.invoice.total')}</dt>
                    <dd className="fw-semibold">{formatAmount(inv.totalAmount)}</dd>
                  </div>
                  <div>
                    <dt>{_('admin.invoice.cerebroAmount')}</dt>
                    <dd>{formatAmount(inv.cerebroAmount)}</dd>
                  </div>
                  <div>
                    <dt>{_('admin.invoice.consultantRemark')}</dt>
                    <dd>{inv.consultantRemark || <span className="text-muted">—</span>}</dd>
                  </div>
                  <div>
                    <dt>{_('admin.field.status')}</dt>
                    <dd>
                      <InvoiceStatusBadge status={inv.invoiceStatus} />
                      {inv.chargeback && <span className="badge bg-danger ms-2">{_('admin.invoice.chargeback')}</span>}
                    </dd>
                  </div>
                </dl>
                {inv.chargebackDetail && (
                  <Alert variant="danger" className="mt-3 mb-0 small" data-testid="chargeback">
                    <strong>{_('admin.invoice.chargeback')}: </strong>
                    {_('admin.invoice.chargebackDetail', {
                      payment: inv.chargebackDetail.paymentId,
                      amount: formatAmount(inv.chargebackDetail.amount),
                      date: formatDate(new Date(inv.chargebackDetail.at)),
                    })}
                  </Alert>
                )}
                {inv.paymentFlag && (
                  <Alert variant="warning" className="mt-3 mb-0 small">
                    <strong>{_('admin.invoice.paymentFlag')}</strong>
                    <ul className="mb-0 ps-3">
                      {inv.paymentFlag.split('\n').map((line) => <li key={line}>{line}</li>)}
                    </ul>
                  </Alert>
                )}
                <ReceiptButton
                  className="mt-3"
                  invoice={{ id: inv.invoiceId, cref: inv.cref, status: inv.invoiceStatus }}
                />
                <h3 className="invoice-section-title mt-3">{_('admin.invoice.money')}</h3>
                <InvoiceTimeline invoiceId={inv.invoiceId} detailed />
                <h3 className="invoice-section-title mt-3">{_('admin.invoice.bookings')}</h3>
                <ul className="list-unstyled invoice-bookings mb-0">
                  {(inv.bookingList ?? []).map((b, i) => {
                    const { start, end } = colomboSpan(b.cerebroslotDate, b.startTime, b.endTime);
                    return (
                      <li key={b.bookingId ?? i} className="d-flex">
                        <i className="bi bi-calendar-event me-2 text-muted" aria-hidden="true" />
                        <SessionTime start={start} end={end} />
                      </li>
                    );
                  })}
                </ul>
              </Col>
            </Row>
            <Form.Group controlId="invoice-remark" className="mt-4">
              <Form.Label>{_('admin.invoice.comment')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                maxLength={1000}
                value={remark}
                disabled={!pending || busy}
                onChange={(e) => setRemark(e.target.value)}
                placeholder={pending ? _('admin.invoice.commentPlaceholder') : ''}
              />
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              {_('admin.close')}
            </Button>
            <Button variant="danger" disabled={!pending || busy} onClick={() => onDecide(inv, 'REJECTED', remark)}>
              <i className="bi bi-x-circle me-2" aria-hidden="true" />
              {_('admin.reject')}
            </Button>
            <Button variant="success" disabled={!pending || busy} onClick={() => onDecide(inv, 'APPROVED', remark)}>
              <i className="bi bi-check2-circle me-2" aria-hidden="true" />
              {_('admin.approve')}
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
