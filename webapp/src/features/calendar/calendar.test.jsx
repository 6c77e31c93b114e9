import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, inLanguage, mockFetch, renderWithStore } from '../../test/utils.jsx';
import { setStoredUser } from '../../lib/storage.js';
import { subscribeLinks } from './calendarApi.js';
import CalendarFeed from './components/CalendarFeed.jsx';

const first = 'https://cerebro.lk/api/v1/calendar/AAAA.ics';
const second = 'https://cerebro.lk/api/v1/calendar/BBBB.ics';

describe('subscribeLinks', () => {
  it('opens the feed as webcal:// and in Google Calendar by its address', () => {
    expect(subscribeLinks(first)).toEqual({
      webcal: 'webcal://cerebro.lk/api/v1/calendar/AAAA.ics',
      google: 'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fcerebro.lk%2Fapi%2Fv1%2Fcalendar%2FAAAA.ics',
    });
    expect(subscribeLinks(undefined)).toBeNull();
  });
});

describe('CalendarFeed', () => {
  it('shows the address and replaces it only once the person confirms', async () => {
    setStoredUser(consulteeUser());
    const fetchMock = mockFetch((url, init) => {
      if (url.endsWith('/me/calendar/rotate') && init.method === 'POST') return [200, { url: second }];
      if (url.endsWith('/me/calendar')) return [200, { url: first }];
      return [200, []];
    });
    await inLanguage('en', ['calendar']);
    renderWithStore(<CalendarFeed />);
    const address = await screen.findByRole('textbox', { name: 'Your calendar address' });
    await waitFor(() => expect(address).toHaveValue(first));

    await userEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    expect(screen.getByText(/will stop working/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/me/calendar/rotate', 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => expect(address).toHaveValue(second));
    const rotations = callsTo(fetchMock, '/me/calendar/rotate', 'POST');
    expect(rotations).toHaveLength(1);
    expect(JSON.parse(rotations[0][1].body)).toEqual({ confirm: true });
    expect(screen.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', 'webcal://cerebro.lk/api/v1/calendar/BBBB.ics');
  });

  it('speaks Tamil', async () => {
    setStoredUser(consulteeUser());
    mockFetch(() => [200, { url: first }]);
    await inLanguage('ta', ['calendar']);
    renderWithStore(<CalendarFeed />);
    expect(await screen.findByRole('heading', { name: 'உங்கள் நாட்காட்டியில் உங்கள் அமர்வுகள்' })).toBeInTheDocument();
  });
});
