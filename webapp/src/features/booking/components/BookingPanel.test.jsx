import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, mockFetch, renderApp } from '../../../test/utils.jsx';
import { setStoredUser } from '../../../lib/storage.js';
import { colomboToday } from '../../../lib/format.js';

const consultant = { id: 7, firstName: 'Nimal', lastName: 'Perera', displayName: 'Nimal Perera', categoryName: 'Lawyer', slotSize: 30, slotRate: 250000 };
const slot = (id, startTime, endTime, extra = {}) => ({
  id, consultantId: 7, startDate: '2030-05-14', startTime, endTime, slotPrice: 250000, slotSize: 30,
  status: 'AVAILABLE', isExpired: false, ...extra,
});
const SLOTS = [
  slot(101, '09:00:00', '09:30:00'),
  slot(102, '09:30:00', '10:00:00'),
  slot(103, '10:00:00', '10:30:00', { status: 'BOOKED' }),
  slot(104, '10:30:00', '11:00:00', { isExpired: true }),
];
const GATEWAY = {
  returnUrl: '/payment-gate',
  action: 'http://pay.example/checkout',
  fields: { merchant_id: 'M1', order_id: 'INV-77', items: 'Cerebro booking', currency: 'LKR', amount: '5000.00', hash: 'abc' },
};

function api(overrides = {}) {
  return (url, init) => {
    const method = init.method ?? 'GET';
    for (const [part, answer] of Object.entries(overrides)) {
      const [m, p] = part.split(' ');
      if (m === method && url.includes(p)) return typeof answer === 'function' ? answer(url, init) : answer;
    }
    if (url.includes('/consultant/7')) return [200, consultant];
    if (url.includes('/cerebroslot')) return [200, SLOTS];
    return [200, []];
  };
}

const label = (name) => screen.getByLabelText(new RegExp(name));

