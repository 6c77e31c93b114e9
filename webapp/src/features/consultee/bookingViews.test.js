import { describe, expect, it } from 'vitest';
import { bookingRows, consultantOf, invoiceTotal, ratingOf } from './bookingViews.js';

const slot = (startDate, startTime, endTime, extra = {}) => ({
  startDate, startTime, endTime, slotPrice: 250000, slotSize: 30,
  consultantFirstName: 'Nimal', consultantLastName: 'Perera', ...extra,
});

describe('booking views', () => {
  it('names the consultant and reads the rating (-1 when not rated)', () => {
    expect(consultantOf({ consultantFirstName: 'Nimal', consultantLastName: 'Perera' })).toBe('Nimal Perera');
    expect(ratingOf({ previousBookingRate: { hasRated: true, rateValue: 4 } })).toBe(4);
    expect(ratingOf({ previousBookingRate: { hasRated: false, rateValue: 0 } })).toBe(-1);
    expect(ratingOf({})).toBe(-1);
  });

  it('an invoice total is its totalAmount, else the sum of its slots', () => {
    expect(invoiceTotal({ totalAmount: 500000 })).toBe(500000);
    expect(invoiceTotal({ cerebroslots: [slot('2026-01-01', '09:00:00', '09:30:00'), slot('2026-01-01', '09:30:00', '10:00:00')] })).toBe(500000);
  });

  it('lists every booked slot: upcoming soonest first, then past latest first, with a status', () => {
    const now = Date.parse('2026-01-10T04:00:00Z'); // 09:30 in Colombo
    const rows = bookingRows(
      [
        { id: 1, cref: 'INV-1', status: 'SUCCESS_PAYMENT', cerebroslots: [slot('2026-01-09', '09:00:00', '09:30:00'), slot('2026-01-12', '10:00:00', '10:30:00')] },
        { id: 2, cref: 'INV-2', status: 'PENDING_APPROVAL', cerebroslots: [slot('2026-01-11', '09:00:00', '09:30:00')] },
        { id: 3, cref: 'INV-3', status: 'PENDING_PAYMENT', cerebroslots: [slot('2026-01-10', '09:00:00', '09:30:00')] },
      ],
      now,
    );
    expect(rows.map((r) => [r.cref, r.startDate, r.status.label])).toEqual([
      ['INV-2', '2026-01-11', 'Slip under review'],
      ['INV-1', '2026-01-12', 'Confirmed'],
      ['INV-3', '2026-01-10', 'Not paid'],
      ['INV-1', '2026-01-09', 'Completed'],
    ]);
    expect(rows[0]).toMatchObject({ consultant: 'Nimal Perera', price: 250000, upcoming: true });
  });

  it('says truthfully what a paid booking came to: cancelled (by whom) or its outcome', () => {
    const now = Date.parse('2026-01-10T04:00:00Z');
    const paid = (extra) => ({ ...slot('2026-01-12', '10:00:00', '10:30:00'), ...extra });
    const rows = bookingRows(
      [
        { id: 1, cref: 'INV-1', status: 'SUCCESS_PAYMENT', cerebroslots: [paid({ bookingStatus: 'CANCELLED', cancelledBy: 'CONSULTEE' })] },
        { id: 2, cref: 'INV-2', status: 'SUCCESS_PAYMENT', cerebroslots: [paid({ bookingStatus: 'CANCELLED', cancelledBy: 'CONSULTANT' })] },
        { id: 3, cref: 'INV-3', status: 'SUCCESS_PAYMENT', cerebroslots: [{ ...slot('2026-01-09', '09:00:00', '09:30:00'), bookingStatus: 'CANCELLED', outcome: 'CONSULTANT_NO_SHOW', cancelledBy: 'CONSULTANT' }] },
        { id: 4, cref: 'INV-4', status: 'SUCCESS_PAYMENT', cerebroslots: [{ ...slot('2026-01-08', '09:00:00', '09:30:00'), bookingStatus: 'COMPLETED', outcome: 'CUT_SHORT' }] },
      ],
      now,
    );
    expect(Object.fromEntries(rows.map((r) => [r.cref, r.status.label]))).toEqual({
      'INV-1': 'Cancelled by you',
      'INV-2': 'Cancelled by the consultant',
      'INV-3': 'Consultant did not come · refunded',
      'INV-4': 'Cut short · under review',
    });
  });
});
