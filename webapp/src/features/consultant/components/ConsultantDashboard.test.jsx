import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockFetch, renderApp, sampleUser } from '../../../test/utils.jsx';
import { setStoredUser } from '../../../lib/storage.js';
const IN_REVIEW = 'Your profile is in review process.';

const PROFILE = { id: 7, firstName: 'Nimal', lastName: 'Perera', slotSize: 30, slotRate: 250000, currency: 'LKR', status: 'VERIFIED' };
const booking = (id, extra = {}) => ({
  id, cerebroslotDate: '2030-05-14', startTime: '09:00:00', endTime: '09:30:00', cerebroslotSize: 30,
  consultantFirstName: 'Nimal', consultantLastName: 'Perera', consulteeFirstName: 'Kamala', consulteeLastName: 'Silva',
  startCountDownTime: 3600, endCountDownTime: 5400, showButton: false, consultantId: 7, consulteeId: 9, role: 'CONSULTANT', ...extra,
});
const slot = (id, startDate, startTime, extra = {}) => ({
  id, consultantId: 7, startDate, startTime, endTime: startTime.replace(':00:', ':30:'), slotPrice: 250000, slotSize: 30,
  status: 'AVAILABLE', isExpired: false, ...extra,
});

function api(extra = () => null) {
  return (url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.includes('/consultant/7/slots')) {
      return [200, [
        slot(1, '2030-05-15', '09:00:00'),
        slot(2, '2030-05-15', '10:00:00', { status: 'BOOKED' }),
        slot(3, '2020-01-02', '09:00:00', { isExpired: true }),
      ]];
    }
    if (url.includes('/booking/consultant/7/previous')) {
      return [200, [
        booking(20, { previousBookingRate: { hasRated: true, rateValue: 4, bookingRateId: 50 } }),
        booking(21, { consulteeFirstName: 'Sunil', consulteeLastName: 'Fernando', previousBookingRate: { hasRated: false, rateValue: -1, bookingRateId: 51 }, canRate: true }),
        booking(22, { consulteeFirstName: 'Nuwan', consulteeLastName: 'Perera', previousBookingRate: { hasRated: false, rateValue: -1, bookingRateId: null } }),
      ]];
    }
    if (url.includes('/booking/consultant?')) return [200, [booking(12, { showButton: true }), booking(13)]];
    if (url.includes('/booking/consultant/rate/7')) return [204, undefined];
    if (url.includes('/consultant/7')) return [200, PROFILE];
    return [404, { message: 'Not found' }];
  };
}

const asConsultant = () => setStoredUser(sampleUser('CONSULTANT', { consultant: { id: 7 } }));

