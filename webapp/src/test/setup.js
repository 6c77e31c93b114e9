import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages are lazy chunks, transformed on first import in a test run: a page another page redirects
// to can take more than the default second to appear on a busy machine.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom does not implement scrolling.
window.scrollTo = vi.fn();
