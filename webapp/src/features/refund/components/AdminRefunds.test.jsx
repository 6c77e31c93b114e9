// The admin's refund screens (the dashboard's Refunds tab): deciding a request with the presence
// record beside it, the lists by state, and settling a refused or owed refund.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockFetch, renderApp } from '../../../test/utils.jsx';
import { api, asAdmin } from '../../../test/adminDashboard.js';

beforeEach(asAdmin);

describe('admin dashboard: refunds', () => {
  it('decides a refund request: the amount defaults to what was requested and cannot exceed it', async () => {
    const fetchMock = mockFetch(api(async (url, init) => {
      if (url.includes('/refunds?')) {
        return [200, [{ id: 3, bookingId: 12, invoiceId: 41, cause: 'Cancelled within 24 hours', status: 'REQUESTED', method: 'SLIP', requestedAmount: 250000, suggestedAmount: null, amount: null, note: '', consulteeName: 'Kamala Silva', consultantName: 'Nimal Perera', slotDate: '2030-05-14', startTime: '09:00:00', createdAt: '2030-05-13T10:00:00Z' }]];
      }
      if (url.includes('/booking/12/presence')) {
        return [200, { bookingId: 12, outcome: 'CUT_SHORT', togetherSeconds: 600, neededSeconds: 900, reports: { CONSULTEE: 22, CONSULTANT: 61 },
          consultee: { inRoom: [{ from: '2030-05-14T03:30:00Z', to: '2030-05-14T03:40:00Z' }], sawOther: [], inRoomSeconds: 600 },
          consultant: { inRoom: [{ from: '2030-05-14T03:29:00Z', to: '2030-05-14T04:00:00Z' }], sawOther: [], inRoomSeconds: 1860 },
          events: [{ party: 'CONSULTEE', event: 'videoConferenceLeft', at: '2030-05-14T03:40:00Z' }] }];
      }
      if (init.method === 'PUT') return [200, { message: 'Refund approved.' }];
      return null;
    }));
    const user = userEvent.setup();
    await renderApp('/admindashboard?tab=refunds');
    await user.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('10 min 0 s')).toBeInTheDocument();
    expect(within(dialog).getByText(/Consultee: in the room 10 min 0 s \(22 reports\)/)).toBeInTheDocument();
    expect(within(dialog).getByText('9:00:00 AM to 9:10:00 AM')).toBeInTheDocument();
    expect(within(dialog).getByText('9:10:00 AM — Consultee left the room')).toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Amount to refund');
    expect(amount).toHaveValue('2500.00');
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Enter an amount from 0 to 2,500.00 LKR.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1250.50');
    await user.type(within(dialog).getByLabelText('Remark'), 'Half, as agreed.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Refund approved.')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/refunds/3', 'PUT')[0][1].body)).toEqual({ amount: 125050, adminRemark: 'Half, as agreed.', status: 'APPROVED' });
  });

  it('shows the video service\'s record where it decided, not the browsers\' agreement', async () => {
    mockFetch(api(async (url) => {
      if (url.includes('/refunds?')) {
        return [200, [{ id: 3, bookingId: 12, invoiceId: 41, cause: 'Cut short', status: 'REQUESTED', method: 'SLIP', requestedAmount: 250000, suggestedAmount: 250000, amount: null, note: '', consulteeName: 'Kamala Silva', consultantName: 'Nimal Perera', slotDate: '2030-05-14', startTime: '09:00:00', createdAt: '2030-05-13T10:00:00Z' }]];
      }
      if (url.includes('/booking/12/presence')) {
        return [200, { bookingId: 12, outcome: 'CUT_SHORT', source: 'video', togetherSeconds: 0, neededSeconds: 900, reports: { CONSULTEE: 0, CONSULTANT: 61 },
          consultee: { inRoom: [{ from: '2030-05-14T03:30:00Z', to: '2030-05-14T03:40:00Z' }], sawOther: [], inRoomSeconds: 600 },
          consultant: { inRoom: [], sawOther: [], inRoomSeconds: 0 }, events: [] }];
      }
      return null;
    }));
    const user = userEvent.setup();
    await renderApp('/admindashboard?tab=refunds');
    await user.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Together in the room, as the video service saw them/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Together by both accounts/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('The video service never saw them in the room.')).toBeInTheDocument();
  });

  it('lists refunds in any state: none to decide is No data found; a failure says so and offers to try again', async () => {
    let failing = true;
    mockFetch(api(async (url) => {
      if (url.includes('/refunds?status=REQUESTED')) return failing ? [503, { message: 'Down' }] : [200, []];
      if (url.includes('/refunds?status=PAID')) {
        return [200, [{ id: 4, bookingId: 12, cause: 'CONSULTEE_CANCEL', status: 'PAID', method: 'ONLINE', requestedAmount: 250000, amount: 250000, adminRemark: 'As agreed.', consulteeName: 'Kamala Silva', consultantName: 'Nimal Perera', slotDate: '2030-05-14', startTime: '09:00:00', createdAt: '2030-05-13T10:00:00Z' }]];
      }
      if (url.includes('/refunds?')) return [200, []];
      return null;
    }));
    const user = userEvent.setup();
    await renderApp('/admindashboard?tab=refunds');
    expect(await screen.findByText('We could not load the refunds.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'PAID');
    const row = (await screen.findByText('Cancelled by the consultee')).closest('tr');
    expect(row).toHaveTextContent('Paid');
    expect(row).toHaveTextContent('“As agreed.”');
    expect(within(row).queryByRole('button', { name: 'Decide' })).not.toBeInTheDocument();
  });

  it('settles refunds: pays a refused one again, or marks an owed transfer made with the bank reference', async () => {
    const refused = { id: 5, cref: 'CRB-000041', status: 'FAILED', consulteeName: 'Kamala Silva', amount: 250000, failureReason: 'Refund declined by the card issuer' };
    const owed = {
      id: 6, cref: 'CRB-000042', status: 'APPROVED', transferOwed: true, consulteeName: 'Sunil Jay', amount: 125000, payoutNote: '',
      refundAccount: { accountName: 'Sunil Jay', bank: 'BOC', branch: 'Galle', accountNumber: '0071234567' },
    };
    const fetchMock = mockFetch(api(async (url, init) => {
      if (url.includes('/refunds?status=FAILED')) return [200, [refused]];
      if (url.includes('/refunds?status=TRANSFER_OWED')) return [200, [owed]];
      if (url.includes('/refunds?')) return [200, []];
      if (url.includes('/refunds/5/retry') && init.method === 'PUT') return [200, { message: 'Refund paid.' }];
      if (url.includes('/refunds/6/transferred') && init.method === 'PUT') return [200, { message: 'Refund marked transferred.' }];
      return null;
    }));
    const user = userEvent.setup();
    await renderApp('/admindashboard?tab=refunds');
    expect(await screen.findByText('Refund declined by the card issuer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay again' }));
    expect(await screen.findByText('Refund paid.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/refunds/5/retry', 'PUT')).toHaveLength(1);

    expect(screen.getByText('0071234567')).toBeInTheDocument();
    const mark = screen.getByRole('button', { name: 'Mark transferred' });
    expect(mark).toBeDisabled();
    await user.type(screen.getByLabelText('Bank reference'), ' BOC-778 ');
    await user.click(mark);
    expect(await screen.findByText('Refund marked transferred.')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/refunds/6/transferred', 'PUT')[0][1].body)).toEqual({ reference: 'BOC-778' });
    await waitFor(() => expect(callsTo(fetchMock, '/refunds?status=TRANSFER_OWED').length).toBeGreaterThan(1));
  });
});
