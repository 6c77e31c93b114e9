import Badge from 'react-bootstrap/Badge';

/** What a session came to (the booking's outcome, decided a minute after its end), in words. */
export const OUTCOMES = {
  HELD: { bg: 'success', text: 'Session held' },
  CONSULTANT_NO_SHOW: { bg: 'danger', text: 'The consultant did not come: refunded in full' },
  CONSULTEE_NO_SHOW: { bg: 'secondary', text: 'The consultee did not come' },
  CUT_SHORT: { bg: 'warning', text: 'Cut short: an admin is reviewing the refund' },
  NOBODY_PRESENT: { bg: 'secondary', text: 'Nobody came: refunded in full' },
};

/** Who cancelled a paid booking, in words. */
export const CANCELLED_BY = {
  CONSULTEE: 'Cancelled by the consultee',
  CONSULTANT: 'Cancelled by the consultant',
  SYSTEM: 'Cancelled by Cerebro',
  ADMIN: 'Cancelled by Cerebro',
};

/**
 * What a previous booking came to: its outcome once decided, else who cancelled it; nothing for a
 * booking that is neither (yet).
 */
export default function SessionOutcome({ booking }) {
  let o = OUTCOMES[booking?.outcome];
  if (!o && booking?.status === 'CANCELLED') o = { bg: 'secondary', text: CANCELLED_BY[booking.cancelledBy] ?? 'Cancelled' };
  if (!o) return null;
  return (
    <Badge bg={o.bg} text={o.bg === 'warning' ? 'dark' : undefined} className="session-outcome text-wrap">
      {o.text}
    </Badge>
  );
}
