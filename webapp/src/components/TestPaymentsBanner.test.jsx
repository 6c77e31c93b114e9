import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderApp, sampleUser } from '../test/utils.jsx';
import { setStoredUser } from '../lib/storage.js';

const TEXT = 'Test payments: no real money moves';
const banner = () => screen.queryByRole('region', { name: TEXT });

/** The app's own stylesheet in the document, as the built page has it (Vitest gives CSS imports no text). */
function withStyles() {
  const style = document.createElement('style');
  style.textContent = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'styles.css'), 'utf8');
  document.head.append(style);
}

afterEach(() => {
  delete document.documentElement.dataset.testPayments;
  document.head.innerHTML = '';
});

describe('the test-payments banner', () => {
  it('shows on a page the server marked (<html data-test-payments>), as a region named by its text', async () => {
    mockFetch(() => [200, []]);
    withStyles();
    document.documentElement.dataset.testPayments = '';
    await renderApp('/');
    expect(banner()).toBeVisible();
    expect(banner()).toHaveTextContent(TEXT);
    // first on the page, before the top bar's navigation
    expect(banner().compareDocumentPosition(screen.getAllByRole('navigation')[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is hidden, and out of the accessibility tree, on a page the server did not mark', async () => {
    mockFetch(() => [200, []]);
    withStyles();
    await renderApp('/');
    expect(banner()).toBeNull();
    expect(document.querySelector('.test-payments-banner')).not.toBeVisible();
  });

  it('shows on a signed-in user’s pages too', async () => {
    mockFetch(() => [200, []]);
    withStyles();
    document.documentElement.dataset.testPayments = '';
    setStoredUser(sampleUser('CONSULTEE'));
    await renderApp('/consulteedashboard');
    expect(banner()).toBeVisible();
  });
});
