import { useEffect } from 'react';
import { act, render as renderInDom, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import LanguageProvider from '../i18n/LanguageProvider.jsx';
import { activateLanguage, loadCatalogues } from '../i18n/index.js';
import { makeStore } from '../app/store.js';
import AppRoutes from '../app/routes.jsx';
import AppProviders from '../app/AppProviders.jsx';

/** A fetch-like response with a JSON body. */
export function jsonResponse(status, body) {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  };
}

/**
 * Replaces fetch with a mock: `handler(url, init)` returns [status, body] for each call.
 * Returns the mock so tests can inspect calls.
 */
export function mockFetch(handler) {
  const fn = vi.fn(async (url, init) => {
    const [status, body] = await handler(String(url), init ?? {});
    return jsonResponse(status, body);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** Keeps the router's current location in `seen.current`, for tests that follow navigations. */
function LocationSpy({ locationRef }) {
  const location = useLocation();
  useEffect(() => {
    locationRef.current = location;
  });
  return null;
}

/**
 * Renders the whole app at a path, with a fresh store (optionally preloaded), and waits for the page's
 * code to load (pages are lazy); `location()` is the router's location now.
 */
export async function renderApp(path = '/', { preloadedState } = {}) {
  const store = makeStore(preloadedState);
  const seen = { current: null };
  const utils = renderInDom(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <LocationSpy locationRef={seen} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  await waitFor(() => {
    if (document.querySelector('.page-loading')) throw new Error('the page is still loading');
  });
  return { store, location: () => seen.current, ...utils };
}

/** Renders a component that needs no store or router, in the app's language (English in tests). */
export function render(ui, options) {
  return renderInDom(ui, { wrapper: LanguageProvider, ...options });
}

/**
 * Switches the app to Sinhala or Tamil for a test, with the catalogues its screens need (English comes
 * back after each test, see setup.js).
 */
export async function inLanguage(lang, catalogues = []) {
  await loadCatalogues(catalogues);
  await act(() => activateLanguage(lang));
}

/** A signed-in user as the server returns it. */
export function sampleUser(role = 'CONSULTEE', extra = {}) {
  return {
    token: 'tok-123',
    roles: [role],
    username: 'nimal@example.com',
    email: 'nimal@example.com',
    consultant: null,
    consultee: null,
    admin: null,
    ...extra,
  };
}

/** A signed-in consultee with a profile (id 9), stored as the app would store it. */
export function consulteeUser(extra = {}) {
  return sampleUser('CONSULTEE', { consultee: { id: 9, imageUrl: null }, ...extra });
}

/** Renders one component with a fresh store and a memory router (for a feature's own tests). */
export function renderWithStore(ui, { preloadedState, path = '/' } = {}) {
  const store = makeStore(preloadedState);
  const seen = { current: null };
  const utils = renderInDom(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <LocationSpy locationRef={seen} />
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, location: () => seen.current, ...utils };
}

/** The calls of a fetch mock whose URL contains `part` (and whose method is `method`, if given). */
export function callsTo(fetchMock, part, method) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => url.includes(part) && (!method || (init?.method ?? 'GET') === method),
  );
}
