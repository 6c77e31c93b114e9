import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import Card from 'react-bootstrap/Card';
import { useLingui } from '@lingui/react';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import SessionTime from '../../../components/SessionTime.jsx';
import { formatAmount, formatDate, formatPrice, formatTime } from '../../../lib/format.js';
import { failureReasonText } from '../../../lib/invoiceStatus.js';
import { consultantOf } from '../../consultee/index.js';
import { useInvoiceQuery, useInvoiceState } from '../invoiceApi.js';
import { slotSpan } from '../../../lib/slotTimes.js';

/** A small illustration: a card with a tick (paid) or a cross (not paid). */
function ResultIllustration({ ok }) {
  const { _ } = useLingui();
  const accent = ok ? '#158f82' : '#c0392b';
  return (
    <svg className="result-illustration" viewBox="0 0 160 120" width="160" height="120" role="img"
      aria-label={ok ? _('booking.result.paid') : _('booking.result.notCompleted')}>
      <circle cx="80" cy="60" r="56" fill={ok ? '#e6f4f2' : '#fbeaea'} />
      <rect x="34" y="34" width="82" height="54" rx="8" fill="#17497a" />
      <rect x="34" y="46" width="82" height="10" fill="#0b2540" />
      <rect x="44" y="66" width="30" height="6" rx="3" fill="#8fb3d6" />
      <circle cx="112" cy="84" r="20" fill={accent} stroke="#fff" strokeWidth="4" />
      {ok ? (
        <path d="M102 84l7 7 13-14" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M104 76l16 16M120 76l-16 16" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** How often, and for how long, the page asks the server whether the payment arrived. */
export const POLL_MS = 2000;
export const POLL_FOR_MS = 60000;

const FINAL = ['SUCCESS_PAYMENT', 'FAILED_PAYMENT'];

/** The receipt of a paid invoice: number, items (in the viewer's time), total, method and the gateway's payment id. */
function Receipt({ invoice }) {
  const { _ } = useLingui();
  return (
    <section className="payment-receipt text-start mt-4" aria-label={_('booking.receipt.title')}>
      <h2 className="h6 text-uppercase text-muted">{_('booking.receipt.title')}</h2>
      <dl className="detail-list small mb-2">
        <div>
          <dt>{_('booking.receipt.invoice')}</dt>
          <dd>{invoice.cref}</dd>
        </div>
        <div>
          <dt>{_('booking.receipt.paid')}</dt>
          <dd>{invoice.paidAt ? `${formatDate(invoice.paidAt)}, ${formatTime(invoice.paidAt)}` : '—'}</dd>
        </div>
        <div>
          <dt>{_('booking.receipt.method')}</dt>
          <dd>{invoice.paymentMethod === 'SLIP' ? _('booking.receipt.bankSlip') : _('booking.receipt.card')}</dd>
        </div>
        {invoice.gatewayPaymentId && (
          <div>
            <dt>{_('booking.receipt.paymentId')}</dt>
            <dd>{invoice.gatewayPaymentId}</dd>
          </div>
        )}
      </dl>
      <ul className="list-unstyled small mb-2">
        {(invoice.cerebroslots ?? []).map((s, i) => (
          <li key={s.id ?? i} className="d-flex justify-content-between gap-2 border-bottom py-1">
            <span>
              {consultantOf(s)} · <SessionTime start={slotSpan(s).start} />
            </span>
            <span className="text-nowrap">{formatPrice(s.slotPrice)}</span>
          </li>
        ))}
      </ul>
      <p className="d-flex justify-content-between fw-semibold mb-0">
        <span>{_('booking.receipt.total')}</span>
        <span>{formatAmount(invoice.totalAmount)}</span>
      </p>
    </section>
  );
}

/** What the page says for each state of the invoice, after asking the server: message ids and texts. */
function copyFor(_, state, invoice, returned) {
  if (state === 'paid') return { ok: true, title: _('booking.result.paid'), text: [_('booking.result.paidText')] };
  if (state === 'failed') {
    const reason = failureReasonText(invoice?.failureReason) || _('booking.result.didNotGoThrough');
    return {
      ok: false,
      title: _('booking.result.notCompleted'),
      text: [_('booking.result.failedText', { reason }), _('booking.result.chooseAgain')],
    };
  }
  if (state === 'unknown') {
    return {
      ok: false,
      title: returned === 'failed' ? _('booking.result.notCompleted') : _('booking.result.couldNotCheck'),
      text: [_('booking.result.openInvoice')],
    };
  }
  return {
    ok: null,
    title: _('booking.result.notConfirmed'),
    text: [
      returned === 'failed' ? _('booking.result.gatewaySaysFailed') : _('booking.result.gatewayNotConfirmed'),
      _('booking.result.invoiceShowsWhere'),
    ],
  };
}

/**
 * The page the card gateway returns to (`returned`: 'success' or 'failed'). It never takes the
 * gateway's word for it: it asks the server for the invoice (GET /invoice/{id}) every 2 s for up to a
 * minute (RTK Query's polling) and says what the invoice says — paid (with the receipt), failed (why,
 * and what to do), or still pending (what happens next).
 */
export default function PaymentResult({ returned, invoiceId }) {
  const { _ } = useLingui();
  const [timedOut, setTimedOut] = useState(false);
  // What the cache holds already decides whether to keep asking: a paid or failed invoice is final.
  const final = FINAL.includes(useInvoiceState(invoiceId, { skip: !invoiceId }).data?.status);
  const { data: invoice, isError } = useInvoiceQuery(invoiceId, {
    skip: !invoiceId,
    pollingInterval: timedOut || final ? 0 : POLL_MS,
    skipPollingIfUnfocused: false,
  });
  useEffect(() => {
    if (final || !invoiceId) return undefined;
    const timer = setTimeout(() => setTimedOut(true), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [final, invoiceId]);

  let state = 'checking';
  if (!invoiceId || isError) state = 'unknown';
  else if (invoice?.status === 'SUCCESS_PAYMENT') state = 'paid';
  else if (invoice?.status === 'FAILED_PAYMENT') state = 'failed';
  else if (timedOut) state = 'pending';
  if (state === 'checking') {
    return (
      <Card className="payment-result-card shadow-sm">
        <Card.Body className="p-4 p-sm-5 text-center">
          <InlineSpinner label={_('booking.result.checking')} />
        </Card.Body>
      </Card>
    );
  }
  const copy = copyFor(_, state, invoice, returned);
  const ok = copy.ok === true;
  return (
    <Card className="payment-result-card shadow-sm">
      <Card.Body className="p-4 p-sm-5 text-center">
        {copy.ok !== null && <ResultIllustration ok={ok} />}
        <h1 className="h3 mt-3 mb-3">{copy.title}</h1>
        {copy.text.map((p) => (
          <p key={p} className="text-muted">
            {p}
          </p>
        ))}
        {ok && <Receipt invoice={invoice} />}
        <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
          <Link to={ok ? '/consulteedashboard' : '/consulteedashboard?tab=invoices'} className="btn btn-primary btn-lg px-4">
            {ok ? _('booking.result.backToDashboard') : _('booking.result.goToInvoice')}
          </Link>
          {state === 'failed' && (
            <Link to="/searchconsultant/" className="btn btn-outline-primary btn-lg">
              {_('booking.result.findConsultant')}
            </Link>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
