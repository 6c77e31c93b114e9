import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, mockFetch, renderApp, sampleUser } from '../../../test/utils.jsx';
import { getStoredUser, setStoredUser } from '../../../lib/storage.js';
import { latestAdultBirthday, MESSAGES } from '../profileSchema.js';

const saved = {
  id: 21, firstName: 'Kamala', lastName: 'Silva', displayName: 'Kamala Silva', birthday: '1990-09-03',
  gender: 'FEMALE', country: 'Sri Lanka', timeZone: 'Asia/Colombo', currency: 'LKR', dialCode: '94', phone: '719876543',
  imageName: '', imageUrl: '', email: 'nimal@example.com',
};

async function fillValid(user) {
  await user.type(screen.getByLabelText('First Name'), 'Kamala');
  await user.type(screen.getByLabelText('Last Name'), 'Silva');
  await user.type(screen.getByLabelText('Birthday'), '1990-09-03');
  await user.click(screen.getByLabelText('Female'));
  await user.type(screen.getByLabelText('Phone No'), '719876543');
}

describe('consultee profile form', () => {
  it('shows the spec messages for every empty required field and sends nothing', async () => {
    setStoredUser(sampleUser('CONSULTEE'));
    const fetchMock = mockFetch(() => [200, {}]);
    const user = userEvent.setup();
    await renderApp('/consulteeform');
    expect(screen.getByRole('heading', { name: 'Consultee Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('nimal@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const m of [MESSAGES.firstName, MESSAGES.lastName, MESSAGES.birthday, MESSAGES.gender, MESSAGES.phone]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(callsTo(fetchMock, '/consultee/', 'POST')).toHaveLength(0);
  });

  it('keeps only digits in the phone, refuses names with digits and people under 18', async () => {
    setStoredUser(sampleUser('CONSULTEE'));
    mockFetch(() => [200, {}]);
    const user = userEvent.setup();
    await renderApp('/consulteeform');
    await user.type(screen.getByLabelText('Phone No'), '07a7-12 3');
    expect(screen.getByLabelText('Phone No')).toHaveValue('077123');
    await user.type(screen.getByLabelText('First Name'), 'K4mala');
    const tooYoung = latestAdultBirthday().replace(/^(\d{4})/, (y) => String(Number(y) + 1));
    await user.type(screen.getByLabelText('Birthday'), tooYoung);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.nameLetters)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.underAge)).toBeInTheDocument();
  });

  it('choosing a country picks its dial code and suggests its time zone, which stays editable', async () => {
    setStoredUser(sampleUser('CONSULTEE'));
    mockFetch(() => [200, {}]);
    const user = userEvent.setup();
    await renderApp('/consulteeform');
    expect(screen.getByLabelText('Dial code')).toHaveValue('94');
    expect(screen.getByLabelText('Time Zone')).toHaveValue('Asia/Colombo');
    await user.selectOptions(screen.getByLabelText('Country'), 'India');
    expect(screen.getByLabelText('Dial code')).toHaveValue('91');
    expect(screen.getByLabelText('Time Zone')).toHaveValue('Asia/Kolkata');
    await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
    expect(screen.getByLabelText('Time Zone')).toHaveValue('Europe/London');
    await user.selectOptions(screen.getByLabelText('Time Zone'), 'Australia/Melbourne');
    expect(screen.getByLabelText('Time Zone')).toHaveValue('Australia/Melbourne');
    expect(screen.getByRole('option', { name: /^Asia\/Colombo \(UTC\+05:30\)$/ })).toBeInTheDocument();
  });

  it('creates the profile, stores the consultee on the user and opens the dashboard', async () => {
    setStoredUser(sampleUser('CONSULTEE'));
    const fetchMock = mockFetch(async (url, init) => {
      if (url.endsWith('/consultee/') && init.method === 'POST') return [201, { ...saved, imageUrl: '/api/v1/images/a.png' }];
      return [200, []];
    });
    const user = userEvent.setup();
    await renderApp('/consulteeform');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'My Appointment Dashboard' })).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, '/consultee/', 'POST')[0];
    expect(JSON.parse(init.body)).toEqual({
      firstName: 'Kamala', lastName: 'Silva', displayName: 'Kamala Silva', birthday: '1990-09-03', gender: 'FEMALE',
      country: 'Sri Lanka', timeZone: 'Asia/Colombo', currency: 'LKR', dialCode: '94', phone: '719876543', imageName: '',
    });
    expect(getStoredUser().consultee).toEqual({ id: 21, imageUrl: '/api/v1/images/a.png', timeZone: 'Asia/Colombo' });
  });

  it('shows the server’s field messages and its message', async () => {
    setStoredUser(sampleUser('CONSULTEE'));
    mockFetch((url, init) =>
      init.method === 'POST'
        ? [400, { message: 'Names can contain letters and spaces only', fields: { lastName: 'Names can contain letters and spaces only' } }]
        : [200, []],
    );
    const user = userEvent.setup();
    await renderApp('/consulteeform');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Names can contain letters and spaces only')).toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('loads the saved profile and updates it with "Update successful."', async () => {
    setStoredUser(consulteeUser({ consultee: { id: 21 } }));
    const fetchMock = mockFetch(async (url, init) => {
      if (url.endsWith('/consultee/21') && init.method === 'PUT') return [200, { ...saved, phone: '771112223', message: 'Update successful.' }];
      if (url.endsWith('/consultee/21')) return [200, saved];
      return [200, []];
    });
    const user = userEvent.setup();
    await renderApp('/updateconsultee');
    expect(await screen.findByDisplayValue('Kamala')).toBeInTheDocument();
    expect(screen.getByLabelText('Female')).toBeChecked();
    await user.clear(screen.getByLabelText('Phone No'));
    await user.type(screen.getByLabelText('Phone No'), '771112223');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update successful.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/consultee/21', 'PUT')).toHaveLength(1));
    expect(JSON.parse(callsTo(fetchMock, '/consultee/21', 'PUT')[0][1].body).phone).toBe('771112223');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/consulteedashboard');
  });
});
