import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockFetch, renderWithStore } from '../../test/utils.jsx';
import CancelBooking from './CancelBooking.jsx';

const booking = (startCountDownTime) => ({ id: 12, startCountDownTime, showButton: false });

describe('CancelBooking', () => {
  it('tells a consultee a full refund more than 24 h ahead, cancels with the optional reason, and reports back', async () => {
    const fetchMock = mockFetch((url, init) =>
      url.includes('/booking/12/cancel') && init.method === 'POST'
        ? [200, { message: 'Booking cancelled: a full refund of 2,500.00 LKR.', refund: { status: 'PAID', amount: 250000 } }]
        : [404, {}],
    );
    const onCancelled = vi.fn();
    const user = userEvent.setup();
    renderWithStore(<CancelBooking booking={booking(3 * 24 * 3600)} onCancelled={onCancelled} />);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/refunded in full/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Travelling');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(JSON.parse(callsTo(fetchMock, '/booking/12/cancel', 'POST')[0][1].body)).toEqual({ reason: 'Travelling' });
  });

  it('inside 24 h says the admin decides; the server’s refusal is shown and nothing is reported cancelled', async () => {
    mockFetch(() => [409, { message: 'This booking can no longer be cancelled.' }]);
    const onCancelled = vi.fn();
    const user = userEvent.setup();
    renderWithStore(<CancelBooking booking={booking(3600)} onCancelled={onCancelled} />);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/an admin, who decides how much comes back/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('This booking can no longer be cancelled.')).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it('a consultant must give a reason and is told about the penalty', async () => {
    mockFetch(() => [200, { message: 'Booking cancelled.' }]);
    const user = userEvent.setup();
    renderWithStore(<CancelBooking booking={booking(3 * 24 * 3600)} asConsultant />);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/30% commission on this session is deducted/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel booking' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason (the consultee sees it)'), 'Ill');
    expect(confirm).toBeEnabled();
  });
});
