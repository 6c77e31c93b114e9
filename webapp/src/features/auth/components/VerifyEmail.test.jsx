import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, mockFetch, renderApp } from '../../../test/utils.jsx';
import { authStateFromUser } from '../authSlice.js';
import { getStoredUser, setStoredUser } from '../../../lib/storage.js';

const unverified = () => consulteeUser({ emailVerified: false });
const signedIn = (user) => ({ auth: authStateFromUser(user) });

describe('email verification', () => {
  it('asks an unverified account to verify, and sends the link again on request', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('/auth/resendVerification')
        ? [200, { message: 'We have sent a verification link to your email address.', emailVerified: false }]
        : [200, []],
    );
    const user = userEvent.setup();
    await renderApp('/aboutus', { preloadedState: signedIn(unverified()) });
    expect(await screen.findByText(/Please verify your email address/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent a verification link to your email address.')).toBeInTheDocument();
    const calls = callsTo(fetchMock, '/auth/resendVerification', 'POST');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0][1].body)).toEqual({ email: 'nimal@example.com' });
  });

  it('says nothing to a verified account, nor to a session stored before verification existed', async () => {
    mockFetch(() => [200, []]);
    await renderApp('/aboutus', { preloadedState: signedIn(consulteeUser()) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Please verify your email address/)).not.toBeInTheDocument();
  });

  it('spends the link once, marks the stored session verified and hides the notice', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('/auth/verifyEmail') ? [200, { message: 'Thank you: your email address is verified.' }] : [200, []],
    );
    setStoredUser(unverified());
    await renderApp('/verify-email/tok-7', { preloadedState: signedIn(unverified()) });
    expect(await screen.findByText('Thank you: your email address is verified.')).toBeInTheDocument();
    const calls = callsTo(fetchMock, '/auth/verifyEmail', 'POST');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0][1].body)).toEqual({ token: 'tok-7' });
    expect(screen.queryByText(/Please verify your email address/)).not.toBeInTheDocument();
    expect(getStoredUser().emailVerified).toBe(true);
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/consulteedashboard');
  });

  it("shows the server's refusal of a used or expired link, with a way to get a new one", async () => {
    mockFetch(() => [400, { message: 'This verification link is invalid, used or expired.' }]);
    await renderApp('/verify-email/old', { preloadedState: signedIn(unverified()) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid, used or expired.');
    expect(screen.getAllByRole('button', { name: 'Send the link again' }).length).toBeGreaterThan(0);
  });
});
