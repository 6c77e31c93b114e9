import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, sampleUser } from '../../../test/utils.jsx';

async function fill(user, values) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

describe('sign-up form', () => {
  it('shows the spec messages for empty fields and sends nothing', async () => {
    const fetchMock = mockFetch(() => [200, []]);
    const user = userEvent.setup();
    await renderApp('/signupconsultant');
    expect(screen.getByRole('heading', { name: 'Sign Up as a Consultant' })).toBeInTheDocument();
    const before = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Cannot leave User Name empty')).toBeInTheDocument();
    expect(screen.getByText('Cannot leave Email empty')).toBeInTheDocument();
    expect(screen.getByText('Cannot leave Password empty')).toBeInTheDocument();
    expect(screen.getByText('Cannot leave this field empty')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBe(before);
    // Keyboard users land on the first field to fix.
    expect(screen.getByLabelText('User Name')).toHaveFocus();
  });

  it("shows 'Passwords do not match' on a mismatch and blocks the submit", async () => {
    const fetchMock = mockFetch(() => [200, sampleUser()]);
    const user = userEvent.setup();
    await renderApp('/signupconsultee');
    await fill(user, { 'User Name': 'Nimal', Email: 'nimal@example.com', Password: 'secret1', 'Re-enter Password': 'secret2' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("hides 'Passwords do not match' as soon as the passwords match again", async () => {
    mockFetch(() => [200, []]);
    const user = userEvent.setup();
    await renderApp('/signupconsultant');
    await fill(user, { Password: 'secret1', 'Re-enter Password': 'secret2' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Re-enter Password'));
    await user.type(screen.getByLabelText('Re-enter Password'), 'secret1');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(screen.getByText('Cannot leave User Name empty')).toBeInTheDocument();
  });

  it("does not show 'Passwords do not match' when they match; signs up and opens the profile form", async () => {
    const fetchMock = mockFetch((url) => (url.includes('/auth/signup') ? [200, sampleUser('CONSULTEE')] : [200, []]));
    const user = userEvent.setup();
    await renderApp('/signupconsultee');
    await fill(user, { 'User Name': 'Nimal', Email: 'nimal@example.com', Password: 'secret1', 'Re-enter Password': 'secret1' });
    await user.tab();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'Consultee Profile' })).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    const body = JSON.parse(fetchMock.mock.calls.find(([u]) => u.includes('/auth/signup'))[1].body);
    expect(body).toEqual({ userName: 'Nimal', password: 'secret1', email: 'nimal@example.com', roles: ['CONSULTEE'], language: 'en' });
    expect(JSON.parse(window.localStorage.getItem('user')).token).toBe('tok-123');
  });

  it('shows the server message on a duplicate email (409)', async () => {
    mockFetch(() => [409, { message: 'Email is already registered.' }]);
    const user = userEvent.setup();
    await renderApp('/signupconsultant');
    await fill(user, { 'User Name': 'Nimal', Email: 'nimal@example.com', Password: 'pw', 'Re-enter Password': 'pw' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already registered.');
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('every input has a label', async () => {
    mockFetch(() => [200, []]);
    const { container } = await renderApp('/signupconsultee');
    const inputs = container.querySelectorAll('form input');
    expect(inputs.length).toBe(4);
    inputs.forEach((input) => expect(input.labels.length).toBeGreaterThan(0));
  });
});

describe('sign-up rule as the schema sees it', () => {
  it('mismatch is judged both ways', async () => {
    const { signupSchema } = await import('../schemas.js');
    const base = { userName: 'a', email: 'a@b.lk', password: 'one' };
    await expect(signupSchema.validate({ ...base, confirmPassword: 'two' })).rejects.toThrow('Passwords do not match');
    await expect(signupSchema.validate({ ...base, confirmPassword: 'one' })).resolves.toBeTruthy();
  });
});
