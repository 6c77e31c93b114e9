// Pure helpers that turn the consultee's bookings and invoices into what the dashboard shows.
import { colomboInstant } from '../../lib/format.js';
import { normalizeInvoiceStatus, INVOICE_STATUS } from '../../lib/invoiceStatus.js';

export const NO_APPOINTMENT = 'Currently You Dont Have Any Appointment.';

/** "First Last" of the consultant of a booking, invoice slot or slot. */
export function consultantOf(row) {
  return [row?.consultantFirstName, row?.consultantLastName].filter(Boolean).join(' ') || 'Consultant';
}

/** The rating of a previous booking: its value when rated, else -1 (spec §9: unrated). */
export function ratingOf(booking) {
  const r = booking?.previousBookingRate;
  return r?.hasRated ? Number(r.rateValue) : -1;
}

/** An invoice's total in cents: its totalAmount, else the sum of its slots' prices. */
export function invoiceTotal(invoice) {
  if (invoice?.totalAmount != null) return Number(invoice.totalAmount);
  return (invoice?.cerebroslots ?? []).reduce((sum, s) => sum + (Number(s.slotPrice) || 0), 0);
}

/** What a paid booking came to, from the consultee's side, as {label, variant}. */
const OUTCOME_LABELS = {
  HELD: { label: 'Completed', variant: 'secondary' },
  CONSULTANT_NO_SHOW: { label: 'Consultant did not come · refunded', variant: 'danger' },
  CONSULTEE_NO_SHOW: { label: 'Missed', variant: 'secondary' },
  CUT_SHORT: { label: 'Cut short · under review', variant: 'warning' },
  NOBODY_PRESENT: { label: 'Nobody came · refunded', variant: 'secondary' },
};
const CANCELLED_LABELS = {
  CONSULTEE: 'Cancelled by you',
  CONSULTANT: 'Cancelled by the consultant',
  SYSTEM: 'Cancelled by Cerebro',
  ADMIN: 'Cancelled by Cerebro',
};

/**
 * How a booked slot stands, as {label, variant}: what its booking came to when the server says
 * (cancelled, its outcome), else what its invoice says.
 */
function bookingStatus(invoiceStatus, ended, slot = {}) {
  if (slot.bookingStatus === 'CANCELLED') {
    return OUTCOME_LABELS[slot.outcome] ?? { label: CANCELLED_LABELS[slot.cancelledBy] ?? 'Cancelled', variant: 'secondary' };
  }
  if (OUTCOME_LABELS[slot.outcome]) return OUTCOME_LABELS[slot.outcome];
  switch (normalizeInvoiceStatus(invoiceStatus)) {
    case INVOICE_STATUS.SUCCESS_PAYMENT:
      return ended ? { label: 'Completed', variant: 'secondary' } : { label: 'Confirmed', variant: 'success' };
    case INVOICE_STATUS.PENDING_PAYMENT:
      return ended ? { label: 'Not paid', variant: 'secondary' } : { label: 'Awaiting payment', variant: 'warning' };
    case INVOICE_STATUS.PENDING_APPROVAL:
      return { label: 'Slip under review', variant: 'info' };
    case INVOICE_STATUS.FAILED_PAYMENT:
      return { label: 'Payment failed', variant: 'danger' };
    default:
      return { label: String(invoiceStatus ?? '').replace(/_/g, ' ') || 'Unknown', variant: 'secondary' };
  }
}

/**
 * Every booked slot of every invoice as one row of My Bookings: {key, invoiceId, cref, startDate,
 * startTime, endTime, slotSize, price, consultant, upcoming, status: {label, variant}}.
 * Upcoming ones come first, soonest first; then past ones, latest first.
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
        status: bookingStatus(inv.status, !upcoming, s),
      });
    });
  }
  const upcoming = rows.filter((r) => r.upcoming).sort((a, b) => a.starts - b.starts);
  const past = rows.filter((r) => !r.upcoming).sort((a, b) => b.starts - a.starts);
  return [...upcoming, ...past];
}
