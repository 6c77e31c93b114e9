import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, inLanguage, mockFetch, renderWithStore } from '../../../test/utils.jsx';
import { defaultEarningsRange, earningsSeries, earningsTotals } from '../earningsView.js';
import Earnings from './Earnings.jsx';

// Money is in cents: 2,500 LKR per slot, split 70/30.
const REPORT = {
  bookings: 3,
  earned: 750000,
  consultantShare: 525000,
  cerebroShare: 225000,
  earnings: [
    { bookingIds: [12, 13], consulteeName: 'Kamala Silva', date: '2030-05-14', earnedAmount: 500000, consultantAmount: 350000, cerebroAmount: 150000 },
    { bookingIds: [9], consulteeName: 'Sunil Fernando', date: '2030-05-03', earnedAmount: 250000, consultantAmount: 175000, cerebroAmount: 75000 },
  ],
};

describe('My Earnings', () => {
  it('lists the period\'s penalties beside the earnings, with why and how much', async () => {
    mockFetch((url) => (url.includes('/consultant/earnings')
      ? [200, { ...REPORT, penalties: [{ bookingId: 31, date: '2030-05-20', consulteeName: 'Amaya Perera', reason: 'NO_SHOW', amount: 75000 }], penaltyTotal: 75000 }]
      : [200, []]));
    renderWithStore(<Earnings consultantId={7} />);
    const title = await screen.findByRole('heading', { name: 'Penalties · 750.00 LKR deducted from your payouts' });
    const table = within(title.closest('section')).getByRole('table');
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '20 May 2030', 'Amaya Perera', 'You did not come to the session', '750.00 LKR',
    ]);
  });

  it('loads the default period and shows the totals, the chart and the per-booking table', async () => {
    const fetchMock = mockFetch((url) => (url.includes('/consultant/earnings') ? [200, REPORT] : [200, []]));
    renderWithStore(<Earnings consultantId={7} />);
    expect(await screen.findByText('7,500.00 LKR')).toBeInTheDocument();
    const url = new URL(callsTo(fetchMock, '/consultant/earnings')[0][0], 'http://x');
    const { startDate, endDate } = defaultEarningsRange();
    expect(Object.fromEntries(url.searchParams)).toEqual({ consultantId: '7', startDate, endDate });
    expect(screen.getByLabelText('Start Date')).toHaveValue(startDate);
    expect(screen.getByLabelText('End Date')).toHaveValue(endDate);

    const totals = screen.getByText('Bookings', { selector: 'dt' }).closest('dl');
    expect(within(totals).getByText('3')).toBeInTheDocument();
    expect(within(totals).getByText('5,250.00 LKR')).toBeInTheDocument();
    expect(within(totals).getByText('2,250.00 LKR')).toBeInTheDocument();

    const rows = within(screen.getByRole('table', { name: 'Earnings per booking' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '3 May 2030', 'Sunil Fernando', '#9', '2,500.00 LKR', '1,750.00 LKR', '750.00 LKR',
    ]);
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '14 May 2030', 'Kamala Silva', '#12, #13', '5,000.00 LKR', '3,500.00 LKR', '1,500.00 LKR',
    ]);
    expect(screen.getByRole('img', { name: /Earnings over the period/ })).toBeInTheDocument();
  });

  it('searches another period and says so when it has no earnings', async () => {
    const fetchMock = mockFetch((url) => {
      if (!url.includes('/consultant/earnings')) return [200, []];
      return url.includes('startDate=2030-01-01') ? [200, { bookings: 0, earned: 0, consultantShare: 0, cerebroShare: 0, earnings: [] }] : [200, REPORT];
    });
    const user = userEvent.setup();
    renderWithStore(<Earnings consultantId={7} />);
    await screen.findByText('7,500.00 LKR');
    await user.clear(screen.getByLabelText('Start Date'));
    await user.type(screen.getByLabelText('Start Date'), '2030-01-01');
    await user.clear(screen.getByLabelText('End Date'));
    await user.type(screen.getByLabelText('End Date'), '2030-01-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No earnings in this period.')).toBeInTheDocument();
    const last = new URL(callsTo(fetchMock, '/consultant/earnings').at(-1)[0], 'http://x');
    expect(last.searchParams.get('endDate')).toBe('2030-01-31');
    expect(screen.getAllByText('0.00 LKR')).toHaveLength(3);
  });

  it('refuses an end date before the start date', async () => {
    const fetchMock = mockFetch(() => [200, REPORT]);
    const user = userEvent.setup();
    renderWithStore(<Earnings consultantId={7} />);
    await screen.findByText('7,500.00 LKR');
    await user.clear(screen.getByLabelText('End Date'));
    await user.type(screen.getByLabelText('End Date'), '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end date cannot be before the start date.');
    expect(callsTo(fetchMock, '/consultant/earnings')).toHaveLength(1);
  });

  it('says so plainly when the earnings cannot be loaded', async () => {
    mockFetch(() => [404, { message: 'Not found' }]);
    renderWithStore(<Earnings consultantId={7} />);
    expect(await screen.findByText('We could not load your earnings. Please try again later.')).toBeInTheDocument();
  });

  it('speaks Sinhala: labels, penalties and amounts in Sinhala', async () => {
    mockFetch((url) => (url.includes('/consultant/earnings')
      ? [200, { ...REPORT, penalties: [{ bookingId: 31, date: '2030-05-20', consulteeName: 'Amaya Perera', reason: 'NO_SHOW', amount: 75000 }], penaltyTotal: 75000 }]
      : [200, []]));
    await inLanguage('si', ['consultant']);
    renderWithStore(<Earnings consultantId={7} />);
    const total = new Intl.NumberFormat('si-LK', { style: 'currency', currency: 'LKR', minimumFractionDigits: 2 }).format(7500);
    expect(await screen.findByText(total.replace(/\s/g, ' '))).toBeInTheDocument(); // the matcher reads no-break spaces as spaces
    expect(screen.getByLabelText('ආරම්භක දිනය')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'සොයන්න' })).toBeInTheDocument();
    expect(screen.getByText('ඔබ සැසියට පැමිණියේ නැත')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'එක් එක් වෙන්කිරීමේ ඉපැයීම්' })).toBeInTheDocument();
  });
});

describe('earnings helpers', () => {
  it('charts a month per day, days without earnings at zero', () => {
    const bars = earningsSeries(REPORT, '2030-05-01', '2030-05-31');
    expect(bars).toHaveLength(31);
    expect(bars[2]).toMatchObject({ key: '2030-05-03', label: '3 May', earned: 250000, consultant: 175000 });
    expect(bars[13]).toMatchObject({ key: '2030-05-14', earned: 500000 });
    expect(bars[0].earned).toBe(0);
  });

  it('charts a long period per month', () => {
    const bars = earningsSeries(REPORT, '2030-01-15', '2030-06-30');
    expect(bars.map((b) => b.key)).toEqual(['2030-01', '2030-02', '2030-03', '2030-04', '2030-05', '2030-06']);
    expect(bars[4].earned).toBe(750000);
  });

  it('sums the rows when the response leaves the totals out', () => {
    expect(earningsTotals({ earnings: REPORT.earnings })).toEqual({
      bookings: 3, earned: 750000, consultantShare: 525000, cerebroShare: 225000,
    });
  });
});