describe('booking on the consultant profile', () => {
  beforeEach(() => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  });
  afterEach(() => window.sessionStorage.clear());

  it('loads today’s slots; only available, unexpired ones can be ticked', async () => {
    const fetchMock = mockFetch(api());
    await renderApp('/profile/7');
    expect(await screen.findByLabelText(/9:00 AM – 9:30 AM/)).toBeEnabled();
    const url = new URL(callsTo(fetchMock, '/cerebroslot')[0][0], 'http://x');
    expect(url.searchParams.get('consultantId')).toBe('7');
    expect(url.searchParams.get('date')).toBe(colomboToday());
    expect(label('10:00 AM – 10:30 AM')).toBeDisabled();
    expect(label('10:30 AM – 11:00 AM')).toBeDisabled();
    expect(screen.getByText('Booked')).toHaveClass('bg-warning');
    expect(screen.getAllByText('2,500 LKR')).toHaveLength(4);
    expect(screen.getByLabelText('Date')).toHaveValue(colomboToday());
  });

  it('searches another date', async () => {
    const fetchMock = mockFetch(api());
    const user = userEvent.setup();
    await renderApp('/profile/7');
    await screen.findByLabelText(/9:00 AM/);
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2030-05-14');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo(fetchMock, 'date=2030-05-14')).toHaveLength(1));
  });

  it("asks a visitor to sign in: 'Please signin for book a consultant' with a login link", async () => {
    const fetchMock = mockFetch(api());
    const user = userEvent.setup();
    await renderApp('/profile/7');
    await user.click(await screen.findByLabelText(/9:00 AM/));
    await user.click(screen.getByRole('button', { name: 'Book with Cerebro' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please signin for book a consultant');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/booking', 'POST')).toHaveLength(0);
  });

  it("asks for a slot first: 'Please select at least one cerebroslot'", async () => {
    setStoredUser(consulteeUser());
    mockFetch(api());
    const user = userEvent.setup();
    await renderApp('/profile/7');
    await screen.findByLabelText(/9:00 AM/);
    await user.click(screen.getByRole('button', { name: 'Book with Cerebro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least one cerebroslot');
    expect(screen.getByRole('link', { name: /Dashboard/ })).toHaveAttribute('href', '/consulteedashboard');
  });

  it('the dialog lists the slots and the estimated cost; card payment goes to the gateway', async () => {
    setStoredUser(consulteeUser());
    const fetchMock = mockFetch(
      api({
        'POST /booking': [200, { returnUrl: '/payment-gate', invoiceId: 77, bookingId: [501, 502] }],
        'POST /payments/initiate': [200, GATEWAY],
      }),
    );
    const user = userEvent.setup();
    await renderApp('/profile/7');
    await user.click(await screen.findByLabelText(/9:00 AM/));
    await user.click(label('9:30 AM – 10:00 AM'));
    expect(document.querySelector('.booking-selection')).toHaveTextContent('2 cerebroslots selected · 5,000.00 LKR');
    await user.click(screen.getByRole('button', { name: 'Book with Cerebro' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm your booking')).toBeInTheDocument();
    expect(within(dialog).getByText(/Tue, 14 May 2030, 9:00 AM – 9:30 AM/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Tue, 14 May 2030, 9:30 AM – 10:00 AM/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('estimated-cost')).toHaveTextContent('5,000.00 LKR');
    expect(within(dialog).getByLabelText(/Card payment/)).toBeChecked();
    expect(within(dialog).getByLabelText(/Bank slip upload/)).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Secure card payment')).toBeInTheDocument();
    const [bookUrl, bookInit] = callsTo(fetchMock, '/booking', 'POST')[0];
    expect(new URL(bookUrl, 'http://x').searchParams.get('paymentMethod')).toBe('ONLINE');
    expect(JSON.parse(bookInit.body)).toEqual([
      { bookingDate: colomboToday(), consulteeId: 9, cerebroslotId: 101, consultantId: 7 },
      { bookingDate: colomboToday(), consulteeId: 9, cerebroslotId: 102, consultantId: 7 },
    ]);
    const [initUrl, initInit] = callsTo(fetchMock, '/payments/initiate', 'POST')[0];
    expect(initUrl).toContain('invoiceId=77');
    expect(initInit.body).toBeUndefined();

    // The gateway form: a real POST form with the signed fields, submitted automatically.
    const form = document.querySelector('form.gateway-form');
    expect(form).toHaveAttribute('action', GATEWAY.action);
    expect(form).toHaveAttribute('method', 'post');
    expect(form.querySelector('input[name="hash"]')).toHaveValue('abc');
    expect(form.querySelector('input[name="order_id"]')).toHaveValue('INV-77');
    expect(HTMLFormElement.prototype.submit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Continue to payment/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Dashboard' })).toHaveAttribute('href', '/consulteedashboard');
    expect(screen.getByText('5,000.00 LKR')).toBeInTheDocument();
  });

  it('bank slip goes to the slip upload page with the booking details', async () => {
    setStoredUser(consulteeUser());
    const fetchMock = mockFetch(
      api({ 'POST /booking': [200, { returnUrl: '/slip-upload', invoiceId: 78, bookingId: [503] }] }),
    );
    const user = userEvent.setup();
    await renderApp('/profile/7');
    await user.click(await screen.findByLabelText(/9:00 AM/));
    await user.click(screen.getByRole('button', { name: 'Book with Cerebro' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(/Bank slip upload/));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Upload Payment Slip' })).toBeInTheDocument();
    expect(screen.getByLabelText('Invoice ID')).toHaveValue('78');
    expect(screen.getByLabelText('Booking ID(s)')).toHaveValue('503');
    expect(new URL(callsTo(fetchMock, '/booking', 'POST')[0][0], 'http://x').searchParams.get('paymentMethod')).toBe('SLIP');
    expect(JSON.parse(window.sessionStorage.getItem('cerebro.slipDetails'))).toMatchObject({ invoiceId: 78, bookingIds: ['503'] });
  });

  it('a slot taken meanwhile (409): shows the message, reloads the slots and clears the tick', async () => {
    setStoredUser(consulteeUser());
    let taken = false;
    const fetchMock = mockFetch(
      api({
        'POST /booking': async () => {
          taken = true;
          return [409, { message: 'Sorry, that cerebroslot was just booked by someone else.' }];
        },
        'GET /cerebroslot': () => [200, taken ? [{ ...SLOTS[0], status: 'HELD' }, ...SLOTS.slice(1)] : SLOTS],
      }),
    );
    const user = userEvent.setup();
    await renderApp('/profile/7');
    await user.click(await screen.findByLabelText(/9:00 AM/));
    await user.click(screen.getByRole('button', { name: 'Book with Cerebro' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Sorry, that cerebroslot was just booked by someone else.')).toBeInTheDocument();
    await waitFor(() => expect(label('9:00 AM – 9:30 AM')).toBeDisabled());
    expect(callsTo(fetchMock, '/cerebroslot')).toHaveLength(2);
    expect(screen.getByText('No cerebroslot selected')).toBeInTheDocument();
  });

  it('a booking answer without returnUrl goes to the /error page', async () => {
    setStoredUser(consulteeUser());
    mockFetch(api({ 'POST /booking': [200, { invoiceId: 1 }] }));
    const user = userEvent.setup();
    await renderApp('/profile/7');
    await user.click(await screen.findByLabelText(/9:00 AM/));
    await user.click(screen.getByRole('button', { name: 'Book with Cerebro' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Sorry, we could not finish that' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Dashboard' })).toHaveAttribute('href', '/consulteedashboard');
  });
});
