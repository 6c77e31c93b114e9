import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Accordion from 'react-bootstrap/Accordion';
import Button from 'react-bootstrap/Button';
import SessionTime from '../../../components/SessionTime.jsx';
import { colomboInstant, formatAmount, formatAnyDate, formatDate, formatPrice, formatTime, formatWeekday } from '../../../lib/format.js';
import { canPayInvoice, failureReasonText, invoiceStatusView } from '../../../lib/invoiceStatus.js';
import { invoiceTotal } from '../bookingViews.js';
import { partyName } from '../../../lib/sessionViews.js';
import { InvoiceTimeline } from '../../money/index.js';
import { InvoiceRefunds } from '../../refund/index.js';
import { ReceiptButton } from '../../documents/index.js';
import InvoiceStatusBadge from './InvoiceStatusBadge.jsx';
import { msg } from '../../../i18n/index.js';

const METHOD_LABELS = { ONLINE: msg('consultee.invoice.methodOnline'), SLIP: msg('consultee.invoice.methodSlip') };

/** An invoice's slots: when (in the viewer's zone), with whom, price and size. */
function SlotsTable({ slots }) {
  const { _ } = useLingui();
  const headers = {
    date: _('consultee.invoice.startDate'),
    consultant: _('consultee.invoice.consultant'),
    start: _('consultee.invoice.startTime'),
    end: _('consultee.invoice.endTime'),
    price: _('consultee.invoice.slotPrice'),
    size: _('consultee.invoice.slotSize'),
  };
  return (
    <table className="table table-sm table-stack invoice-slots">
      <thead>
        <tr>
          <th scope="col">{headers.date}</th>
          <th scope="col">{headers.consultant}</th>
          <th scope="col">{headers.start}</th>
          <th scope="col">{headers.end}</th>
          <th scope="col" className="text-end">{headers.price}</th>
          <th scope="col" className="text-end">{headers.size}</th>
        </tr>
      </thead>
      <tbody>
        {slots.map((s, i) => {
          const start = colomboInstant(s.startDate, s.startTime);
          const end = colomboInstant(s.startDate, s.endTime);
          return (
            <tr key={s.id ?? i}>
              <td data-label={headers.date}>{formatWeekday(start)}</td>
              <td data-label={headers.consultant}>{partyName(s, 'consultant')}</td>
              <td data-label={headers.start}><SessionTime start={start} withDate={false} /></td>
              <td data-label={headers.end}><SessionTime start={end} withDate={false} /></td>
              <td data-label={headers.price} className="text-end">{formatPrice(s.slotPrice)}</td>
              <td data-label={headers.size} className="text-end">{_('consultee.invoice.minutes', { minutes: s.slotSize })}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * One invoice in the accordion: reference, date, status and total in the header; its slots and
 * payment information and its refunds inside; Pay for Booking and Cancel Booking while it waits for
 * payment. `onRefresh()` refreshes the invoices (after the bank details of a refund are saved).
 */
export default function InvoiceItem({ invoice, onPay, onCancel, onRefresh }) {
  const { _ } = useLingui();
  const status = invoiceStatusView(invoice.status);
  const [showMoney, setShowMoney] = useState(false);
  const reference = invoice.cref || _('consultee.invoice.fallbackRef', { id: invoice.id });
  const method = METHOD_LABELS[invoice.paymentMethod];
  return (
    <Accordion.Item eventKey={String(invoice.id)} className="invoice-item">
      <Accordion.Header>
        <span className="invoice-head">
          <span className="invoice-ref">{reference}</span>
          <span className="invoice-date text-muted">{formatAnyDate(invoice.date)}</span>
          <InvoiceStatusBadge status={invoice.status} />
          <span className="invoice-amount">{formatAmount(invoiceTotal(invoice))}</span>
        </span>
      </Accordion.Header>
      <Accordion.Body>
        <h3 className="invoice-section-title">{_('consultee.invoice.slots')}</h3>
        <SlotsTable slots={invoice.cerebroslots ?? []} />
        <h3 className="invoice-section-title">{_('consultee.invoice.paymentInformation')}</h3>
        <dl className="invoice-payment">
          <dt>{_('consultee.invoice.status')}</dt>
          <dd>
            {status.label}
            {status.hint && <span className="text-muted"> · {status.hint}</span>}
          </dd>
          {invoice.paymentMethod && (
            <>
              <dt>{_('consultee.invoice.paymentMethod')}</dt>
              <dd>{method ? _(method) : invoice.paymentMethod}</dd>
            </>
          )}
          {canPayInvoice(invoice.status) && invoice.payBy && !invoice.payBy.startsWith('0001') && (
            <>
              <dt>{_('consultee.invoice.payBy')}</dt>
              <dd>
                {formatDate(invoice.payBy)}, {formatTime(invoice.payBy)}
                <span className="text-muted"> · {_('consultee.invoice.releasedAfter')}</span>
              </dd>
            </>
          )}
          {invoice.failureReason && (
            <>
              <dt>{_('consultee.invoice.reason')}</dt>
              <dd>{failureReasonText(invoice.failureReason)}</dd>
            </>
          )}
          {invoice.adminRemark && (
            <>
              <dt>{_('consultee.invoice.cerebroNote')}</dt>
              <dd>{invoice.adminRemark}</dd>
            </>
          )}
          {invoice.discountCents > 0 && (
            <>
              <dt>{_('promo.invoice.discount')}</dt>
              <dd data-testid="invoice-discount">
                −{formatAmount(invoice.discountCents)}
                {invoice.promoCode && <span className="text-muted"> · {_('promo.invoice.code', { code: invoice.promoCode })}</span>}
              </dd>
            </>
          )}
          <dt>{_('consultee.invoice.total')}</dt>
          <dd className="fw-semibold">{formatAmount(invoiceTotal(invoice))}</dd>
        </dl>
        <InvoiceRefunds invoice={invoice} onAccountSaved={onRefresh} />
        <Button variant="link" size="sm" className="px-0 mb-2" aria-expanded={showMoney} onClick={() => setShowMoney((v) => !v)}>
          {showMoney ? _('consultee.invoice.hideMoney') : _('consultee.invoice.whereIsMyMoney')}
          {' '}
          <span className="visually-hidden">({reference})</span>
        </Button>
        {showMoney && <InvoiceTimeline invoiceId={invoice.id} />}
        <ReceiptButton invoice={invoice} className="d-block mb-2" />
        {canPayInvoice(invoice.status) && (
          <div className="d-flex flex-wrap gap-2">
            <Button variant="accent" onClick={() => onPay(invoice)}>
              <i className={`bi ${invoice.paymentMethod === 'SLIP' ? 'bi-upload' : 'bi-credit-card'} me-2`} aria-hidden="true" />
              {_('consultee.invoice.pay')}
            </Button>
            <Button variant="outline-danger" onClick={() => onCancel(invoice)}>
              {_('consultee.invoices.cancelBooking')}
            </Button>
          </div>
        )}
      </Accordion.Body>
    </Accordion.Item>
  );
}
