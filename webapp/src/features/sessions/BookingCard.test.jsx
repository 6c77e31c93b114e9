import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { consulteeUser, inLanguage, mockFetch, renderWithStore, sampleUser } from '../../test/utils.jsx';
import { setStoredUser } from '../../lib/storage.js';
import BookingCard from './BookingCard.jsx';

// 09:00–09:30 in Colombo on Tuesday 14 May 2030, paid, more than a day ahead.
const booking = (extra = {}) => ({
  id: 4, cerebroslotDate: '2030-05-14', startTime: '09:00:00', endTime: '09:30:00', cerebroslotSize: 30,
  consultantFirstName: 'Nimal', consultantLastName: 'Perera', consulteeFirstName: 'Kamala', consulteeLastName: 'Silva',
  startCountDownTime: 3 * 86400, endCountDownTime: 3 * 86400 + 1800, showButton: false, slotPrice: 250000, ...extra,
});

const renderCard = (props) => renderWithStore(<ul><BookingCard booking={booking()} {...props} /></ul>);

describe('BookingCard', () => {
  it('shows the consultee their consultant, their countdowns, Reschedule and Cancel', () => {
    setStoredUser(consulteeUser());
    mockFetch(() => [200, []]);
    renderCard({ counterpart: 'consultant', booking: booking({ rescheduled: false }) });
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Consultant')).toBeInTheDocument();
    expect(within(card).getByText('Nimal Perera')).toBeInTheDocument();
    expect(within(card).queryByText('Kamala Silva')).not.toBeInTheDocument();
    expect(within(card).getByText('Tue, 14 May 2030')).toBeInTheDocument();
    expect(card).toHaveTextContent('9:00 AM – 9:30 AM · 0.5 hours');
    expect(within(card).getByRole('timer', { name: /^Cerebro Time Starts Within/ })).toBeInTheDocument();
    expect(within(card).getByRole('timer', { name: /^Cerebro Time Ends Within/ })).toBeInTheDocument();
    expect(within(card).getByText('Opens when your session is about to start')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Reschedule/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Cancel/ })).toBeInTheDocument();
  });

  it('shows the consultant their consultee, the plain countdowns and Cancel only', () => {
    setStoredUser(sampleUser('CONSULTANT', { consultant: { id: 7 } }));
    mockFetch(() => [200, []]);
    renderCard({ counterpart: 'consultee', booking: booking({ rescheduled: true }) });
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Consultee')).toBeInTheDocument();
    expect(within(card).getByText('Kamala Silva')).toBeInTheDocument();
    expect(within(card).queryByText('Nimal Perera')).not.toBeInTheDocument();
    expect(within(card).getByRole('timer', { name: /^Starts Within/ })).toBeInTheDocument();
    expect(within(card).getByRole('timer', { name: /^Ends Within/ })).toBeInTheDocument();
    expect(within(card).getByText('Opens when the session is about to start')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Reschedule/ })).not.toBeInTheDocument();
    expect(within(card).queryByText('Rescheduled once')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Cancel/ })).toBeInTheDocument();
  });

  it('a previous booking shows what it is given beside it instead of countdowns; a party whose account is closed is a former member', () => {
    setStoredUser(consulteeUser());
    renderCard({ counterpart: 'consultant', previous: true, booking: booking({ consultantFirstName: '', consultantLastName: '' }), children: <span>4 stars</span> });
    const card = screen.getByRole('listitem');
    expect(card).toHaveClass('booking-card-previous');
    expect(within(card).getByText('Consultant')).toBeInTheDocument();
    expect(within(card).getByText('A former member')).toBeInTheDocument();
    expect(within(card).getByText('4 stars')).toBeInTheDocument();
    expect(within(card).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Join Call' })).not.toBeInTheDocument();
  });

  it('shows a viewer abroad the session in their zone, with Sri Lanka time beside it', () => {
    setStoredUser(consulteeUser({ consultee: { id: 9, timeZone: 'Europe/London' } }));
    renderCard({ counterpart: 'consultant', previous: true });
    const card = screen.getByRole('listitem');
    // 09:00 in Colombo is 04:30 in London (summer time).
    expect(card).toHaveTextContent('4:30 AM – 5:00 AM');
    expect(within(card).getByText('9:00 AM – 9:30 AM Sri Lanka time')).toBeInTheDocument();
  });

  it('speaks Sinhala, with the date written the Sinhala way', async () => {
    setStoredUser(sampleUser('CONSULTANT', { consultant: { id: 7, timeZone: 'Asia/Dubai' } }));
    await inLanguage('si', ['sessions']);
    renderCard({ counterpart: 'consultee', previous: true });
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('උපදෙස් ලබන්නා')).toBeInTheDocument();
    expect(within(card).getByText('Kamala Silva')).toBeInTheDocument();
    // 03:30 UTC is 07:30 in Dubai, on Tuesday 14 May 2030.
    expect(within(card).getByText('2030 මැයි 14, අඟහරුවාදා')).toBeInTheDocument();
    expect(card).toHaveTextContent('ශ්‍රී ලංකා');
  });
});
