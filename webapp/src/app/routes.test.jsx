import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockFetch, renderApp, sampleUser } from '../test/utils.jsx';
import { setStoredUser } from '../lib/storage.js';
import { FAQ } from './pages/faq.js';

const categories = [
  { id: 1, name: 'Lawyer', thumbnail: '/thumbs/lawyer.png' },
  { id: 2, name: 'Doctor', thumbnail: '/thumbs/doctor.png' },
];

describe('routes and layout', () => {
  it('Home has the two big buttons and the category grid from the API', async () => {
    mockFetch((url) => (url.includes('/consultantCategory') ? [200, categories] : [200, []]));
    await renderApp('/');
    expect(screen.getByRole('link', { name: 'I want to be a Consultant' })).toHaveAttribute('href', '/signupconsultant');
    expect(screen.getByRole('link', { name: 'I want to be a Consultee' })).toHaveAttribute('href', '/signupconsultee');
    expect(screen.getByText('Search the list')).toBeInTheDocument();
    expect(screen.getByText('Get an appointment')).toBeInTheDocument();
    expect(screen.getByText('Get connected')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lawyer' })).toHaveAttribute('href', '/searchconsultant/1');
  });

  it('Home says so when the category list fails', async () => {
    mockFetch(() => [500, { message: 'boom' }]);
    await renderApp('/');
    expect(await screen.findByText('Failed to get category list. Please try again.')).toBeInTheDocument();
  });

  it('unknown routes go to Home for visitors', async () => {
    mockFetch(() => [200, []]);
    await renderApp('/no/such/page');
    expect(await screen.findByRole('link', { name: 'I want to be a Consultee' })).toBeInTheDocument();
  });

  it('role routes send visitors to the login page', async () => {
    mockFetch(() => [200, []]);
    await renderApp('/consulteedashboard');
    expect(await screen.findByRole('heading', { name: 'Access Your Account' })).toBeInTheDocument();
  });

  it('a consultee cannot open the admin dashboard', async () => {
    setStoredUser(sampleUser('CONSULTEE', { consultee: { id: 9 } }));
    mockFetch(() => [200, []]);
    await renderApp('/admindashboard');
    expect(await screen.findByRole('heading', { name: 'My Appointment Dashboard' })).toBeInTheDocument();
  });

  it('the visitor top bar has Home, Services, About Us, Contact Us and LOGIN', async () => {
    mockFetch(() => [200, []]);
    await renderApp('/aboutus');
    const nav = document.querySelector('nav.topbar');
    for (const name of ['Home', 'Services', 'About Us', 'Contact Us', 'LOGIN']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Who We Are' })).toBeInTheDocument();
  });

  it.each([
    ['CONSULTEE', { consultee: { id: 1 } }, '/consulteedashboard', '/updateconsultee', 'Consultee'],
    ['CONSULTANT', { consultant: { id: 2 } }, '/consultantdashboard', '/updateconsultant', 'Consultant'],
    ['ADMIN', { admin: { id: 3 } }, '/admindashboard', '/updateadmin', 'Admin'],
  ])('the %s dropdown links to that role’s own pages', async (role, extra, dashboard, profile, label) => {
    setStoredUser(sampleUser(role, extra));
    mockFetch(() => [200, []]);
    const user = userEvent.setup();
    await renderApp('/services');
    const toggle = screen.getByRole('button', { name: new RegExp(`nimal@example.com.*${label}`) });
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', dashboard);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', profile);
    expect(screen.queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
  });

  it('Logout clears the stored user and shows the visitor top bar', async () => {
    setStoredUser(sampleUser('CONSULTEE', { consultee: { id: 1 } }));
    mockFetch(() => [200, []]);
    const user = userEvent.setup();
    await renderApp('/services');
    await user.click(screen.getByRole('button', { name: /nimal@example.com/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(await screen.findByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it('Sign out everywhere asks the server to end every session, then signs this one out', async () => {
    setStoredUser(sampleUser('CONSULTEE', { consultee: { id: 1 } }));
    const fetchMock = mockFetch((url, init) => (url.includes('/auth/signOutEverywhere') && init.method === 'POST' ? [204, null] : [200, []]));
    const user = userEvent.setup();
    await renderApp('/services');
    await user.click(screen.getByRole('button', { name: /nimal@example.com/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(JSON.parse(callsTo(fetchMock, '/auth/signOutEverywhere', 'POST')[0][1].body)).toEqual({ confirm: true });
  });

  it('Logout from a signed-in page lands on Home, not the login page', async () => {
    setStoredUser(sampleUser('CONSULTEE', { consultee: { id: 1 } }));
    mockFetch(() => [200, []]);
    const user = userEvent.setup();
    await renderApp('/consulteedashboard');
    await user.click(screen.getByRole('button', { name: /nimal@example.com/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'I want to be a Consultee' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Your Account' })).not.toBeInTheDocument();
  });

  it('Services has the 10-item FAQ', async () => {
    mockFetch(() => [200, []]);
    await renderApp('/services');
    expect(screen.getByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
    expect(FAQ).toHaveLength(10);
    for (const item of FAQ) expect(screen.getByRole('button', { name: item.q })).toBeInTheDocument();
  });

  it('the footer has the copyright from 2018 to this year', async () => {
    mockFetch(() => [200, []]);
    await renderApp('/contactus');
    expect(screen.getByText(new RegExp(`2018–${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(screen.getByText('Quick Links')).toBeInTheDocument();
    expect(screen.getByText('Contact Info')).toBeInTheDocument();
  });
});
