import Badge from 'react-bootstrap/Badge';
import { useLingui } from '@lingui/react';
import { msg } from '../../../i18n/index.js';

/** What a session came to (the booking's outcome, decided a minute after its end): colour and message id. */
export const OUTCOMES = {
  HELD: { bg: 'success', text: msg('booking.outcome.held') },
  CONSULTANT_NO_SHOW: { bg: 'danger', text: msg('booking.outcome.consultantNoShow') },
  CONSULTEE_NO_SHOW: { bg: 'secondary', text: msg('booking.outcome.consulteeNoShow') },
  CUT_SHORT: { bg: 'warning', text: msg('booking.outcome.cutShort') },
  NOBODY_PRESENT: { bg: 'secondary', text: msg('booking.outcome.nobodyPresent') },
};

/** Who cancelled a paid booking, as message ids. */
export const CANCELLED_BY = {
  CONSULTEE: msg('booking.outcome.cancelledByConsultee'),
  CONSULTANT: msg('booking.outcome.cancelledByConsultant'),
  SYSTEM: msg('booking.outcome.cancelledByCerebro'),
  ADMIN: msg('booking.outcome.cancelledByCerebro'),
};

/**
 * What a previous booking came to: its outcome once decided, else who cancelled it; nothing for a
 * booking that is neither (yet).
 */
export default function SessionOutcome({ booking }) {
  const { _ } = useLingui();
  let o = OUTCOMES[booking?.outcome];
  if (!o && booking?.status === 'CANCELLED') o = { bg: 'secondary', text: CANCELLED_BY[booking.cancelledBy] ?? msg('booking.outcome.cancelled') };
  if (!o) return null;
  return (
    <Badge bg={o.bg} text={o.bg === 'warning' ? 'dark' : undefined} className="session-outcome text-wrap">
      {_(o.text)}
    </Badge>
  );
}
