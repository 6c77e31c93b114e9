// The booking screens in Sinhala and Tamil, and for a viewer whose clock is not Sri Lanka's.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consulteeUser, inLanguage, mockFetch, renderWithStore } from '../../../test/utils.jsx';
import { setStoredUser } from '../../../lib/storage.js';
import { colomboInstant, formatTime } from '../../../lib/format.js';
import BookingPanel from './BookingPanel.jsx';
import PaymentResult from './PaymentResult.jsx';

const slot = (id, startTime, endTime, extra = {}) => ({
  id, consultantId: 7, startDate: '2030-05-14', startTime, endTime, slotPrice: 250000, slotSize: 30,
  status: 'AVAILABLE', isExpired: false, ...extra,
});
const SLOTS = [slot(101, '09:00:00', '09:30:00'), slot(102, '09:30:00', '10:00:00', { status: 'BOOKED' })];
const api = (url) => (url.includes('/cerebroslot') ? [200, SLOTS] : [200, { availableDays: ['2030-05-14'] }]);
const visitor = { loggedIn: false, isConsultee: false, consulteeId: null };

describe('booking in Sinhala and Tamil', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the panel in Sinhala: its words, the slot times and prices in Sinhala forms, and the selection', async () => {
    mockFetch(api);
    await inLanguage('si', ['booking']);
    const user = userEvent.setup();
    renderWithStore(<BookingPanel consultantId="7" consultantName="Nimal Perera" viewer={visitor} />);
    expect(await screen.findByRole('heading', { name: 'ලබා ගත හැකි වේලාවන්' })).toBeInTheDocument();
    const nine = formatTime(colomboInstant('2030-05-14', '09:00'));
    const first = await screen.findByLabelText(new RegExp(nine));
    expect(screen.getAllByText('රු. 2,500')).toHaveLength(2);
    expect(screen.getByText('වෙන් කර ඇත')).toBeInTheDocument();
    expect(screen.getAllByText('මිනිත්තු 30')).toHaveLength(2);
    expect(screen.getByText('වේලාවන් ශ්‍රී ලංකා වේලාවෙනි (UTC+05:30).')).toBeInTheDocument();
    await user.click(first);
    expect(document.querySelector('.booking-selection')).toHaveTextContent('තෝරාගත් සැසි වේලාවන්: 1 · රු. 2,500.00');
    await user.click(screen.getByRole('button', { name: 'Cerebro සමඟ වෙන් කරන්න' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('උපදේශකයෙකු වෙන් කර ගැනීමට කරුණාකර පුරනය වන්න.');
  });

  it('says in Tamil why a card payment failed, and what to do', async () => {
    mockFetch((url) => (url.includes('/invoice/41')
      ? [200, { id: 41, status: 'FAILED_PAYMENT', failureReason: 'HOLD_EXPIRED', totalAmount: 250000, cerebroslots: [] }]
      : null));
    await inLanguage('ta', ['booking']);
    renderWithStore(<PaymentResult returned="success" invoiceId="41" />);
    expect(await screen.findByRole('heading', { name: 'கொடுப்பனவு நிறைவடையவில்லை' })).toBeInTheDocument();
    expect(screen.getByText(/நேர இடைவெளிகள் விடுவிக்கப்படுவதற்கு முன் எந்தக் கொடுப்பனவும் கிடைக்கவில்லை\. இந்த முன்பதிவுக்காக/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ஆலோசகர் ஒருவரைத் தேடுக' })).toHaveAttribute('href', '/searchconsultant/');
  });
});

describe('booking for a viewer abroad', () => {
  afterEach(() => window.localStorage.clear());

  it('shows slot times in the viewer’s zone with Sri Lanka time beside them, and the date picker as Sri Lanka dates', async () => {
    setStoredUser(consulteeUser({ consultee: { id: 9, imageUrl: null, timeZone: 'Europe/London' } }));
    mockFetch(api);
    const user = userEvent.setup();
    renderWithStore(
      <BookingPanel consultantId="7" consultantName="Nimal Perera" viewer={{ loggedIn: true, isConsultee: true, consulteeId: 9 }} />,
    );
    // 09:00 in Colombo (UTC+05:30) is 04:30 in London in May (UTC+01:00).
    const first = await screen.findByLabelText(/4:30 AM – 5:00 AM/);
    expect(first.closest('li')).toHaveTextContent('9:00 AM – 9:30 AM Sri Lanka time');
    expect(screen.getByLabelText('Date (Sri Lanka)')).toBeInTheDocument();
    expect(screen.getByText(/Times are shown in your time zone \(Europe\/London\)/)).toBeInTheDocument();
    expect(screen.getByText('Days with open slots (Sri Lanka dates):')).toBeInTheDocument();

    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Book with Cerebro' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tue, 14 May 2030, 4:30 AM – 5:00 AM')).toBeInTheDocument();
    expect(within(dialog).getByText('9:00 AM – 9:30 AM Sri Lanka time')).toBeInTheDocument();
  });
});
