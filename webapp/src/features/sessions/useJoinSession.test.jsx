import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, mockFetch, renderWithStore } from '../../test/utils.jsx';
import { setStoredUser } from '../../lib/storage.js';
import AlertStack from '../../components/feedback/AlertStack.jsx';
import useJoinSession from './useJoinSession.js';

function JoinButton({ bookingId }) {
  const join = useJoinSession();
  return (
    <button type="button" onClick={() => join({ id: bookingId })}>
      Join
    </button>
  );
}

describe('useJoinSession', () => {
  it('opens the video page when the server says the room is open, with the loading flag up meanwhile', async () => {
    setStoredUser(consulteeUser());
    let resolve;
    const fetchMock = mockFetch((url) => (url.includes('/booking/validate/') ? new Promise((r) => { resolve = r; }) : [200, []]));
    const user = userEvent.setup();
    const { store, location } = renderWithStore(<JoinButton bookingId={12} />, { path: '/consulteedashboard' });
    await user.click(screen.getByRole('button', { name: 'Join' }));
    // The app's loading flag is up while the server is asked.
    await waitFor(() => expect(store.getState().app.loading).toBe(true));
    resolve([200, true]);
    await waitFor(() => expect(location().pathname).toBe('/video/12'));
    expect(store.getState().app.loading).toBe(false);
    expect(callsTo(fetchMock, '/booking/validate/?bookingId=12')).toHaveLength(1);
  });

  it('says the meeting is expired when the server says no, or cannot be asked, and asks afresh at every click', async () => {
    setStoredUser(consulteeUser());
    let answer = [200, false];
    const fetchMock = mockFetch((url) => (url.includes('/booking/validate/') ? answer : [200, []]));
    const user = userEvent.setup();
    const { location } = renderWithStore(<><JoinButton bookingId={4} /><AlertStack /></>, { path: '/consulteedashboard' });
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('This meeting is expired.')).toBeInTheDocument();
    answer = [500, { message: 'boom' }];
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(callsTo(fetchMock, '/booking/validate/?bookingId=4')).toHaveLength(2));
    expect(location().pathname).toBe('/consulteedashboard');
  });
});
