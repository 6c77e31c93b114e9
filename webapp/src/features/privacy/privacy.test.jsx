import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, inLanguage, mockFetch, renderApp } from '../../test/utils.jsx';
import { getStoredUser, setStoredUser } from '../../lib/storage.js';
import { exportFileName, refusalOf } from './privacyApi.js';

describe('the privacy helpers', () => {
  it('names the download by the day it was made', () => {
    expect(exportFileName(new Date('2026-11-27T05:00:00Z'))).toBe('cerebro-my-data-2026-11-27.zip');
  });

  it('shows only a 409 in the dialog: another failure is an ordinary error', () => {
    expect(refusalOf({ status: 409, message: 'A paid session is ahead.' })).toBe('A paid session is ahead.');
    expect(refusalOf({ status: 500, message: 'Something went wrong.' })).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });
});

const refused = { code: 'privacy.paid_session_ahead', message: 'server words' };

async function askToClose() {
  await userEvent.click(await screen.findByRole('button', { name: 'Close my account' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, close my account' }));
  return dialog;
}

describe('Close my account', () => {
  it('shows the reason the server refuses, in the reader’s language, and keeps the session', async () => {
    setStoredUser(consulteeUser());
    const fetchMock = mockFetch((url, init) => (url.endsWith('/me') && init.method === 'DELETE' ? [409, refused] : [200, []]));
    await inLanguage('si', ['privacy']);
    await renderApp('/account');
    await userEvent.click(await screen.findByRole('button', { name: 'මගේ ගිණුම වසා දමන්න' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ඔව්, මගේ ගිණුම වසා දමන්න' }));
    expect(await within(dialog).findByText('ඔබේ ගිණුම තවමත් විවෘතයි')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('ඔබට තවම අවසන් නොවූ ගෙවූ සැසියක් ඇත');
    expect(JSON.parse(callsTo(fetchMock, '/me', 'DELETE')[0][1].body)).toEqual({ confirm: true });
    expect(getStoredUser()?.token).toBe('tok-123');
  });

  it('signs the closed account out and leaves for the home page', async () => {
    setStoredUser(consulteeUser());
    mockFetch((url, init) => (url.endsWith('/me') && init.method === 'DELETE' ? [204, undefined] : [200, []]));
    const { location } = await renderApp('/account');
    await askToClose();
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(getStoredUser()).toBeNull();
    expect(await screen.findByText('Your account is closed. Thank you for using Cerebro.')).toBeInTheDocument();
  });

  it('is not offered to a visitor', async () => {
    mockFetch(() => [200, []]);
    const { location } = await renderApp('/account');
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });
});
