// Finding a consultant in Sinhala, and as a viewer abroad: prices in Sinhala rupees, the next free slot
// in the viewer's own zone.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { callsTo, consulteeUser, inLanguage, mockFetch, renderWithStore } from '../../test/utils.jsx';
import { formatDate, formatTime } from '../../lib/format.js';
import { authStateFromUser } from '../auth/index.js';
import ConsultantCard from './ConsultantCard.jsx';
import ConsultantProfileCard from './ConsultantProfileCard.jsx';

const NIMAL = {
  id: 41, firstName: 'Nimal', lastName: 'Perera', displayName: 'Nimal Perera', categoryName: 'Lawyer', slotRate: 250000,
  slotSize: 30, averageRating: 4.5, ratingCount: 12, nextAvailable: '2030-03-04T03:30:00Z', experience: 5, country: 'Sri Lanka',
};

describe('a consultant in Sinhala', () => {
  it('shows the card’s price in Sinhala rupees, per slot, and the next free slot in Sinhala dates', async () => {
    await inLanguage('si', ['public']);
    renderWithStore(<ConsultantCard consultant={NIMAL} />);
    expect(screen.getByText('රු. 2,500')).toBeInTheDocument();
    expect(screen.getByText('මිනිත්තු 30කට')).toBeInTheDocument();
    const at = NIMAL.nextAvailable;
    expect(screen.getByText(`ඊළඟ නිදහස් වේලාව: ${formatDate(at)}, ${formatTime(at)}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nimal Perera ගේ පැතිකඩ බලන්න' })).toHaveAttribute('href', '/profile/41');
  });

  it('shows the next free slot in the zone of a viewer abroad', () => {
    const inLondon = consulteeUser({ consultee: { id: 9, imageUrl: null, timeZone: 'Europe/London' } });
    renderWithStore(<ConsultantCard consultant={NIMAL} />, { preloadedState: { auth: authStateFromUser(inLondon) } });
    expect(screen.getByText('Next free: 4 Mar 2030, 3:30 AM')).toBeInTheDocument();
  });

  it('shows the public profile in Sinhala, its country in Sinhala, from one request', async () => {
    const fetchMock = mockFetch(() => [200, NIMAL]);
    await inLanguage('si', ['public']);
    renderWithStore(<ConsultantProfileCard consultantId="41" />);
    expect(await screen.findByText('මිනිත්තු 30කට රු. 2,500')).toBeInTheDocument();
    expect(screen.getByText('වසර 5ක පළපුරුද්ද')).toBeInTheDocument();
    expect(screen.getByText('ශ්‍රී ලංකාව')).toBeInTheDocument();
    expect(screen.getByText('ශ්‍රේණිගත කිරීම් 12ක් අනුව 4.5')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/consultant/41')).toHaveLength(1);
  });
});
