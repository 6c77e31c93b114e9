import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp } from '../../../test/utils.jsx';

describe('reset password', () => {
  it('asks for the email, sends it, shows the server message and goes to /login', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('/auth/resetPassword') ? [200, { message: 'Reset link sent to your email.' }] : [200, []],
    );
    const user = userEvent.setup();
    await renderApp('/resetpassword');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('Cannot leave Email empty')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nimal@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('Reset link sent to your email.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Access Your Account' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => u.includes('/auth/resetPassword'));
    expect(call[0]).toBe('/api/v1/auth/resetPassword?email=nimal%40example.com');
  });
});

describe('update password', () => {
  it('checks the two passwords match before sending', async () => {
    const fetchMock = mockFetch(() => [200, { message: 'ok' }]);
    const user = userEvent.setup();
    await renderApp('/updatepassword/abc');
    await user.type(screen.getByLabelText('Password'), 'one');
    await user.type(screen.getByLabelText('Re Type Password'), 'two');
    await user.click(screen.getByRole('button', { name: 'RESET' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => u.includes('/auth/updatePassword'))).toBe(false);
  });

  it("shows the server's 'Token invalid.' and stays", async () => {
    mockFetch(() => [400, { message: 'Token invalid.' }]);
    const user = userEvent.setup();
    await renderApp('/updatepassword/abc');
    await user.type(screen.getByLabelText('Password'), 'newpass');
    await user.type(screen.getByLabelText('Re Type Password'), 'newpass');
    await user.click(screen.getByRole('button', { name: 'RESET' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Token invalid.');
    expect(screen.getByRole('button', { name: 'RESET' })).toBeInTheDocument();
  });

  it('sends the password with the token from the link, then goes to /login', async () => {
    const fetchMock = mockFetch(() => [200, { message: 'Password updated.' }]);
    const user = userEvent.setup();
    await renderApp('/updatepassword/tok-9');
    await user.type(screen.getByLabelText('Password'), 'newpass');
    await user.type(screen.getByLabelText('Re Type Password'), 'newpass');
    await user.click(screen.getByRole('button', { name: 'RESET' }));
    expect(await screen.findByRole('heading', { name: 'Access Your Account' })).toBeInTheDocument();
    expect(screen.getByText('Password updated.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => u.includes('/auth/updatePassword'));
    expect(JSON.parse(call[1].body)).toEqual({ password: 'newpass', token: 'tok-9' });
  });
});
