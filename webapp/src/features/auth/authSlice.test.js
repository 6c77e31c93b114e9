import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store.js';
import { getStoredUser, setStoredUser } from '../../lib/storage.js';
import { mockFetch, sampleUser } from '../../test/utils.jsx';
import { authStateFromUser, login, logout, saveProfileRecord, selectViewerZone, signup } from './authSlice.js';

describe('auth slice', () => {
  it('starts logged out when nothing is stored', () => {
    const store = makeStore();
    expect(store.getState().auth).toEqual({
      loggedIn: false,
      user: null,
      type: null,
      username: null,
      consultantId: null,
      consulteeId: null,
      adminId: null,
    });
  });

  it('starts logged in from the stored user', () => {
    setStoredUser(sampleUser('CONSULTANT', { consultant: { id: 7, imageUrl: '/img/7.png' } }));
    const { auth } = makeStore().getState();
    expect(auth).toMatchObject({ loggedIn: true, type: 'CONSULTANT', username: 'nimal@example.com', consultantId: 7 });
    expect(window.localStorage.getItem('consultantId')).toBe('7');
  });

  it('login success posts the credentials, stores `user` and sets the login state', async () => {
    const user = sampleUser('CONSULTEE', { consultee: { id: 3 } });
    const fetchMock = mockFetch(() => [200, user]);
    const store = makeStore();
    const result = await store.dispatch(login({ username: 'nimal@example.com', password: 'secret' }));

    expect(login.fulfilled.match(result)).toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/auth/signin');
    expect(JSON.parse(init.body)).toEqual({ username: 'nimal@example.com', password: 'secret' });
    expect(JSON.parse(window.localStorage.getItem('user'))).toEqual(user);
    expect(store.getState().auth).toMatchObject({
      loggedIn: true,
      type: 'CONSULTEE',
      username: 'nimal@example.com',
      consulteeId: 3,
      consultantId: null,
      adminId: null,
    });
    expect(store.getState().app.loading).toBe(false);
  });

  it('login failure stores nothing and reports the status and message', async () => {
    mockFetch(() => [401, { message: 'Invalid email or password.' }]);
    const store = makeStore();
    const result = await store.dispatch(login({ username: 'a@b.lk', password: 'x' }));
    expect(result.payload).toMatchObject({ status: 401, message: 'Invalid email or password.' });
    expect(getStoredUser()).toBeNull();
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(store.getState().app.loading).toBe(false);
  });

  it('sign-up sends userName, password, email, roles and the page’s language, then stores the user as logged in', async () => {
    const user = sampleUser('CONSULTANT');
    const fetchMock = mockFetch(() => [200, user]);
    const store = makeStore();
    await store.dispatch(signup({ userName: 'Nimal', email: 'nimal@example.com', password: 'pw', role: 'CONSULTANT' }));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      userName: 'Nimal',
      password: 'pw',
      email: 'nimal@example.com',
      roles: ['CONSULTANT'],
      language: 'en',
    });
    expect(getStoredUser()).toEqual(user);
    expect(store.getState().auth).toMatchObject({ loggedIn: true, type: 'CONSULTANT', consultantId: null });
  });

  it('logout clears the stored user and the state', () => {
    setStoredUser(sampleUser('CONSULTANT', { consultant: { id: 7 } }));
    const store = makeStore();
    store.dispatch(logout());
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('consultantId')).toBeNull();
    expect(store.getState().auth).toEqual(authStateFromUser(null));
  });

  it('saving a new profile record updates the state and the stored user', () => {
    setStoredUser(sampleUser('CONSULTEE'));
    const store = makeStore();
    store.dispatch(saveProfileRecord('consultee', { id: 12, imageUrl: '/i.png' }));
    expect(store.getState().auth.consulteeId).toBe(12);
    expect(getStoredUser().consultee).toEqual({ id: 12, imageUrl: '/i.png' });
  });

  it('knows the viewer’s time zone from the profile, Colombo without one', () => {
    setStoredUser(sampleUser('CONSULTEE'));
    const store = makeStore();
    expect(selectViewerZone(store.getState())).toBe('Asia/Colombo');
    store.dispatch(saveProfileRecord('consultee', { id: 12, imageUrl: null, timeZone: 'Europe/London' }));
    expect(selectViewerZone(store.getState())).toBe('Europe/London');
    expect(getStoredUser().consultee.timeZone).toBe('Europe/London');
  });
});
