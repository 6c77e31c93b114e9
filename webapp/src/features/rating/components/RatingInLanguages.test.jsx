// Rating in Tamil, and saving a rating refreshing the prompt through its tag.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, inLanguage, mockFetch, renderWithStore } from '../../../test/utils.jsx';
import RatingModal from './RatingModal.jsx';
import RatingPrompt from './RatingPrompt.jsx';

const details = { bookingRateId: 31, name: 'Nimal Perera', imageUrl: null, slotDate: '2030-05-14', slotStartTime: '09:00:00', slotEndTime: '09:30:00' };

describe('rating in Tamil', () => {
  it('titles, stars and the missing-stars message are in Tamil', async () => {
    await inLanguage('ta', ['booking']);
    const user = userEvent.setup();
    renderWithStore(<RatingModal show role="CONSULTEE" details={details} onSubmit={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'ஆலோசகரை மதிப்பிடுக' })).toBeInTheDocument();
    expect(screen.getByText('மதிப்பிடப்படவில்லை')).toBeInTheDocument();
    expect(screen.getByLabelText('1 நட்சத்திரம்')).toBeInTheDocument();
    expect(screen.getByLabelText('4 நட்சத்திரங்கள்')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'மதிப்பிடுக' }));
    expect(screen.getByText('தயவுசெய்து 1 முதல் 5 வரையான நட்சத்திரங்களைத் தெரிவுசெய்க')).toBeInTheDocument();
  });
});

describe('the rating prompt and its tag', () => {
  it('a saved rating invalidates the ratings: the prompt asks again, and opens for the next session due', async () => {
    let next = { id: 31, consultantName: 'Nimal Perera', slotDate: '2030-05-14', slotStartTime: '09:00:00', slotEndTime: '09:30:00' };
    const fetchMock = mockFetch((url, init) => {
      if (url.includes('/booking/consultee/rate/9')) return next ? [200, next] : [204, undefined];
      if (url.includes('/booking/rate/') && init.method === 'PUT') {
        next = { id: 32, consultantName: 'Kamala Silva', slotDate: '2030-05-15', slotStartTime: '10:00:00', slotEndTime: '10:30:00' };
        return [200, {}];
      }
      return [404, {}];
    });
    const user = userEvent.setup();
    renderWithStore(<RatingPrompt role="CONSULTEE" profileId={9} />);
    expect(await screen.findByText('Nimal Perera')).toBeInTheDocument();
    await user.click(screen.getByLabelText('5 stars'));
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    await waitFor(() => expect(callsTo(fetchMock, '/booking/consultee/rate/9')).toHaveLength(2));
    expect(await screen.findByText('Kamala Silva')).toBeInTheDocument();
  });
});
