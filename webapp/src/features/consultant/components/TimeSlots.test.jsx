import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, inLanguage, mockFetch, renderWithStore } from '../../../test/utils.jsx';
import TimeSlots from './TimeSlots.jsx';

const profile = { id: 7, slotRate: 250000, slotSize: 30, currency: 'LKR' };
const slot = (id, startTime, extra = {}) => ({
  id, consultantId: 7, startDate: '2030-05-15', startTime, endTime: startTime.replace(':00:', ':30:'), slotPrice: 250000, slotSize: 30,
  status: 'AVAILABLE', isExpired: false, ...extra,
});

/** The consultant's slots as the server keeps them: POST adds one at 11:00, DELETE removes one. */
function server() {
  let slots = [slot(1, '09:00:00'), slot(2, '10:00:00', { status: 'BOOKED' })];
  return mockFetch((url, init) => {
    if (url.endsWith('/cerebroslot') && init.method === 'POST') {
      slots = [...slots, slot(3, '11:00:00')];
      return [201, { message: '1 slots created' }];
    }
    if (init.method === 'DELETE') {
      slots = slots.filter((s) => !url.endsWith(`/cerebroslot/${s.id}`));
      return [200, { message: 'Slot deleted.' }];
    }
    if (url.includes('/consultant/7/slots')) return [200, slots];
    return [404, { message: 'Not found' }];
  });
}

const rowsOf = (table) => within(table).getAllByRole('row').slice(1);
const currentRows = () => rowsOf(screen.getByRole('table', { name: 'Current Time Slots' }));

describe('Time Slots', () => {
  it('adding availability refreshes the table through the Slot tag', async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderWithStore(<TimeSlots profile={profile} />);
    await screen.findByRole('table', { name: 'Current Time Slots' });
    expect(currentRows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentRows()).toHaveLength(3));
    expect(callsTo(fetchMock, '/consultant/7/slots')).toHaveLength(2);
    expect(currentRows()[2]).toHaveTextContent('11:00 AM – 11:30 AM');
  });

  it('deleting a slot refreshes the table through the Slot tag', async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderWithStore(<TimeSlots profile={profile} />);
    await screen.findByRole('table', { name: 'Current Time Slots' });
    await user.click(screen.getByRole('button', { name: 'Delete the slot on Wed, 15 May 2030 at 9:00 AM' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentRows()).toHaveLength(1));
    expect(callsTo(fetchMock, '/cerebroslot/1', 'DELETE')).toHaveLength(1);
    expect(callsTo(fetchMock, '/consultant/7/slots')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Delete the slot/ })).not.toBeInTheDocument();
  });

  it('speaks Tamil: headings, badges and the times in Tamil', async () => {
    server();
    await inLanguage('ta', ['consultant']);
    renderWithStore(<TimeSlots profile={profile} />);
    const table = await screen.findByRole('table', { name: 'தற்போதைய நேர இடங்கள்' });
    expect(within(table).getByText('கிடைக்கும்')).toBeInTheDocument();
    expect(within(table).getByText('முன்பதிவானது')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'கிடைக்கும் நேரங்களைச் சேருங்கள்' })).toBeInTheDocument();
    const nine = new Intl.DateTimeFormat('ta-LK', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Colombo' }).format(Date.parse('2030-05-15T03:30:00Z'));
    expect(rowsOf(table)[0]).toHaveTextContent(nine);
  });
});
