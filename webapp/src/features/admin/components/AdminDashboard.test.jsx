import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, mockFetch, renderApp } from '../../../test/utils.jsx';
import { INVOICE, PENDING, api, asAdmin, page } from '../../../test/adminDashboard.js';

beforeEach(asAdmin);

describe('admin dashboard', () => {
  it('is titled plainly and has the consultant, consultee, booking, invoice and refund tabs', async () => {
    mockFetch(api());
    await renderApp('/admindashboard');
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    for (const name of ['Consultant List', 'Consultee List', 'Upcoming Bookings', 'Previous Bookings', 'Invoices', 'Refunds', 'Payouts', 'Reviews', 'Audit Log']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(screen.queryByText(/work in progress/i)).not.toBeInTheDocument();
  });

  it('lists VERIFIED consultants by default, pages with the current page ±2, and searches', async () => {
    const fetchMock = mockFetch(api());
    const user = userEvent.setup();
    await renderApp('/admindashboard');
    expect(await screen.findByText('Nimal Fernando')).toBeInTheDocument();
    const first = JSON.parse(callsTo(fetchMock, '/consultant/getPagedConsultantList')[0][1].body);
    expect(first).toMatchObject({ page: 1, rows: 20, status: 'VERIFIED', firstName: '', email: '' });
    expect(screen.getByLabelText('Status')).toHaveValue('VERIFIED');
    const pages = () =>
      [...screen.getByRole('navigation', { name: 'Consultant pages' }).querySelectorAll('.page-item')]
        .map((li) => li.textContent.replace(/\(current\)/, '').trim())
        .filter((t) => /^\d+$/.test(t));
    expect(pages()).toEqual(['1', '2', '3']);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(pages()).toEqual(['1', '2', '3', '4', '5']));

    await user.type(screen.getByLabelText('Email'), 'anjali');
    await user.selectOptions(screen.getByLabelText('Slot Rate'), '3000');
    await user.selectOptions(screen.getByLabelText('Category'), 'Doctor');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo(fetchMock, '/consultant/getPagedConsultantList').map(([, i]) => JSON.parse(i.body).page)).toEqual([1, 3, 1]));
    const last = JSON.parse(callsTo(fetchMock, '/consultant/getPagedConsultantList')[2][1].body);
    expect(last).toMatchObject({ page: 1, email: 'anjali', categoryId: '2', slotRate: '300000', status: 'VERIFIED' });
  });

  it('approves a Pending Approval consultant from View Consultant, which shows the bank details', async () => {
    const fetchMock = mockFetch(api((url, init) => (init.method === 'PUT' ? [200, { message: 'Consultant updated successfully.' }] : null)));
    const user = userEvent.setup();
    await renderApp('/admindashboard');
    await user.selectOptions(screen.getByLabelText('Status'), 'PENDING_APPROVAL');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const row = (await screen.findByText('anjali@example.com')).closest('tr');
    expect(within(row).getByText('Pending Approval')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'View Anjali Fernando' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'View Consultant' })).toBeInTheDocument();
    for (const text of ['HNB', 'Kandy', '99887766', '+94 711112222', '3,000 LKR', 'GP in Kandy.']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Consultant updated successfully.')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/consultant/updateStatus/8', 'PUT')[0][1].body)).toEqual({ status: 'VERIFIED' });
  });

  it('View Consultant downloads a verified consultant’s monthly statement; none before approval', async () => {
    const json = mockFetch(api());
    const pdf = () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    const fetchMock = vi.fn(async (url, init) => (String(url).includes('/consultant/statement') ? pdf() : json(url, init)));
    vi.stubGlobal('fetch', fetchMock);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderApp('/admindashboard');
    await user.click(await screen.findByRole('button', { name: /View/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Monthly statement' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Month'));
    await user.type(within(dialog).getByLabelText('Month'), '2026-03');
    await user.click(within(dialog).getByRole('button', { name: /Download statement/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(callsTo(fetchMock, '/consultant/statement?month=2026-03&consultantId=7')).toHaveLength(1);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1));

    await user.selectOptions(screen.getByLabelText('Status'), 'PENDING_APPROVAL');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const row = (await screen.findByText('anjali@example.com')).closest('tr');
    await user.click(within(row).getByRole('button', { name: 'View Anjali Fernando' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('heading', { name: 'Monthly statement' })).toBeNull();
    click.mockRestore();
  });

  it('says so when the approval fails', async () => {
    mockFetch(api((url, init) => (init.method === 'PUT' ? [503, { message: 'Failed to update consultant status.' }] : null)));
    const user = userEvent.setup();
    await renderApp('/admindashboard');
    await user.selectOptions(screen.getByLabelText('Status'), 'PENDING_APPROVAL');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'View Anjali Fernando' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to update consultant status.')).toBeInTheDocument();
  });

  it('lists consultees with number, name, age, gender, country and phone', async () => {
    mockFetch(api((url) =>
      url.includes('/consultee?') ? [200, page([{ id: 9, firstName: 'Kamala', lastName: 'Silva', age: 40, gender: 'FEMALE', country: 'Sri Lanka', dialCode: '94', phone: '719876543' }])] : null,
    ));
    await renderApp('/admindashboard?tab=consultees');
    const row = (await screen.findByText('Kamala Silva')).closest('tr');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Kamala Silva', '40', 'Female', 'Sri Lanka', '+94 719876543']);
  });

  it('lists upcoming bookings with duration, both names and both countdowns', async () => {
    mockFetch(api((url) =>
      url.includes('/booking/upcoming')
        ? [200, [{ id: 12, cerebroslotDate: '2030-05-14', startTime: '09:00:00', endTime: '10:00:00', cerebroslotSize: 60, consultantFirstName: 'Nimal', consultantLastName: 'Perera', consulteeFirstName: 'Kamala', consulteeLastName: 'Silva', startCountDownTime: 90, endCountDownTime: 3690 }]]
        : null,
    ));
    await renderApp('/admindashboard?tab=upcoming');
    const row = (await screen.findByText('Nimal Perera')).closest('tr');
    expect(within(row).getByText('1 hour')).toBeInTheDocument();
    expect(within(row).getByText('Kamala Silva')).toBeInTheDocument();
    expect(within(row).getByRole('timer', { name: 'Starts Within 00:01:30' })).toBeInTheDocument();
    expect(within(row).getByRole('timer', { name: 'Ends Within 01:01:30' })).toBeInTheDocument();
  });

  it('searches invoices (PENDING_APPROVAL by default) and shows No data found when empty', async () => {
    const fetchMock = mockFetch(api((url, init) =>
      url.includes('/invoice/getPagedInvoiceList') && JSON.parse(init.body).status === 'ALL' ? [200, page([])] : null,
    ));
    const user = userEvent.setup();
    await renderApp('/admindashboard?tab=invoices');
    const row = (await screen.findByText('Kamala Silva')).closest('tr');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(0, 7)).toEqual([
      '1', '10 May 2030', 'Nimal Perera', 'Kamala Silva', '5,000.00 LKR', '1,500.00 LKR', 'PENDING APPROVAL',
    ]);
    expect(JSON.parse(callsTo(fetchMock, '/invoice/getPagedInvoiceList')[0][1].body)).toEqual({
      startDate: '', endDate: '', status: 'PENDING_APPROVAL', page: 1, rows: 20,
    });
    await user.type(screen.getByLabelText('Date From'), '2030-05-01');
    await user.selectOptions(screen.getByLabelText('Status'), 'ALL');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Status')).toHaveValue('PENDING_APPROVAL');
    expect(screen.getByLabelText('Date From')).toHaveValue('');
  });

  it('View Invoice shows the slip (fetched with the session) with Download, and approves it with the comment', async () => {
    const fetchMock = mockFetch(api((url, init) => (init.method === 'PUT' ? [200, { message: 'Invoice updated successfully.' }] : null)));
    const slipFetch = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) =>
      String(url).endsWith('/invoice/41/slip') ? { ...jsonResponse(200, {}), blob: async () => new Blob(['png']) } : slipFetch(url, init),
    );
    const user = userEvent.setup();
    await renderApp('/admindashboard?tab=invoices');
    await user.click(await screen.findByRole('button', { name: 'View invoice 41' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: 'Payment slip of invoice 41' })).toHaveAttribute('src', 'blob:slip-41');
    const [slipUrl, slipInit] = callsTo(fetchMock, '/invoice/41/slip')[0];
    expect(slipUrl).toBe('/api/v1/invoice/41/slip');
    expect(slipInit.headers.Authorization).toBe('Bearer tok-123');
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('download', '41_payment_slip.jpg');
    for (const text of ['Nimal Perera', 'Kamala Silva', '5,000.00 LKR', '1,500.00 LKR', 'Bank slip']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText(/Tue, 14 May 2030, 9:00 AM – 9:30 AM/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Approval comment'), 'Slip matches the deposit.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Invoice updated successfully.')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/payments', 'PUT')[0][1].body)).toEqual({
      invoiceId: 41, invoiceStatus: 'APPROVED', adminRemark: 'Slip matches the deposit.',
    });
  });

  it('View Invoice enables the comment, Approve and Reject only while pending approval; Close always', async () => {
    mockFetch(api((url) => (url.includes('/invoice/getPagedInvoiceList') ? [200, page([{ ...INVOICE, invoiceStatus: 'SUCCESS_PAYMENT', imageUrl: '' }])] : null)));
    const user = userEvent.setup();
    await renderApp('/admindashboard?tab=invoices');
    await user.click(await screen.findByRole('button', { name: 'View invoice 41' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Approval comment')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(within(dialog).getByText('Close', { selector: 'button' })).toBeEnabled();
  });

  it('Payouts: shows the period’s batch with the bank details and marks a line paid with the bank reference', async () => {
    const batch = {
      periods: ['2026-10-01'], periodStart: '2026-10-01', total: 175000,
      payouts: [{ id: 9, consultantId: 7, consultantName: 'Nimal Perera', periodStart: '2026-10-01', periodEnd: '2026-11-01',
        amount: 175000, status: 'PENDING', accountName: 'Nimal Perera', bank: 'BOC', branch: 'Colombo', account: '123',
        reference: 'CEREBRO-PAYOUT-9', paidAt: null }],
    };
    const fetchMock = mockFetch(api(async (url, init) => {
      if (url.includes('/payouts/9/paid') && init.method === 'PUT') return [200, { message: 'Payout marked paid.' }];
      if (url.includes('/payouts')) return [200, batch];
      return null;
    }));
    const user = userEvent.setup();
    await renderApp('/admindashboard?tab=payouts');
    expect(await screen.findByText('CEREBRO-PAYOUT-9')).toBeInTheDocument();
    expect(screen.getByText('1,750.00 LKR', { selector: '.fw-semibold' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV for the bank' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Bank reference'), 'BOC-778899');
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Payout marked paid.')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/payouts/9/paid', 'PUT')[0][1].body)).toEqual({ reference: 'BOC-778899' });
  });

  it('rejects a Pending Approval consultant with a reason, which is required', async () => {
    const fetchMock = mockFetch(api(async (url, init) => {
      if (url.includes('/consultant/updateStatus/8') && init.method === 'PUT') return [200, { message: 'Consultant rejected.', status: 'REJECTED' }];
      return null;
    }));
    const user = userEvent.setup();
    await renderApp('/admindashboard');
    await user.selectOptions(await screen.findByLabelText('Status'), 'PENDING_APPROVAL');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: /View/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject…' }));
    const confirm = within(dialog).getByRole('button', { name: 'Reject with this reason' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Why/), 'Please add your licence number.');
    await user.click(confirm);
    expect(await screen.findByText('Consultant rejected.')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/consultant/updateStatus/8', 'PUT')[0][1].body)).toEqual({
      status: 'REJECTED', reason: 'Please add your licence number.',
    });
  });

  it('suspends a verified consultant with a reason, and lifts a suspension', async () => {
    const fetchMock = mockFetch(api(async (url, init) => {
      if (url.includes('/consultant/getPagedConsultantList') && JSON.parse(init.body).status === 'SUSPENDED') {
        return [200, page([{ ...PENDING, id: 9, firstName: 'Sunil', status: 'SUSPENDED' }])];
      }
      if (url.includes('/consultant/updateStatus/7') && init.method === 'PUT') return [200, { message: 'Consultant suspended.', status: 'SUSPENDED' }];
      if (url.includes('/consultant/updateStatus/9') && init.method === 'PUT') return [200, { message: 'Suspension lifted.', status: 'VERIFIED' }];
      return null;
    }));
    const user = userEvent.setup();
    await renderApp('/admindashboard');
    await user.click(await screen.findByRole('button', { name: /View/ }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Reject…' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend…' }));
    const confirm = within(dialog).getByRole('button', { name: 'Suspend with this reason' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Why/), 'Three complaints this month.');
    await user.click(confirm);
    expect(await screen.findByText('Consultant suspended.')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/consultant/updateStatus/7', 'PUT')[0][1].body)).toEqual({
      status: 'SUSPENDED', reason: 'Three complaints this month.',
    });

    await user.selectOptions(await screen.findByLabelText('Status'), 'SUSPENDED');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: /View/ }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByText('Suspension lifted.')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/consultant/updateStatus/9', 'PUT')[0][1].body)).toEqual({ status: 'VERIFIED', reason: '' });
  });

  it('shows a consultant’s bank change to confirm, and confirms the version it showed', async () => {
    const changed = { ...PENDING, id: 7, status: 'VERIFIED', bankChangePendingSince: '2030-05-10T04:30:00Z', bankDetailsVersion: 3 };
    const fetchMock = mockFetch(
      api(async (url, init) => {
        if (url.includes('/confirmBankDetails')) return [200, { message: 'Bank details confirmed: payouts go to them from the next run.' }];
        if (url.includes('/consultant/getPagedConsultantList') && init.method === 'POST') return [200, page([changed])];
        return null;
      }),
    );
    const user = userEvent.setup();
    await renderApp('/admindashboard');
    const row = (await screen.findByText('anjali@example.com')).closest('tr');
    expect(within(row).getByText('Bank change to confirm')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'View Anjali Fernando' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/changed on 10 May 2030 at 10:00 AM/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm bank details' }));
    expect(await screen.findByText('Bank details confirmed: payouts go to them from the next run.')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/consultant/7/confirmBankDetails', 'PUT')[0][1].body)).toEqual({ confirm: true, version: 3 });
  });

  it('tells the admin to review again when the bank details changed after they were shown', async () => {
    let version = 3;
    const changed = () => ({ ...PENDING, id: 7, status: 'VERIFIED', bankChangePendingSince: '2030-05-10T04:30:00Z', bankDetailsVersion: version });
    const fetchMock = mockFetch(
      api(async (url, init) => {
        if (url.includes('/confirmBankDetails')) {
          return [409, { message: 'The bank details changed after you opened them: review them again before confirming.' }];
        }
        if (url.includes('/consultant/getPagedConsultantList') && init.method === 'POST') return [200, page([changed()])];
        return null;
      }),
    );
    const user = userEvent.setup();
    await renderApp('/admindashboard');
    const row = (await screen.findByText('anjali@example.com')).closest('tr');
    await user.click(within(row).getByRole('button', { name: 'View Anjali Fernando' }));
    const dialog = await screen.findByRole('dialog');
    version = 4; // the consultant changes the account again meanwhile
    await user.click(within(dialog).getByRole('button', { name: 'Confirm bank details' }));
    expect(
      await screen.findByText('The bank details changed after you opened them. Open the consultant again and review the new details before confirming.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(callsTo(fetchMock, '/consultant/7/confirmBankDetails', 'PUT')[0][1].body)).toEqual({ confirm: true, version: 3 });

    const fresh = (await screen.findByText('anjali@example.com')).closest('tr');
    await user.click(within(fresh).getByRole('button', { name: 'View Anjali Fernando' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm bank details' }));
    await waitFor(() => expect(callsTo(fetchMock, '/consultant/7/confirmBankDetails', 'PUT')).toHaveLength(2));
    expect(JSON.parse(callsTo(fetchMock, '/consultant/7/confirmBankDetails', 'PUT')[1][1].body)).toEqual({ confirm: true, version: 4 });
  });

  it('Audit Log: lists who did what and when, newest first, and filters by action', async () => {
    const entry = {
      id: 3, adminEmail: 'admin@cerebro.lk', action: 'refund decision', route: 'PUT /api/v1/refunds/:id', subject: 'id=12',
      detail: '{"amount":250000,"status":"APPROVED"}', createdAt: '2030-05-10T04:30:05Z',
    };
    const fetchMock = mockFetch(api((url) => (url.includes('/admin/audit') ? [200, page([entry])] : null)));
    const user = userEvent.setup();
    await renderApp('/admindashboard?tab=audit');
    const row = (await screen.findByText('refund decision', { selector: 'td' })).closest('tr');
    for (const text of ['admin@cerebro.lk', 'id=12', '{"amount":250000,"status":"APPROVED"}', '10 May 2030 10:00:05 AM']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    await user.selectOptions(screen.getByLabelText('Action'), 'payout paid');
    await waitFor(() => expect(callsTo(fetchMock, 'action=payout+paid').length + callsTo(fetchMock, 'action=payout%20paid').length).toBe(1));
  });
});
