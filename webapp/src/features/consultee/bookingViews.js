// Pure helpers that turn the consultee's bookings and invoices into what the dashboard shows. Words
// are read in the current language when the rows are made (the rows are made at every render).
import { colomboInstant } from '../../lib/format.js';
import { normalizeInvoiceStatus, INVOICE_STATUS } from '../../lib/invoiceStatus.js';
import { i18n, msg } from '../../i18n/index.js';
import { partyName } from '../../lib/sessionViews.js';

export { ratingOf } from '../../lib/sessionViews.js';


/** "First Last" of the consultant of a booking, invoice slot or slot. */
export const consultantOf = (row) => partyName(row, 'consultant');

/** An invoice's total in cents: its totalAmount, else the sum of its slots' prices. */
export function invoiceTotal(invoice) {
  if (invoice?.totalAmount != null) return Number(invoice.totalAmount);
  return (invoice?.cerebroslots ?? []).reduce((sum, s) => sum + (Number(s.slotPrice) || 0), 0);
}

/** What a paid booking came to, from the consultee's side, as {id, variant}. */
const OUTCOMES = {
  HELD: { id: msg('consultee.status.completed'), variant: 'secondary' },
  CONSULTANT_NO_SHOW: { id: msg('consultee.status.consultantNoShow'), variant: 'danger' },
  CONSULTEE_NO_SHOW: { id: msg('consultee.status.missed'), variant: 'secondary' },
  CUT_SHORT: { id: msg('consultee.status.cutShort'), variant: 'warning' },
  NOBODY_PRESENT: { id: msg('consultee.status.nobodyCame'), variant: 'secondary' },
};
const CANCELLED_BY = {
  CONSULTEE: msg('consultee.status.cancelledByYou'),
  CONSULTANT: msg('consultee.status.cancelledByConsultant'),
  SYSTEM: msg('consultee.status.cancelledByCerebro'),
  ADMIN: msg('consultee.status.cancelledByCerebro'),
};
const INVOICE_STATES = {
  [INVOICE_STATUS.SUCCESS_PAYMENT]: (ended) =>
    ended ? { id: msg('consultee.status.completed'), variant: 'secondary' } : { id: msg('consultee.status.confirmed'), variant: 'success' },
  [INVOICE_STATUS.PENDING_PAYMENT]: (ended) =>
    ended ? { id: msg('consultee.status.notPaid'), variant: 'secondary' } : { id: msg('consultee.status.awaitingPayment'), variant: 'warning' },
  [INVOICE_STATUS.PENDING_APPROVAL]: () => ({ id: msg('consultee.status.slipUnderReview'), variant: 'info' }),
  [INVOICE_STATUS.FAILED_PAYMENT]: () => ({ id: msg('consultee.status.paymentFailed'), variant: 'danger' }),
};

const shown = ({ id, variant }) => ({ label: i18n._(id), variant });

/**
 * How a booked slot stands, as {label, variant}: what its booking came to when the server says
 * (cancelled, its outcome), else what its invoice says.
 */
function bookingStatus(invoiceStatus, ended, slot = {}) {
  if (slot.bookingStatus === 'CANCELLED') {
    return shown(OUTCOMES[slot.outcome] ?? { id: CANCELLED_BY[slot.cancelledBy] ?? msg('consultee.status.cancelled'), variant: 'secondary' });
  }
  if (OUTCOMES[slot.outcome]) return shown(OUTCOMES[slot.outcome]);
  const byInvoice = INVOICE_STATES[normalizeInvoiceStatus(invoiceStatus)];
  if (byInvoice) return shown(byInvoice(ended));
  // A status the app has no words for shows as the server spells it.
  const spelled = String(invoiceStatus ?? '').replace(/_/g, ' ');
  return { label: spelled || i18n._('consultee.status.unknown'), variant: 'secondary' };
}

/**
 * Every booked slot of every invoice as one row of My Bookings: {key, invoiceId, cref, startDate,
 * startTime, endTime, starts, ends (instants), slotSize, price, consultant, upcoming, status:
 * {label, variant}}. Upcoming ones come first, soonest first; then past ones, latest first.
 */
export function bookingRows(invoices, now = Date.now()) {
  const rows = [];
  for (const inv of invoices ?? []) {
    (inv.cerebroslots ?? []).forEach((s, i) => {
      const ends = colomboInstant(s.startDate, s.endTime);
      const upcoming = Number.isFinite(ends) ? ends > now : true;
      rows.push({
        key: `${inv.id}-${s.id ?? i}`,
        invoiceId: inv.id,
        cref: inv.cref,
        startDate: s.startDate,
        startTime: s.startTime,
        endTime: s.endTime,
        slotSize: s.slotSize,
        price: s.slotPrice,
        consultant: consultantOf(s),
        upcoming,
        starts: colomboInstant(s.startDate, s.startTime),
        ends,
        status: bookingStatus(inv.status, !upcoming, s),
      });
    });
  }
  const upcoming = rows.filter((r) => r.upcoming).sort((a, b) => a.starts - b.starts);
  const past = rows.filter((r) => !r.upcoming).sort((a, b) => b.starts - a.starts);
  return [...upcoming, ...past];
}
