import Alert from 'react-bootstrap/Alert';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { formatAmount, formatDate, formatTime } from '../../lib/format.js';
import { useInvoiceTimelineQuery } from './timelineApi.js';

/** What each step of an invoice's money means, in words. */
const STEPS = {
  PAYMENT_CAPTURED: 'Payment received',
  PAYMENT_TO_RETURN: 'Payment received that could not be used: to be returned',
  REFUND_REQUESTED: 'Refund requested',
  REFUND_APPROVED: 'Refund approved',
  REFUND_REJECTED: 'Refund declined',
  REFUND_PAID: 'Refund paid',
  PENALTY: 'Consultant penalty (the platform’s share)',
};

const ACCOUNTS = {
  cash: 'Held',
  platform_revenue: 'Cerebro',
  consultant_payable: 'Consultant',
  payments_to_return: 'To return',
};

/**
 * An account's change, as a person reads it: money held goes up with a debit; Cerebro's and the
 * consultant's shares (credits in the ledger) go up with a credit.
 */
const shareOf = (line) => (line.account === 'cash' ? line.amount : -line.amount);
const signed = (cents) => `${cents >= 0 ? '+' : '−'}${formatAmount(Math.abs(cents))}`;

/** An invoice's money, step by step with times (the viewer's zone); `detailed` shows each share. */
export default function InvoiceTimeline({ invoiceId, detailed = false }) {
  const { data, isLoading, isError } = useInvoiceTimelineQuery(invoiceId);
  if (isLoading) return <InlineSpinner label="Loading the money timeline…" />;
  if (isError) return <Alert variant="warning">We could not load where the money is. Please try again later.</Alert>;
  const events = data?.events ?? [];
  if (events.length === 0) return <p className="text-muted small mb-0">No money has moved yet.</p>;
  return (
    <ol className="money-timeline list-unstyled mb-0" aria-label="Money timeline">
      {events.map((e) => (
        <li key={`${e.kind}-${e.source}`} className="money-timeline-step">
          <span className="money-timeline-when text-muted small">
            {formatDate(e.at)}, {formatTime(e.at)}
          </span>
          <span className="money-timeline-what">
            {STEPS[e.kind] ?? e.kind} · <span className="fw-semibold">{formatAmount(Math.abs(e.amount))}</span>
          </span>
          {detailed && e.lines.length > 0 && (
            <span className="money-timeline-lines small text-muted">
              {e.lines.map((l) => `${ACCOUNTS[l.account] ?? l.account} ${signed(shareOf(l))}`).join(' · ')}
              {` · ${e.source}`}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
