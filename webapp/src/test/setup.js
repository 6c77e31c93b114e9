import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n, loadCatalogues } from '../i18n/index.js';

// Pages are lazy chunks, transformed on first import in a test run: a page another page redirects
// to can take more than the default second to appear on a busy machine.
configure({ asyncUtilTimeout: 4000 });

// Tests read the English texts; every catalogue is there from the start, and a text whose id is in
// no catalogue fails the test that shows it (the app would show the bare id).
const catalogueNames = Object.keys(import.meta.glob('../locales/en/*.json')).map((f) => /(\w+)\.json$/.exec(f)[1]);
await loadCatalogues([...catalogueNames, 'errors']); // and the server's error catalogues (apperr/catalog)
i18n.on('missing', ({ id, locale }) => {
  throw new Error(`No ${locale} message "${id}" in src/locales/${locale}/*.json`);
});

afterEach(() => {
  cleanup();
  if (i18n.locale !== 'en') i18n.activate('en', ['en-LK']);
  window.localStorage.clear();
});

// jsdom does not implement scrolling.
window.scrollTo = vi.fn();
