import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { consulteeUser, inLanguage, mockFetch, renderWithStore } from '../../../test/utils.jsx';
import { setStoredUser } from '../../../lib/storage.js';
import MyBookings from './MyBookings.jsx';

const invoice = {
  id: 1, cref: 'CRB-1', status: 'PENDING_APPROVAL', cerebroslots: [{
    startDate: '2030-05-14', startTime: '09:00:00', endTime: '09:30:00', slotPrice: 250000, slotSize: 30,
    consultantFirstName: 'Nimal', consultantLastName: 'Perera',
  }],
};

describe('My Bookings in Tamil', () => {
  it('names the columns and the status in Tamil, and writes the date, the time and the price the Tamil way', async () => {
    setStoredUser(consulteeUser({ consultee: { id: 9, timeZone: 'Europe/London' } }));
    mockFetch((url) => (url.includes('/invoice/consultee/9') ? [200, [invoice]] : [200, []]));
    await inLanguage('ta', ['consultee', 'sessions']);
    renderWithStore(<MyBookings consulteeId={9} />);
    const table = await screen.findByRole('table', { name: 'உங்கள் முன்பதிவுகள்' });
    expect(within(table).getByRole('columnheader', { name: 'ஆலோசகர்' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('சீட்டு பரிசீலனையில்');
    expect(row).toHaveTextContent('30 நிமிடங்கள்');
    const start = Date.parse('2030-05-14T03:30:00Z');
    const inTamil = (options) => new Intl.DateTimeFormat('ta-LK', { ...options, timeZone: 'Europe/London' }).format(start);
    expect(row).toHaveTextContent(inTamil({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }));
    expect(row).toHaveTextContent(inTamil({ hour: 'numeric', minute: '2-digit' }));
    expect(row).toHaveTextContent('ரூ. 2,500');
    // London's clock is not Sri Lanka's: Sri Lanka time is beside it.
    expect(row).toHaveTextContent('இலங்கை');
    expect(screen.getByRole('button', { name: 'அனைத்தும்' })).toHaveAttribute('aria-pressed', 'true');
  });
});
