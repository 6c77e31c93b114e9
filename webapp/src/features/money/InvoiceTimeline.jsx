import Alert from 'react-bootstrap/Alert';
import { useLingui } from '@lingui/react';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { formatAmount, formatDate, formatTime } from '../../lib/format.js';
import { useInvoiceTimelineQuery } from './timelineApi.js';
import { msg } from '../../i18n/index.js';

/** What each step of an invoice's money means, in words. */
const STEPS = {
  PAYMENT_CAPTURED: msg('booking.timeline.captured'),
  PAYMENT_TO_RETURN: msg('booking.timeline.toReturn'),
  REFUND_REQUESTED: msg('booking.timeline.refundRequested'),
  REFUND_APPROVED: msg('booking.timeline.refundApproved'),
  REFUND_REJECTED: msg('booking.timeline.refundRejected'),
  REFUND_PAID: msg('booking.timeline.refundPaid'),
  PENALTY: msg('booking.timeline.penalty'),
  CHARGEBACK: msg('booking.timeline.chargeback'),
};

/** Whose money each ledger account is. */
const ACCOUNTS = {
  cash: msg('booking.timeline.account.cash'),
  platform_revenue: msg('booking.timeline.account.platform'),
  consultant_payable: msg('booking.timeline.account.consultant'),
  payments_to_return: msg('booking.timeline.account.toReturn'),
};

/**
 * An account's change, as a person reads it: money held goes up with a debit; Cerebro's and the
 * consultant's shares (credits in the ledger) go up with a credit.
 */
const shareOf = (line) => (line.account === 'cash' ? line.amount : -line.amount);
const signed = (cents) => `${cents >= 0 ? '+' : '−'}${formatAmount(Math.abs(cents))}`;

/** An invoice's money, step by step with times (the viewer's zone); `detailed` shows each share. */
export default function InvoiceTimeline({ invoiceId, detailed = false }) {
  const { _ } = useLingui();
  const { data, isLoading, isError } = useInvoiceTimelineQuery(invoiceId);
  if (isLoading) return <InlineSpinner label={_('booking.timeline.loading')} />;
  if (isError) return <Alert variant="warning">{_('booking.timeline.failed')}</Alert>;
  const events = data?.events ?? [];
  if (events.length === 0) return <p className="text-muted small mb-0">{_('booking.timeline.none')}</p>;
  // A code the app has no words for yet is shown as the server sent it.
  const words = (map, code) => (map[code] ? _(map[code]) : code);
  return (
    <ol className="money-timeline list-unstyled mb-0" aria-label={_('booking.timeline.label')}>
      {events.map((e) => (
        <li key={`${e.kind}-${e.source}`} className="money-timeline-step">
          <span className="money-timeline-when text-muted small">
            {formatDate(e.at)}, {formatTime(e.at)}
          </span>
          <span className="money-timeline-what">
            {words(STEPS, e.kind)} · <span className="fw-semibold">{formatAmount(Math.abs(e.amount))}</span>
          </span>
          {detailed && e.lines.length > 0 && (
            <span className="money-timeline-lines small text-muted">
              {e.lines.map((l) => `${words(ACCOUNTS, l.account)} ${signed(shareOf(l))}`).join(' · ')}
              {` · ${e.source}`}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