describe('consultant dashboard', () => {
  it('shows only the review notice until the profile is VERIFIED', async () => {
    asConsultant();
    mockFetch(api((url) => (url.match(/\/consultant\/7$/) ? [200, { ...PROFILE, status: 'PENDING_APPROVAL' }] : null)));
    await renderApp('/consultantdashboard');
    expect(await screen.findByText(IN_REVIEW)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('sends a consultant without a profile to the profile form', async () => {
    setStoredUser(sampleUser('CONSULTANT'));
    mockFetch(() => [200, []]);
    await renderApp('/consultantdashboard');
    expect(await screen.findByRole('heading', { name: 'Consultant Profile' })).toBeInTheDocument();
  });

  it('has the four tabs; upcoming rows have both countdowns and Join Call by showButton', async () => {
    asConsultant();
    const fetchMock = mockFetch(api((url) => (url.includes('/booking/validate/') ? [200, true] : null)));
    const user = userEvent.setup();
    const { location } = await renderApp('/consultantdashboard');
    for (const name of ['Upcoming Appointments', 'Previous Appointments', 'Time Slots', 'My Earnings']) {
      expect(await screen.findByRole('tab', { name })).toBeInTheDocument();
    }
    const list = await screen.findByRole('list', { name: 'Upcoming appointments' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Kamala Silva')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('timer', { name: /Starts Within 01:00:00/ })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('timer', { name: /Ends Within 01:30:00/ })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Join Call' })).toBeDisabled();
    await user.click(within(rows[0]).getByRole('button', { name: 'Join Call' }));
    await waitFor(() => expect(location().pathname).toBe('/video/12'));
    expect(callsTo(fetchMock, '/booking/validate/?bookingId=12')).toHaveLength(1);
  });

  it('says the meeting is expired when the live check fails', async () => {
    asConsultant();
    mockFetch(api((url) => (url.includes('/booking/validate/') ? [200, false] : null)));
    const user = userEvent.setup();
    await renderApp('/consultantdashboard');
    const list = await screen.findByRole('list', { name: 'Upcoming appointments' });
    await user.click(within(list).getAllByRole('button', { name: 'Join Call' })[0]);
    expect(await screen.findByText('This meeting is expired.')).toBeInTheDocument();
  });

  it('previous rows show stars and let the consultant rate the consultee (once the rating record exists)', async () => {
    asConsultant();
    const fetchMock = mockFetch(api((url, init) => (init.method === 'PUT' ? [200, {}] : null)));
    const user = userEvent.setup();
    await renderApp('/consultantdashboard?tab=previous');
    const list = await screen.findByRole('list', { name: 'Previous appointments' });
    const [rated, unrated, neverJoined] = within(list).getAllByRole('listitem');
    expect(within(rated).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(rated).queryByRole('button', { name: 'Rate' })).not.toBeInTheDocument();
    // No rating record (the consultant never joined): nothing to rate.
    expect(within(neverJoined).queryByRole('button', { name: 'Rate' })).not.toBeInTheDocument();
    expect(within(neverJoined).getByText('Not rated')).toBeInTheDocument();
    await user.click(within(unrated).getByRole('button', { name: 'Rate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Rate Consultee' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sunil Fernando')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('5 stars'));
    await user.click(within(dialog).getByRole('button', { name: 'Rate' }));
    await waitFor(() => expect(callsTo(fetchMock, '/booking/rate/', 'PUT')).toHaveLength(1));
    expect(JSON.parse(callsTo(fetchMock, '/booking/rate/', 'PUT')[0][1].body)).toEqual({ bookingRateId: 51, rate: 5, comment: '' });
  });

  it('time slots: current and expired apart, badges, and deleting an available slot after confirming', async () => {
    asConsultant();
    const fetchMock = mockFetch(api((url, init) => (init.method === 'DELETE' ? [200, { message: 'Slot deleted.' }] : null)));
    const user = userEvent.setup();
    await renderApp('/consultantdashboard?tab=slots');
    const current = await screen.findByRole('table', { name: 'Current Time Slots' });
    const expired = screen.getByRole('table', { name: 'Expired Time Slots' });
    expect(within(current).getAllByRole('row')).toHaveLength(3);
    expect(within(expired).getAllByRole('row')).toHaveLength(2);
    expect(within(current).getByText('AVAILABLE')).toHaveClass('bg-success');
    expect(within(current).getByText('Booked')).toHaveClass('bg-warning');
    expect(within(current).getAllByRole('button', { name: /Delete/ })).toHaveLength(1);
    expect(within(expired).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(within(current).getByRole('button', { name: /Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, '/cerebroslot/1', 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('The slot is deleted.')).toBeInTheDocument();
  });

  it('Add Availability opens the modal with the profile’s rate and reports the slots created', async () => {
    asConsultant();
    mockFetch(api((url, init) => (url.endsWith('/cerebroslot') && init.method === 'POST' ? [201, { message: '2 slots created' }] : null)));
    const user = userEvent.setup();
    await renderApp('/consultantdashboard?tab=slots');
    await user.click(await screen.findByRole('button', { name: 'Add Availability' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2500LKR per 30min')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 slots created')).toBeInTheDocument();
  });
});
