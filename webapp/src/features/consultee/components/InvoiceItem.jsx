import { useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Button from 'react-bootstrap/Button';
import { formatAmount, formatAnyDate, formatClock, formatDate, formatDay, formatPrice, formatTime } from '../../../lib/format.js';
import { canPayInvoice, failureReasonText, invoiceStatusView } from '../../../lib/invoiceStatus.js';
import { consultantOf, invoiceTotal } from '../bookingViews.js';
import InvoiceTimeline from '../../money/InvoiceTimeline.jsx';
import InvoiceRefunds from '../../refunds/InvoiceRefunds.jsx';
import InvoiceStatusBadge from './InvoiceStatusBadge.jsx';

const METHOD_LABELS = { ONLINE: 'Card payment', SLIP: 'Bank slip upload' };

/**
 * One invoice in the accordion: reference, date, status and total in the header; its slots and
 * payment information and its refunds inside; Pay for Booking and Cancel Booking while it waits for
 * payment. `onRefresh()` reloads the invoices (after the bank details of a refund are saved).
 */
export default function InvoiceItem({ invoice, onPay, onCancel, onRefresh }) {
  const status = invoiceStatusView(invoice.status);
  const slots = invoice.cerebroslots ?? [];
  const [showMoney, setShowMoney] = useState(false);
  return (
    <Accordion.Item eventKey={String(invoice.id)} className="invoice-item">
      <Accordion.Header>
        <span className="invoice-head">
          <span className="invoice-ref">{invoice.cref || `Invoice ${invoice.id}`}</span>
          <span className="invoice-date text-muted">{formatAnyDate(invoice.date)}</span>
          <InvoiceStatusBadge status={invoice.status} />
          <span className="invoice-amount">{formatAmount(invoiceTotal(invoice))}</span>
        </span>
      </Accordion.Header>
      <Accordion.Body>
        <h3 className="invoice-section-title">Slots</h3>
        <table className="table table-sm table-stack invoice-slots">
          <thead>
            <tr>
              <th scope="col">Start date</th>
              <th scope="col">Consultant</th>
              <th scope="col">Start time</th>
              <th scope="col">End time</th>
              <th scope="col" className="text-end">Slot price</th>
              <th scope="col" className="text-end">Slot size</th>
            </tr>
          </thead>
          <tbody>
            {slots.map((s, i) => (
              <tr key={s.id ?? i}>
                <td data-label="Start date">{formatDay(s.startDate)}</td>
                <td data-label="Consultant">{consultantOf(s)}</td>
                <td data-label="Start time">{formatClock(s.startTime)}</td>
                <td data-label="End time">{formatClock(s.endTime)}</td>
                <td data-label="Slot price" className="text-end">{formatPrice(s.slotPrice)}</td>
                <td data-label="Slot size" className="text-end">{s.slotSize} min</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="invoice-section-title">Payment Information</h3>
        <dl className="invoice-payment">
          <dt>Status</dt>
          <dd>
            {status.label}
            {status.hint && <span className="text-muted"> · {status.hint}</span>}
          </dd>
          {invoice.paymentMethod && (
            <>
              <dt>Payment method</dt>
              <dd>{METHOD_LABELS[invoice.paymentMethod] ?? invoice.paymentMethod}</dd>
            </>
          )}
          {canPayInvoice(invoice.status) && invoice.payBy && !invoice.payBy.startsWith('0001') && (
            <>
              <dt>Pay by</dt>
              <dd>
                {formatDate(invoice.payBy)}, {formatTime(invoice.payBy)}
                <span className="text-muted"> · the slots are released after this</span>
              </dd>
            </>
          )}
          {invoice.failureReason && (
            <>
              <dt>Reason</dt>
              <dd>{failureReasonText(invoice.failureReason)}</dd>
            </>
          )}
          {invoice.adminRemark && (
            <>
              <dt>Cerebro’s note</dt>
              <dd>{invoice.adminRemark}</dd>
            </>
          )}
          <dt>Total</dt>
          <dd className="fw-semibold">{formatAmount(invoiceTotal(invoice))}</dd>
        </dl>
        <InvoiceRefunds invoice={invoice} onAccountSaved={onRefresh} />
        <Button variant="link" size="sm" className="px-0 mb-2" aria-expanded={showMoney} onClick={() => setShowMoney((v) => !v)}>
          {showMoney ? 'Hide where the money went' : 'Where is my money?'}
          {' '}
          <span className="visually-hidden">({invoice.cref || `Invoice ${invoice.id}`})</span>
        </Button>
        {showMoney && <InvoiceTimeline invoiceId={invoice.id} />}
        {canPayInvoice(invoice.status) && (
          <div className="d-flex flex-wrap gap-2">
            <Button variant="accent" onClick={() => onPay(invoice)}>
              <i className={`bi ${invoice.paymentMethod === 'SLIP' ? 'bi-upload' : 'bi-credit-card'} me-2`} aria-hidden="true" />
              Pay for Booking
            </Button>
            <Button variant="outline-danger" onClick={() => onCancel(invoice)}>
              Cancel Booking
            </Button>
          </div>
        )}
      </Accordion.Body>
    </Accordion.Item>
  );
}
