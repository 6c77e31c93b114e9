// Cancelling and moving a booking in Tamil and Sinhala, and the lists a change refreshes.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, inLanguage, mockFetch, renderWithStore } from '../../test/utils.jsx';
import { cancellationApi } from './cancellationApi.js';
import CancelBooking from './CancelBooking.jsx';
import RescheduleBooking from './RescheduleBooking.jsx';

const DAY = 24 * 3600;

describe('cancelling and moving a booking', () => {
  it('tells a consultee in Tamil that they are refunded in full more than a day ahead', async () => {
    mockFetch(() => [404, {}]);
    await inLanguage('ta', ['booking']);
    const user = userEvent.setup();
    renderWithStore(<CancelBooking booking={{ id: 12, startCountDownTime: 3 * DAY }} />);
    await user.click(screen.getByRole('button', { name: 'முன்பதிவை இரத்துச் செய்க' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'இந்த முன்பதிவை இரத்துச் செய்யவா?' })).toBeInTheDocument();
    expect(within(dialog).getByText(/உங்களுக்கு முழுத் தொகையும் மீளளிக்கப்படும்/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('காரணம் (விரும்பினால்)')).toBeInTheDocument();
  });

  it('offers the free slots in Sinhala, each with its time and a Sinhala price', async () => {
    const at = new Date(Date.now() + 4 * DAY * 1000).toISOString().slice(0, 10);
    mockFetch((url) => (url.includes('/cerebroslot/consultant/7')
      ? [200, [{ id: 40, status: 'AVAILABLE', slotPrice: 250000, startDate: at, startTime: '09:00:00', endTime: '09:30:00' }]]
      : null));
    await inLanguage('si', ['booking']);
    const user = userEvent.setup();
    renderWithStore(<RescheduleBooking booking={{ id: 12, consultantId: 7, slotPrice: 250000, startCountDownTime: 3 * DAY }} />);
    await user.click(screen.getByRole('button', { name: 'වේලාව වෙනස් කරන්න' }));
    const dialog = await screen.findByRole('dialog');
    const choice = await within(dialog).findByRole('radio');
    expect(choice.closest('.form-check')).toHaveTextContent('රු. 2,500');
    expect(within(dialog).getByRole('button', { name: 'මගේ වෙන් කිරීම මාරු කරන්න' })).toBeDisabled();
  });

  it('a cancellation invalidates the slots: a list of the consultant’s slots asks again by itself', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.includes('/booking/12/cancel') && init.method === 'POST') return [200, { message: 'Booking cancelled.' }];
      if (url.includes('/cerebroslot/consultant/7')) return [200, []];
      return [404, {}];
    });
    const user = userEvent.setup();
    const { store } = renderWithStore(<CancelBooking booking={{ id: 12, startCountDownTime: 3 * DAY }} />);
    const shown = store.dispatch(cancellationApi.endpoints.consultantSlots.initiate(7));
    await shown;
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(callsTo(fetchMock, '/cerebroslot/consultant/7')).toHaveLength(2));
    shown.unsubscribe();
  });
});
