// The video session's words in Sinhala and Tamil, and the join report that refreshes the rating prompt.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { callsTo, inLanguage, mockFetch, render, renderWithStore } from '../../../test/utils.jsx';
import { loadJitsiApi } from '../jitsi.js';
import { ratingApi } from '../../rating/index.js';
import JoinCallButton from './JoinCallButton.jsx';
import MeetingView from './MeetingView.jsx';
import SessionOutcome from './SessionOutcome.jsx';

vi.mock('../jitsi.js', async (importOriginal) => ({ ...(await importOriginal()), loadJitsiApi: vi.fn() }));

const BOOKING = { id: 12, cerebroslotDate: '2030-05-14', startTime: '09:00:00', endTime: '09:30:00', endCountDownTime: 3725 };

describe('the video session in Sinhala and Tamil', () => {
  it('says in Sinhala that the meeting is expired, and offers the way back', async () => {
    mockFetch((url) => {
      if (url.includes('/booking/validate/')) return [200, false];
      if (url.includes('/booking/12')) return [200, BOOKING];
      return [404, {}];
    });
    await inLanguage('si', ['booking']);
    renderWithStore(<MeetingView bookingId="12" onLeave={vi.fn()} />);
    expect(await screen.findByText('මෙම රැස්වීම කල් ඉකුත් වී ඇත.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'මගේ උපකරණ පුවරුවට ආපසු' })).toBeInTheDocument();
  });

  it('shows the Join Call button and the session outcome in Tamil', async () => {
    await inLanguage('ta', ['booking']);
    render(<JoinCallButton booking={{ id: 4, showButton: false, joinOpensIn: 0 }} onJoin={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'அழைப்பில் இணைக' })).toBeDisabled();
    expect(screen.getByText('உங்கள் அமர்வு தொடங்கவிருக்கும் போது திறக்கும்')).toBeInTheDocument();
    render(<SessionOutcome booking={{ status: 'CANCELLED', cancelledBy: 'CONSULTANT' }} />);
    expect(screen.getByText('ஆலோசகரால் இரத்துச் செய்யப்பட்டது')).toBeInTheDocument();
  });

  it('shows when the session is beside the countdown, and joining refreshes the rating prompt (a new record to rate)', async () => {
    class FakeApi {
      addListener() {}
      dispose() {}
    }
    loadJitsiApi.mockResolvedValue(FakeApi);
    const fetchMock = mockFetch((url, init) => {
      if (url.includes('/booking/validate/')) return [200, true];
      if (url.includes('/booking/12/meeting')) return [200, { domain: 'meet.example.lk', roomName: 'r' }];
      if (url.endsWith('/booking/rate') && init.method === 'POST') return [200, { id: 31 }];
      if (url.includes('/booking/consultee/rate/9')) return [204, undefined];
      if (url.includes('/booking/12')) return [200, BOOKING];
      return [404, {}];
    });
    const { store } = renderWithStore(<MeetingView bookingId="12" onLeave={vi.fn()} />);
    const prompt = store.dispatch(ratingApi.endpoints.latestUnrated.initiate({ role: 'CONSULTEE', profileId: 9 }));
    await prompt;
    expect(await screen.findByText('Tue, 14 May 2030, 9:00 AM – 9:30 AM')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/booking/rate', 'POST')).toHaveLength(1));
    await waitFor(() => expect(callsTo(fetchMock, '/booking/consultee/rate/9')).toHaveLength(2));
    prompt.unsubscribe();
  });
});
