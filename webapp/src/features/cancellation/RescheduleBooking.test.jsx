import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockFetch, renderWithStore } from '../../test/utils.jsx';
import RescheduleBooking, { canReschedule } from './RescheduleBooking.jsx';

const DAY = 24 * 3600;
const booking = { id: 12, consultantId: 7, slotPrice: 250000, startCountDownTime: 3 * DAY, rescheduled: false };
const inDays = (days, hh) => {
  const at = new Date(Date.now() + days * DAY * 1000);
  const d = at.toISOString().slice(0, 10);
  return { startsAt: `${d}T${hh}:00:00Z`, startDate: d, startTime: `${hh}:00:00`, endTime: `${hh}:30:00` };
};

describe('Reschedule', () => {
  it('is offered once, more than a day before the start', () => {
    expect(canReschedule(booking)).toBe(true);
    expect(canReschedule({ ...booking, startCountDownTime: DAY })).toBe(false);
    expect(canReschedule({ ...booking, rescheduled: true })).toBe(false);
  });

  it('offers the consultant\'s free slots more than a day ahead at the same or a lower price, and moves the booking', async () => {
    const slots = [
      { id: 40, status: 'AVAILABLE', slotPrice: 250000, ...inDays(4, '09') },
      { id: 41, status: 'BOOKED', slotPrice: 250000, ...inDays(4, '10') },
      { id: 42, status: 'AVAILABLE', slotPrice: 300000, ...inDays(4, '11') },
      { id: 43, status: 'AVAILABLE', slotPrice: 250000, ...inDays(0.5, '12') },
      { id: 44, status: 'AVAILABLE', slotPrice: 200000, ...inDays(5, '09') },
    ];
    const fetchMock = mockFetch((url, init) => {
      if (url.includes('/cerebroslot/consultant/7')) return [200, slots];
      if (url.includes('/booking/12/reschedule') && init.method === 'POST') return [200, { id: 12, message: 'Your booking was moved to the new slot.' }];
      return null;
    });
    const onMoved = vi.fn();
    const user = userEvent.setup();
    renderWithStore(<RescheduleBooking booking={booking} onMoved={onMoved} />);
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices).toHaveLength(2); // not the dearer one, not the one within a day
    expect(choices[1].closest('.form-check')).toHaveTextContent('500.00 LKR refunded to you');
    expect(choices[0].closest('.form-check')).not.toHaveTextContent('refunded');
    expect(within(dialog).getByRole('button', { name: 'Move my booking' })).toBeDisabled();
    await user.click(choices[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Move my booking' }));
    await vi.waitFor(() => expect(onMoved).toHaveBeenCalledTimes(1));
    expect(JSON.parse(callsTo(fetchMock, '/booking/12/reschedule', 'POST')[0][1].body)).toEqual({ cerebroslotId: 40 });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the difference comes back when the move was to a cheaper slot', async () => {
    const slots = [{ id: 44, status: 'AVAILABLE', slotPrice: 200000, ...inDays(5, '09') }];
    mockFetch((url, init) => {
      if (url.includes('/cerebroslot/consultant/7')) return [200, slots];
      if (url.includes('/booking/12/reschedule') && init.method === 'POST') return [200, { id: 12, refundedCents: 50000 }];
      return null;
    });
    const user = userEvent.setup();
    const { store } = renderWithStore(<RescheduleBooking booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio'));
    await user.click(within(dialog).getByRole('button', { name: 'Move my booking' }));
    await vi.waitFor(() =>
      expect(store.getState().alerts.map((a) => a.message)).toContain(
        'Your booking was moved to the new slot; 500.00 LKR, the difference, is refunded to you.',
      ),
    );
  });
});
