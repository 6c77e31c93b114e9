// The one HTTP client of the app: JSON in and out, bearer token from the stored user,
// and the spec's rule that a 401 anywhere logs the user out (stored user cleared, page reloaded).
import { clearStoredUser, getStoredUser } from './storage.js';
import { reloadPage } from './browser.js';
import { hasMessage, i18n } from '../i18n/index.js';
import { API_BASE } from './apiPaths.js';

export { API_BASE };

/** What a failed request says when the server could not be reached, in the current language. */
export const networkErrorMessage = () => i18n._('common.http.network');
/** What a 503 without the server's reason says: the service is away for a moment, the session kept. */
export const unavailableMessage = () => i18n._('common.http.unavailable');
/** What a failure says when the server gave no reason, in the current language. */
export const unexpectedErrorMessage = () => i18n._('common.http.unexpected');

/** An HTTP failure: status (0 for a network failure), the server's message and its body. */
export class HttpError extends Error {
  constructor(status, message, body = null) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

function buildUrl(path, query) {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  Object.entries(query).forEach(([key, value]) => {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  });
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** The message id of a server's error code in its catalogues (apperr/catalog, see i18n/index.js). */
const errorId = (code) => `error.${code}`;

/**
 * The server's refusal in the reader's language, when the answer names it with a code the server's
 * catalogues word (its placeholders from the answer's values); else null, and the server's own
 * message (in the language the request asked for) is shown.
 */
function translatedRefusal(data) {
  const code = data && typeof data.code === 'string' ? data.code : null;
  if (code === 'UNAVAILABLE') return unavailableMessage(); // the app's own words: it keeps the session
  if (!code || !hasMessage(errorId(code))) return null;
  const values = data.values && typeof data.values === 'object' ? data.values : {};
  return i18n._(errorId(code), values);
}

/** Whether a compiled message has no placeholders to fill (only text once compiled). */
function isPlain(id) {
  const compiled = i18n.messages[id];
  return typeof compiled === 'string' || (Array.isArray(compiled) && compiled.every((part) => typeof part === 'string'));
}

/**
 * A refused form's field messages in the reader's language: each field whose code (`fieldCodes`) the
 * catalogues word without placeholders is worded here; the others keep the server's text, which
 * carries its values and is already in the language the request asked for.
 */
function translatedFields(body) {
  const fields = body?.fields;
  if (!fields || typeof fields !== 'object') return null;
  const codes = body.fieldCodes && typeof body.fieldCodes === 'object' ? body.fieldCodes : {};
  return Object.fromEntries(Object.entries(fields).map(([name, text]) => {
    const code = codes[name];
    return [name, typeof code === 'string' && isPlain(errorId(code)) ? i18n._(errorId(code)) : text];
  }));
}

async function readBody(response) {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON
  }
}

/**
 * Sends a request to the API and resolves with the parsed JSON body.
 * Options: query (object), body (JSON-serialisable or FormData), and keepSessionOn401 for the
 * auth calls, where a 401 means "wrong credentials" rather than "your session has expired".
 */
export async function request(method, path, { query, body, headers: extra, keepSessionOn401 = false } = {}) {
  const headers = { Accept: 'application/json', 'Accept-Language': i18n.locale, ...extra };
  const token = getStoredUser()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload });
  } catch {
    throw new HttpError(0, networkErrorMessage());
  }

  const data = await readBody(response);
  // Only a request that carried a session can have an expired one; a visitor's 401 must not reload
  // the page (a public page whose call is refused would otherwise reload for ever). Only a 401 ends
  // the session: a 503 (the database away for a moment) keeps the stored user.
  if (response.status === 401 && token && !keepSessionOn401) {
    clearStoredUser();
    reloadPage();
  }
  if (!response.ok) {
    const message =
      translatedRefusal(data) ||
      (data && typeof data.message === 'string' && data.message) ||
      (response.status === 503 ? unavailableMessage() : i18n._('common.http.status', { status: response.status }));
    throw new HttpError(response.status, message, data ?? null);
  }
  if (data === undefined) {
    throw new HttpError(response.status, unexpectedErrorMessage());
  }
  return data;
}

/**
 * GETs a file that the API serves only to a signed-in user (such as a bank slip image) and resolves
 * with it as a Blob. `path` is an API path ("/invoice/5/slip") or the server's full one
 * ("/api/v1/invoice/5/slip", as the API hands them out).
 */
export async function getBlob(path) {
  const headers = { 'Accept-Language': i18n.locale };
  const token = getStoredUser()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`;
  let response;
  try {
    response = await fetch(url, { method: 'GET', headers });
  } catch {
    throw new HttpError(0, networkErrorMessage());
  }
  if (response.status === 401 && token) {
    clearStoredUser();
    reloadPage();
  }
  if (!response.ok) {
    const data = await readBody(response).catch(() => null);
    const message = translatedRefusal(data) || (data && typeof data.message === 'string' && data.message) ||
      i18n._('common.http.status', { status: response.status });
    throw new HttpError(response.status, message, data ?? null);
  }
  return response.blob();
}

export const http = {
  get: (path, options) => request('GET', path, options),
  post: (path, body, options) => request('POST', path, { ...options, body }),
  put: (path, body, options) => request('PUT', path, { ...options, body }),
  delete: (path, options) => request('DELETE', path, options),
};

/**
 * Turns any failure into a plain object that can travel through Redux (createAsyncThunk's
 * rejectWithValue): the status, and the server's message when it sent one (else null).
 */
export function toFailure(error) {
  if (error instanceof HttpError) {
    const serverMessage = typeof error.body?.message === 'string' ? error.message : null;
    return {
      status: error.status,
      message: error.status === 0 ? networkErrorMessage() : serverMessage,
      fields: translatedFields(error.body),
      code: typeof error.body?.code === 'string' ? error.body.code : null,
      values: error.body?.values && typeof error.body.values === 'object' ? error.body.values : null,
    };
  }
  return { status: -1, message: null, fields: null };
}
