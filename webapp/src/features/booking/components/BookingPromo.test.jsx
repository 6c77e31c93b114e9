import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, mockFetch, renderApp } from '../../../test/utils.jsx';
import { setStoredUser } from '../../../lib/storage.js';

const consultant = { id: 7, firstName: 'Nimal', lastName: 'Perera', displayName: 'Nimal Perera', categoryName: 'Lawyer', slotSize: 30, slotRate: 250000 };
const SLOT = { id: 101, consultantId: 7, startDate: '2030-05-14', startTime: '09:00:00', endTime: '09:30:00', slotPrice: 250000, slotSize: 30, status: 'AVAILABLE', isExpired: false };

describe('the booking dialog’s promo code', () => {
  it('goes with the booking; a refused code shows under the field and the dialog stays open', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    setStoredUser(consulteeUser());
    const fetchMock = mockFetch((url, init) => {
      if ((init.method ?? 'GET') === 'POST' && url.includes('/booking')) {
        return [400, { code: 'promo.spent', message: 'The promo code LAUNCH has been used as many times as it may be.', values: { code: 'LAUNCH' } }];
      }
      if (url.includes('/consultant/7')) return [200, consultant];
      if (url.includes('/cerebroslot')) return [200, [SLOT]];
      return [200, []];
    });
    const user = userEvent.setup();
    await renderApp('/profile/7');
    await user.click(await screen.findByLabelText(/9:00 AM/));
    await user.click(screen.getByRole('button', { name: 'Book with Cerebro' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Promo code (optional)'), ' launch ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, '/booking', 'POST')).toHaveLength(1));
    const [url] = callsTo(fetchMock, '/booking', 'POST')[0];
    expect(url).toContain('promoCode=launch');
    expect(await within(dialog).findByText(/has been used as many times as it may be/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Promo code (optional)')).toHaveAttribute('aria-invalid', 'true');
  });
});
