import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, mockFetch, renderApp } from '../../../test/utils.jsx';
import { setStoredUser } from '../../../lib/storage.js';

const consultant = { id: 7, firstName: 'Nimal', lastName: 'Perera', displayName: 'Nimal Perera', categoryName: 'Lawyer', slotSize: 30, slotRate: 250000 };
const SLOT = { id: 101, consultantId: 7, startDate: '2030-05-14', startTime: '09:00:00', endTime: '09:30:00', slotPrice: 250000, slotSize: 30, status: 'AVAILABLE', isExpired: false };

/**
 * A signed-in consultee on the consultant's profile, the 9:00 slot ticked and the booking dialog open,
 * the API answered by `answer(url, init)` (null: the profile and its slots). Answers {fetchMock, user, dialog}.
 */
async function openDialog(answer) {
  setStoredUser(consulteeUser());
  const fetchMock = mockFetch((url, init) => {
    const answered = answer(url, init);
    if (answered) return answered;
    if (url.includes('/consultant/7')) return [200, consultant];
    if (url.includes('/cerebroslot')) return [200, [SLOT]];
    return [200, []];
  });
  const user = userEvent.setup();
  await renderApp('/profile/7');
  await user.click(await screen.findByLabelText(/9:00 AM/));
  await user.click(screen.getByRole('button', { name: 'Book with Cerebro' }));
  return { fetchMock, user, dialog: await screen.findByRole('dialog') };
}

describe('the booking dialog’s promo code', () => {
  it('goes with the booking; a refused code shows under the field and the dialog stays open', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { fetchMock, user, dialog } = await openDialog((url, init) => (
      (init.method ?? 'GET') === 'POST' && url.includes('/booking')
        ? [400, { code: 'promo.spent', message: 'The promo code LAUNCH has been used as many times as it may be.', values: { code: 'LAUNCH' } }]
        : null));
    await user.type(within(dialog).getByLabelText('Promo code (optional)'), ' launch ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, '/booking', 'POST')).toHaveLength(1));
    const [url] = callsTo(fetchMock, '/booking', 'POST')[0];
    expect(url).toContain('promoCode=launch');
    expect(await within(dialog).findByText(/has been used as many times as it may be/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Promo code (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Apply shows the discount and what is left to pay before confirming; another code forgets it', async () => {
    const { fetchMock, user, dialog } = await openDialog((url) => {
      if (url.includes('/booking/quote') && url.includes('promoCode=LAUNCH')) {
        return [200, { fullAmount: 250000, discountCents: 25000, totalAmount: 225000, promoCode: 'LAUNCH' }];
      }
      if (url.includes('/booking/quote') || url.includes('/booking?')) {
        return [400, { code: 'promo.unknown', message: 'There is no promo code NOPE.', values: { code: 'NOPE' } }];
      }
      return null;
    });
    const field = within(dialog).getByLabelText('Promo code (optional)');
    // Refused at booking first: the refusal shows until a code is applied.
    await user.type(field, 'NOPE');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/There is no promo code NOPE/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'LAUNCH');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByTestId('amount-to-pay')).toHaveTextContent('2,250.00');
    expect(within(dialog).getByTestId('promo-discount')).toHaveTextContent('−250.00');
    expect(within(dialog).getByText('To pay')).toBeInTheDocument();
    expect(within(dialog).queryByText(/There is no promo code/)).toBeNull();
    const [url, init] = callsTo(fetchMock, '/booking/quote', 'POST')[0];
    expect(url).toContain('promoCode=LAUNCH');
    expect(JSON.parse(init.body)).toMatchObject([{ cerebroslotId: 101, consultantId: 7 }]);
    expect(callsTo(fetchMock, '/booking?', 'POST')).toHaveLength(1);

    await user.clear(field);
    await user.type(field, 'NOPE{Enter}');
    expect(await within(dialog).findByText(/There is no promo code NOPE/)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('amount-to-pay')).toBeNull();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/booking?', 'POST')).toHaveLength(1);
  });
});
