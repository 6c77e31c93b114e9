import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, sampleUser } from '../../../test/utils.jsx';

const signinCalls = (fetchMock) => fetchMock.mock.calls.filter(([u]) => u.includes('/auth/signin'));

describe('login form', () => {
  it('has the spec texts and links', async () => {
    mockFetch(() => [200, []]);
    await renderApp('/login');
    expect(screen.getByRole('heading', { name: 'Access Your Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '#/resetpassword');
    expect(screen.getByRole('link', { name: 'Register Here' })).toHaveAttribute('href', '/');
  });

  it('does nothing when a field is empty (no request), and says which', async () => {
    const fetchMock = mockFetch(() => [200, sampleUser()]);
    const user = userEvent.setup();
    await renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Cannot leave Email empty')).toBeInTheDocument();
    expect(screen.getByText('Cannot leave Password empty')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus(); // the first field to mend
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Cannot leave Email empty');

    await user.type(screen.getByLabelText('Email'), 'nimal@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.queryByText('Cannot leave Email empty')).not.toBeInTheDocument();
    expect(screen.getByText('Cannot leave Password empty')).toBeInTheDocument();
    expect(signinCalls(fetchMock)).toHaveLength(0);
  });

  it.each([400, 401, 403, 429])('shows the server message in a red banner for 4 s on %i', async (status) => {
    mockFetch(() => [status, { message: `Refused with ${status}.` }]);
    const user = userEvent.setup();
    await renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'nimal@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Login' }));
      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent(`Refused with ${status}.`);
      expect(banner).toHaveClass('alert-danger');
      await act(async () => {
        vi.advanceTimersByTime(4100);
      });
      expect(screen.queryByText(`Refused with ${status}.`)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('signs in and goes to the role’s page', async () => {
    mockFetch((url) =>
      url.includes('/auth/signin') ? [200, sampleUser('CONSULTEE', { consultee: { id: 5 } })] : [200, []],
    );
    const user = userEvent.setup();
    await renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'nimal@example.com');
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'My Appointment Dashboard' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('user')).consultee.id).toBe(5);
  });
});
