import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockFetch, renderApp, sampleUser } from '../../../test/utils.jsx';
import { getStoredUser, setStoredUser } from '../../../lib/storage.js';
import { MESSAGES } from '../profileSchema.js';

const IN_REVIEW = 'Your profile is in review process.';

const CATEGORIES = [
  { id: 1, name: 'Lawyer' },
  { id: 2, name: 'Doctor' },
];
const SAVED = {
  id: 7, userId: 3, firstName: 'Nimal', lastName: 'Perera', displayName: 'Nimal Perera', birthday: '1982-04-12',
  gender: 'MALE', country: 'Sri Lanka', timeZone: 'Asia/Colombo', currency: 'LKR', categoryId: 1, categoryName: 'Lawyer',
  experience: 14, about: 'Attorney-at-law.', email: 'nimal@example.com', dialCode: '94', phone: '771234567',
  bank: 'Commercial Bank', bankBranch: 'Kollupitiya', accNumber: '1002003004', slotSize: 30, slotRate: 250000,
  imageName: '', imageUrl: '', status: 'PENDING_APPROVAL',
};

function api(extra = () => null) {
  return (url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.includes('/consultantCategory')) return [200, CATEGORIES];
    if (url.includes('/consultant/7')) return [200, SAVED];
    return [200, []];
  };
}

/** Types a whole value at once (user.type is slow for long forms). */
async function fill(user, label, text) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValid(user) {
  await fill(user, 'First Name', 'Nimal');
  await fill(user, 'Last Name', 'Perera');
  fireEvent.change(screen.getByLabelText('Birthday'), { target: { value: '1982-04-12' } });
  await user.click(screen.getByLabelText('Male'));
  await user.selectOptions(await screen.findByLabelText('Category'), 'Lawyer');
  await fill(user, 'Years of Experience', '14');
  await fill(user, 'Description', 'Attorney-at-law.');
  await fill(user, 'Phone', '771234567');
  await fill(user, 'Bank', 'Commercial Bank');
  await fill(user, 'Bank Branch', 'Kollupitiya');
  await fill(user, 'ACC Number', '1002003004');
  fireEvent.change(screen.getByLabelText('Slot Size'), { target: { value: '30' } });
  fireEvent.change(screen.getByLabelText('Slot Rate'), { target: { value: '2500' } });
}

// A long form: generous time on a busy machine.
describe('consultant profile form', { timeout: 20000 }, () => {
  it('shows the spec messages for every empty field and sends nothing', async () => {
    setStoredUser(sampleUser('CONSULTANT'));
    const fetchMock = mockFetch(api());
    const user = userEvent.setup();
    await renderApp('/consultantform');
    expect(screen.getByRole('heading', { name: 'Consultant Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('nimal@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(await screen.findByRole('option', { name: 'Select A Consultant Category' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const m of [
      MESSAGES.firstName, MESSAGES.lastName, MESSAGES.birthday, MESSAGES.gender, MESSAGES.category, MESSAGES.experience,
      MESSAGES.about, MESSAGES.phone, MESSAGES.bank, MESSAGES.bankBranch, MESSAGES.accNumber, MESSAGES.slotSize, MESSAGES.slotRate,
    ]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(callsTo(fetchMock, '/consultant/', 'POST')).toHaveLength(0);
  });

  it('keeps digits only in experience and phone, and refuses letters in the account number', async () => {
    setStoredUser(sampleUser('CONSULTANT'));
    mockFetch(api());
    const user = userEvent.setup();
    await renderApp('/consultantform');
    await user.type(screen.getByLabelText('Years of Experience'), '1a4');
    expect(screen.getByLabelText('Years of Experience')).toHaveValue('14');
    await user.type(screen.getByLabelText('Phone'), '077-12 34');
    expect(screen.getByLabelText('Phone')).toHaveValue('0771234');
    await user.type(screen.getByLabelText('ACC Number'), '12AB');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.accNumberLetters)).toBeInTheDocument();
  });

  it('shows the sliders’ values as they move: 0–120 minutes by 15, 0–5000 LKR by 500', async () => {
    setStoredUser(sampleUser('CONSULTANT'));
    mockFetch(api());
    await renderApp('/consultantform');
    const size = screen.getByLabelText('Slot Size');
    const rate = screen.getByLabelText('Slot Rate');
    expect(size).toHaveAttribute('max', '120');
    expect(size).toHaveAttribute('step', '15');
    expect(rate).toHaveAttribute('max', '5000');
    expect(rate).toHaveAttribute('step', '500');
    fireEvent.change(size, { target: { value: '45' } });
    fireEvent.change(rate, { target: { value: '1500' } });
    expect(screen.getByText('45 Mins', { selector: 'output' })).toBeInTheDocument();
    expect(screen.getByText('1,500 LKR', { selector: 'output' })).toBeInTheDocument();
  });

  it('creates the profile (rate in cents), stores the consultant and shows the review notice', async () => {
    setStoredUser(sampleUser('CONSULTANT'));
    const fetchMock = mockFetch(api((url, init) => (url.endsWith('/consultant/') && init.method === 'POST' ? [201, SAVED] : null)));
    const user = userEvent.setup();
    await renderApp('/consultantform');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(IN_REVIEW)).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, '/consultant/', 'POST')[0];
    expect(JSON.parse(init.body)).toEqual({
      firstName: 'Nimal', lastName: 'Perera', displayName: 'Nimal Perera', birthday: '1982-04-12', gender: 'MALE',
      country: 'Sri Lanka', timeZone: 'Asia/Colombo', currency: 'LKR', categoryId: 1, experience: 14, about: 'Attorney-at-law.',
      dialCode: '94', phone: '771234567', bank: 'Commercial Bank', bankBranch: 'Kollupitiya', accNumber: '1002003004',
      slotSize: 30, slotRate: 250000, imageName: '',
    });
    expect(getStoredUser().consultant).toEqual({ id: 7, imageUrl: null, timeZone: 'Asia/Colombo' });
    expect(window.localStorage.getItem('consultantId')).toBe('7');
    expect(screen.queryByRole('tab', { name: 'Time Slots' })).not.toBeInTheDocument();
  });

  it('puts the server’s field messages under their fields', async () => {
    setStoredUser(sampleUser('CONSULTANT'));
    mockFetch(api((url, init) =>
      init.method === 'POST' ? [400, { message: 'You must be at least 18 years old to use Cerebro', fields: { birthday: 'You must be at least 18 years old to use Cerebro' } }] : null,
    ));
    const user = userEvent.setup();
    await renderApp('/consultantform');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You must be at least 18 years old to use Cerebro')).toBeInTheDocument();
  });

  it('loads the saved profile for /updateconsultant and updates it', async () => {
    setStoredUser(sampleUser('CONSULTANT', { consultant: { id: 7 } }));
    const fetchMock = mockFetch(api((url, init) => (init.method === 'PUT' ? [200, { ...SAVED, message: 'Update successful.' }] : null)));
    const user = userEvent.setup();
    await renderApp('/updateconsultant');
    expect(await screen.findByDisplayValue('Attorney-at-law.')).toBeInTheDocument();
    expect(screen.getByText('30 Mins', { selector: 'output' })).toBeInTheDocument();
    expect(screen.getByText('2,500 LKR', { selector: 'output' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update successful.')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/consultant/7', 'PUT')[0][1].body).slotRate).toBe(250000);
  });
});
