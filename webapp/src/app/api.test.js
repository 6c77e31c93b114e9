import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from './store.js';
import { consulteeApi } from '../features/consultee/consulteeApi.js';
import { selectLoggedIn } from '../features/auth/authSlice.js';
import { getStoredUser, setStoredUser } from '../lib/storage.js';
import { unavailableMessage } from '../lib/http.js';
import { reloadPage } from '../lib/browser.js';
import { mockFetch, sampleUser } from '../test/utils.jsx';

vi.mock('../lib/browser.js', () => ({ reloadPage: vi.fn(), openUrl: vi.fn() }));

const unavailable = 'The service is temporarily unavailable. Please try again in a moment.';

// The data layer while the database is away: the API answers 503 to a signed-in request, and the
// signed-in user stays signed in (only a 401 ends a session).
describe('the data layer during a database outage', () => {
  beforeEach(() => vi.mocked(reloadPage).mockClear());

  it('a 503 gives the server’s message and keeps the stored user and the session', async () => {
    setStoredUser(sampleUser('CONSULTEE', { consultee: { id: 9 } }));
    mockFetch(() => [503, { message: unavailable }]);
    const store = makeStore();
    expect(selectLoggedIn(store.getState())).toBe(true);
    const result = await store.dispatch(consulteeApi.endpoints.consulteeInvoices.initiate(9));
    expect(result.error).toMatchObject({ status: 503, message: unavailable });
    expect(getStoredUser()).toMatchObject({ token: 'tok-123' });
    expect(selectLoggedIn(store.getState())).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('a 503 naming the outage is worded in the reader\'s language', async () => {
    setStoredUser(sampleUser('CONSULTEE', { consultee: { id: 9 } }));
    mockFetch(() => [503, { message: unavailable, code: 'UNAVAILABLE' }]);
    const store = makeStore();
    const result = await store.dispatch(consulteeApi.endpoints.consulteeInvoices.initiate(9));
    expect(result.error).toMatchObject({ status: 503, message: unavailableMessage() });
    expect(unavailableMessage()).toContain('You are still signed in');
    expect(getStoredUser()).not.toBeNull();
  });

  it('the same request once the database is back answers with the same stored user', async () => {
    setStoredUser(sampleUser('CONSULTEE', { consultee: { id: 9 } }));
    let down = true;
    const fetchMock = mockFetch(() => (down ? [503, { message: unavailable }] : [200, []]));
    const store = makeStore();
    await store.dispatch(consulteeApi.endpoints.consulteeInvoices.initiate(9));
    down = false;
    const again = await store.dispatch(consulteeApi.endpoints.consulteeInvoices.initiate(9, { forceRefetch: true }));
    expect(again.data).toEqual([]);
    expect(fetchMock.mock.calls.at(-1)[1].headers.Authorization).toBe('Bearer tok-123');
  });
});
