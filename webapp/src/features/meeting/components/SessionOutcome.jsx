import Badge from 'react-bootstrap/Badge';

/** What a session came to (the booking's outcome, decided a minute after its end), in words. */
export const OUTCOMES = {
  HELD: { bg: 'success', text: 'Session held' },
  CONSULTANT_NO_SHOW: { bg: 'danger', text: 'The consultant did not come: refunded in full' },
  CONSULTEE_NO_SHOW: { bg: 'secondary', text: 'The consultee did not come' },
  CUT_SHORT: { bg: 'warning', text: 'Cut short: an admin is reviewing the refund' },
  NOBODY_PRESENT: { bg: 'secondary', text: 'Nobody came: refunded in full' },
};

export default function SessionOutcome({ outcome }) {
  const o = OUTCOMES[outcome];
  if (!o) return null;
  return (
    <Badge bg={o.bg} text={o.bg === 'warning' ? 'dark' : undefined} className="session-outcome text-wrap">
      {o.text}
    </Badge>
  );
}
