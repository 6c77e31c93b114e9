import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpError, networkErrorMessage, toFailure, unavailableMessage } from './http.js';
import { activateLanguage } from '../i18n/index.js';
import { getStoredUser, setStoredUser } from './storage.js';
import { reloadPage } from './browser.js';
import { mockFetch, sampleUser } from '../test/utils.jsx';

vi.mock('./browser.js', () => ({ reloadPage: vi.fn(), openUrl: vi.fn() }));

describe('http client', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
  });

  it('sends the stored bearer token and JSON body to /api/v1', async () => {
    setStoredUser(sampleUser());
    const fetchMock = mockFetch(() => [200, { ok: true }]);
    await expect(http.post('/thing', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/thing');
    expect(init.headers.Authorization).toBe('Bearer tok-123');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('builds the query string and leaves out empty values', async () => {
    const fetchMock = mockFetch(() => [200, []]);
    await http.get('/consultant', { query: { consultantName: 'ni la', rows: 8, category: '' } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/consultant?consultantName=ni+la&rows=8');
  });

  it('on a 401 clears the stored user and reloads the page', async () => {
    setStoredUser(sampleUser());
    mockFetch(() => [401, { message: 'Token expired.' }]);
    await expect(http.get('/booking/upcoming')).rejects.toMatchObject({ status: 401 });
    expect(getStoredUser()).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not reload on a 401 to a visitor (no session to clear)', async () => {
    mockFetch(() => [401, { message: 'Unauthorized' }]);
    await expect(http.get('/consultantCategory')).rejects.toMatchObject({ status: 401 });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('keeps the session on a 401 from the sign-in call (wrong password)', async () => {
    setStoredUser(sampleUser());
    mockFetch(() => [401, { message: 'Bad credentials.' }]);
    await expect(http.post('/auth/signin', {}, { keepSessionOn401: true })).rejects.toMatchObject({
      status: 401,
      message: 'Bad credentials.',
    });
    expect(getStoredUser()).not.toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('keeps the stored user on a 503 (the database is away: a blip must not sign anyone out)', async () => {
    setStoredUser(sampleUser());
    mockFetch(() => [503, { message: 'The service is temporarily unavailable. Please try again in a moment.' }]);
    await expect(http.get('/booking/upcoming')).rejects.toMatchObject({
      status: 503,
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    expect(getStoredUser()).toMatchObject({ token: 'tok-123' });
    expect(window.localStorage.getItem('user')).not.toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('says in its own words that the server is away when a 503 carries no message', async () => {
    setStoredUser(sampleUser());
    mockFetch(() => [503, null]);
    await expect(http.get('/booking/upcoming')).rejects.toMatchObject({ status: 503, message: unavailableMessage() });
    expect(getStoredUser()).not.toBeNull();
  });

  it('words a refusal the server names with a code in the reader\'s language, with its values', async () => {
    mockFetch(() => [409, { message: 'Bank slips waiting … (English)', code: 'SLIP_REVIEW_FULL', values: { held: 4, open: 8, day: '2030-03-01' } }]);
    await expect(http.post('/upload/slip', {})).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/^Bank slips waiting for review already hold 4 of this consultant's 8 open slots on 2030-03-01, /),
    });
    mockFetch(() => [429, { message: 'Too many … (English)', code: 'SIGNIN_LOCKED_ELSEWHERE', values: { minutes: 1 } }]);
    await expect(http.post('/auth/signin', {}, { keepSessionOn401: true })).rejects.toMatchObject({
      message: expect.stringContaining('Try again in 1 minute, sign in from a device you have used before'),
    });
    mockFetch(() => [409, { message: 'A refusal the app does not word.', code: 'SOMETHING_NEW' }]);
    await expect(http.post('/x', {})).rejects.toMatchObject({ message: 'A refusal the app does not word.' });
  });

  it('asks the server to answer in the language the app shows', async () => {
    const fetchMock = mockFetch(() => [200, {}]);
    await http.get('/thing');
    expect(fetchMock.mock.calls[0][1].headers['Accept-Language']).toBe('en');
    await activateLanguage('ta');
    await http.get('/thing');
    expect(fetchMock.mock.calls[1][1].headers['Accept-Language']).toBe('ta');
  });

  it('words a refusal from the server\'s own catalogue (apperr/catalog) in the reader\'s language', async () => {
    await activateLanguage('si');
    mockFetch(() => [401, { message: 'Invalid email or password.', code: 'account.bad_credentials' }]);
    await expect(http.post('/auth/signin', {}, { keepSessionOn401: true })).rejects.toMatchObject({
      message: 'විද්‍යුත් තැපෑල හෝ මුරපදය වැරදියි.',
    });
  });

  it('words a refused form\'s fields by their codes, keeping the server\'s text for the others', async () => {
    await activateLanguage('ta');
    mockFetch(() => [400, {
      code: 'account.user_name_empty', message: 'Cannot leave User Name empty',
      fields: { userName: 'Cannot leave User Name empty', password: 'Password must be at least 8 characters', extra: 'As sent' },
      fieldCodes: { userName: 'account.user_name_empty', password: 'account.password_too_short', extra: 'no.such_code' },
    }]);
    const failure = toFailure(await http.post('/auth/signup', {}).catch((e) => e));
    expect(failure.message).toBe('பயனர் பெயரை வெறுமையாக விட முடியாது');
    expect(failure.fields).toEqual({
      userName: 'பயனர் பெயரை வெறுமையாக விட முடியாது',
      password: 'Password must be at least 8 characters', // has a placeholder: the server worded it
      extra: 'As sent',
    });
  });

  it('passes other errors to the caller with the server message', async () => {
    mockFetch(() => [409, { message: 'Email already registered.' }]);
    const err = await http.post('/auth/signup', {}).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(409);
    expect(err.message).toBe('Email already registered.');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('turns a network failure into status 0 with a readable message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 0, message: networkErrorMessage() });
  });
});
