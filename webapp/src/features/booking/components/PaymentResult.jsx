import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import Card from 'react-bootstrap/Card';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { formatAmount, formatClock, formatDate, formatDay, formatPrice, formatTime } from '../../../lib/format.js';
import { failureReasonText } from '../../../lib/invoiceStatus.js';
import { consultantOf } from '../../consultee/bookingViews.js';
import { useInvoiceQuery, useInvoiceState } from '../invoiceApi.js';

/** A small illustration: a card with a tick (paid) or a cross (not paid). */
function ResultIllustration({ ok }) {
  const accent = ok ? '#158f82' : '#c0392b';
  return (
    <svg className="result-illustration" viewBox="0 0 160 120" width="160" height="120" role="img"
      aria-label={ok ? 'Payment successful' : 'Payment not completed'}>
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

/** The receipt of a paid invoice: number, items, total, method and the gateway's payment id. */
function Receipt({ invoice }) {
  return (
    <section className="payment-receipt text-start mt-4" aria-label="Receipt">
      <h2 className="h6 text-uppercase text-muted">Receipt</h2>
      <dl className="detail-list small mb-2">
        <div>
          <dt>Invoice</dt>
          <dd>{invoice.cref}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{invoice.paidAt ? `${formatDate(invoice.paidAt)}, ${formatTime(invoice.paidAt)}` : '—'}</dd>
        </div>
        <div>
          <dt>Method</dt>
          <dd>{invoice.paymentMethod === 'SLIP' ? 'Bank slip' : 'Card (PayHere)'}</dd>
        </div>
        {invoice.gatewayPaymentId && (
          <div>
            <dt>Payment id</dt>
            <dd>{invoice.gatewayPaymentId}</dd>
          </div>
        )}
      </dl>
      <ul className="list-unstyled small mb-2">
        {(invoice.cerebroslots ?? []).map((s, i) => (
          <li key={s.id ?? i} className="d-flex justify-content-between gap-2 border-bottom py-1">
            <span>
              {consultantOf(s)} · {formatDay(s.startDate)}, {formatClock(s.startTime)}
            </span>
            <span className="text-nowrap">{formatPrice(s.slotPrice)}</span>
          </li>
        ))}
      </ul>
      <p className="d-flex justify-content-between fw-semibold mb-0">
        <span>Total</span>
        <span>{formatAmount(invoice.totalAmount)}</span>
      </p>
    </section>
  );
}

/** What the page says for each state of the invoice, after asking the server. */
function copyFor(state, invoice, returned) {
  if (state === 'paid') {
    return { ok: true, title: 'Payment successful', text: ['Your booking is confirmed. You will find it under Upcoming Bookings, with a countdown to your session; a receipt is on its way by email.'] };
  }
  if (state === 'failed') {
    return {
      ok: false,
      title: 'Payment not completed',
      text: [
        `${failureReasonText(invoice?.failureReason) || 'The payment did not go through.'} No money was taken for this booking.`,
        'You can choose the slots again from the consultant’s profile.',
      ],
    };
  }
  if (state === 'unknown') {
    return {
      ok: false,
      title: returned === 'failed' ? 'Payment not completed' : 'We could not check your payment',
      text: ['Open My Invoice on your dashboard to see where your payment is.'],
    };
  }
  return {
    ok: null,
    title: 'Payment not confirmed yet',
    text: [
      returned === 'failed'
        ? 'PayHere says the payment was not completed. While the slots are held for you, you can still pay from My Invoice.'
        : 'PayHere has not confirmed your payment to us yet. This usually takes a minute; we keep your slots until the hold ends, and your booking is confirmed as soon as the payment arrives (you will get an email).',
      'My Invoice on your dashboard always shows where it is.',
    ],
  };
}

/**
 * The page the card gateway returns to (`returned`: 'success' or 'failed'). It never takes the
 * gateway's word for it: it asks the server for the invoice (GET /invoice/{id}) every 2 s for up to a
 * minute and says what the invoice says — paid (with the receipt), failed (why, and what to do), or
 * still pending (what happens next).
 */
export default function PaymentResult({ returned, invoiceId }) {
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
          <InlineSpinner label="Checking your payment with PayHere…" />
        </Card.Body>
      </Card>
    );
  }
  const copy = copyFor(state, invoice, returned);
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
            {ok ? 'Back To Dashboard' : 'Go to My Invoice'}
          </Link>
          {state === 'failed' && (
            <Link to="/searchconsultant/" className="btn btn-outline-primary btn-lg">
              Find a consultant
            </Link>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
