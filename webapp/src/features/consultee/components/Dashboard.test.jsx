import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, mockFetch, renderApp } from '../../../test/utils.jsx';
import { setStoredUser } from '../../../lib/storage.js';

const booking = (id, extra = {}) => ({
  id, cerebroslotDate: '2030-05-14', startTime: '09:00:00', endTime: '09:30:00', cerebroslotSize: 30,
  consultantFirstName: 'Nimal', consultantLastName: 'Perera', consulteeFirstName: 'Kamala', consulteeLastName: 'Silva',
  startCountDownTime: 3725, endCountDownTime: 5525, showButton: false, consultantId: 7, consulteeId: 9, role: 'CONSULTEE',
  ...extra,
});
const invSlot = (extra = {}) => ({
  startDate: '2030-05-14', startTime: '09:00:00', endTime: '09:30:00', slotPrice: 250000, slotSize: 30,
  consultantFirstName: 'Nimal', consultantLastName: 'Perera', ...extra,
});
const invoice = (id, status, extra = {}) => ({
  id, cref: `CRB-${id}`, date: '2030-05-10', status, paymentMethod: 'ONLINE', totalAmount: 250000,
  bookingId: [id * 10], cerebroslots: [invSlot()], ...extra,
});

describe('consultee dashboard', () => {
  beforeEach(() => setStoredUser(consulteeUser()));
  afterEach(() => vi.useRealTimers());

  it('has the title, the Book a Cerebroslot button and the three tabs, Upcoming first', async () => {
    mockFetch(() => [200, []]);
    await renderApp('/consulteedashboard');
    expect(screen.getByRole('heading', { name: 'My Appointment Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Cerebroslot' })).toHaveAttribute('href', '/searchconsultant/');
    expect(screen.getByRole('tab', { name: 'Upcoming Bookings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Previous Bookings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Invoice' })).toBeInTheDocument();
    expect(await screen.findByText('Currently You Dont Have Any Appointment.')).toBeInTheDocument();
  });

  it('sends a consultee without a profile to the profile form', async () => {
    setStoredUser(consulteeUser({ consultee: null }));
    mockFetch(() => [200, []]);
    await renderApp('/consulteedashboard');
    expect(await screen.findByRole('heading', { name: 'Consultee Profile' })).toBeInTheDocument();
  });

  it('upcoming rows show date, times, hours, consultant and two live countdowns', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch((url) => (url.includes('/booking/consultee/9') ? [200, [booking(1)]] : [200, []]));
    await renderApp('/consulteedashboard');
    const row = (await screen.findByText('Nimal Perera')).closest('li');
    expect(within(row).getByText('Tue, 14 May 2030')).toBeInTheDocument();
    expect(row).toHaveTextContent(/9:00 AM – 9:30 AM · 0.5 hours/);
    expect(within(row).getByText('Cerebro Time Starts Within')).toBeInTheDocument();
    expect(within(row).getByText('Cerebro Time Ends Within')).toBeInTheDocument();
    expect(within(row).getByText('01:02:05')).toBeInTheDocument();
    expect(within(row).getByText('01:32:05')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(within(row).getByText('01:02:02')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Join Call/ })).toBeDisabled();
  });

  it('reloads the list when an end countdown reaches zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch((url) =>
      url.includes('/booking/consultee/9') ? [200, [booking(1, { startCountDownTime: 0, endCountDownTime: 2 })]] : [200, []],
    );
    await renderApp('/consulteedashboard');
    await screen.findByText('Nimal Perera');
    expect(callsTo(fetchMock, '/booking/consultee/9')).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    await waitFor(() => expect(callsTo(fetchMock, '/booking/consultee/9')).toHaveLength(2));
  });

  it("Join Call checks the booking and says 'This meeting is expired.' when it is not live", async () => {
    const fetchMock = mockFetch(async (url) => {
      if (url.includes('/booking/validate/')) return [200, false];
      if (url.includes('/booking/consultee/9')) return [200, [booking(4, { showButton: true })]];
      return [200, []];
    });
    const user = userEvent.setup();
    await renderApp('/consulteedashboard');
    await user.click(await screen.findByRole('button', { name: /Join Call/ }));
    expect(await screen.findByText('This meeting is expired.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/booking/validate/?bookingId=4')).toHaveLength(1);
  });

  it('previous bookings show the consultant and the stars; a missing endpoint shows the empty state', async () => {
    mockFetch((url) =>
      url.includes('/previous')
        ? [200, [booking(2, { previousBookingRate: { rateValue: 4, hasRated: true, bookingRateId: 1 } }), booking(3, { consultantFirstName: 'Anjali', consultantLastName: 'Fernando', canRate: true, canReportProblem: true })]]
        : [200, []],
    );
    const user = userEvent.setup();
    await renderApp('/consulteedashboard');
    await user.click(screen.getByRole('tab', { name: 'Previous Bookings' }));
    expect(await screen.findByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Anjali Fernando')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeInTheDocument();
    // Only the unrated one has a Rate button; it opens the rating modal for that session.
    expect(screen.getAllByRole('button', { name: 'Rate' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Anjali Fernando');
  });

  it('reports a problem with a held session: a cause and a description (required), sent to an admin', async () => {
    const fetchMock = mockFetch(async (url, init) => {
      if (url.includes('/booking/3/fault') && init.method === 'POST') return [200, { message: 'The session was reported as unsatisfactory: an admin will decide on a refund.', refund: { status: 'REQUESTED' } }];
      if (url.includes('/previous')) {
        return [200, [booking(2, { canRate: false, canReportProblem: false }), booking(3, { consultantFirstName: 'Anjali', consultantLastName: 'Fernando', canReportProblem: true }),
          booking(5, { consultantFirstName: 'Ruwan', consultantLastName: 'Silva', status: 'CANCELLED', cancelledBy: 'CONSULTANT' })]];
      }
      return [200, []];
    });
    const user = userEvent.setup();
    await renderApp('/consulteedashboard?tab=previous');
    const report = await screen.findByRole('button', { name: 'Report a problem' });
    const cancelled = screen.getByText('Ruwan Silva').closest('li');
    expect(cancelled).toHaveTextContent('Cancelled by the consultant');
    expect(within(cancelled).queryByRole('img', { name: /rated/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Report a problem' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Rate' })).not.toBeInTheDocument();
    await user.click(report);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('up to 7 days after the session');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please describe what went wrong.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/booking/3/fault', 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByLabelText(/The session was unsatisfactory/));
    await user.type(within(dialog).getByLabelText('Tell us what happened'), 'Forty minutes late.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('The session was reported as unsatisfactory: an admin will decide on a refund.')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/booking/3/fault', 'POST')[0][1].body)).toEqual({ cause: 'UNSATISFACTORY', description: 'Forty minutes late.' });
  });

  it('previous bookings failing (404) is the empty state, silently', async () => {
    mockFetch((url) => (url.includes('/previous') ? [404, { message: 'Not found.' }] : [200, []]));
    await renderApp('/consulteedashboard?tab=previous');
    expect(await screen.findByText('Currently You Dont Have Any Appointment.')).toBeInTheDocument();
  });

  it('My Invoice: pending and successful invoices with their status labels; Pay and Cancel only while waiting for payment', async () => {
    mockFetch((url) =>
      url.includes('/invoice/consultee/9')
        ? [200, [invoice(1, 'PENDING_PAYMENT'), invoice(2, 'PENDING_APPROVAL', { paymentMethod: 'SLIP' }), invoice(3, 'FAILED_PAYMENT'), invoice(4, 'SUCCESS_PAYMENT')]]
        : [200, []],
    );
    await renderApp('/consulteedashboard?tab=invoices');
    expect(await screen.findByText('CRB-1')).toBeInTheDocument();
    const pending = screen.getByRole('region', { name: 'Pending' });
    const paid = screen.getByRole('region', { name: 'Successful' });
    const badges = (el) => [...el.querySelectorAll('.status-badge')].map((b) => b.textContent);
    expect(badges(pending)).toEqual(['PENDING', 'PENDING APPROVAL', 'FAILED']);
    expect(badges(paid)).toEqual(['SUCCESS']);
    expect(within(paid).getByText('CRB-4')).toBeInTheDocument();
    // The first pending invoice is open: its slots and payment information.
    expect(screen.getAllByRole('button', { name: /Pay for Booking/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Cancel Booking' })).toHaveLength(1);
    expect(screen.getAllByText('2,500 LKR').length).toBeGreaterThan(0);
    expect(screen.getAllByText('2,500.00 LKR').length).toBeGreaterThan(0);
  });

  it('Cancel Booking asks first, then deletes the invoice and reloads the list', async () => {
    let cancelled = false;
    const fetchMock = mockFetch(async (url, init) => {
      if (init.method === 'DELETE') {
        cancelled = true;
        return [202, { message: 'Booking cancelled.' }];
      }
      if (url.includes('/invoice/consultee/9')) return [200, cancelled ? [] : [invoice(1, 'PENDING_PAYMENT')]];
      return [200, []];
    });
    const user = userEvent.setup();
    await renderApp('/consulteedashboard?tab=invoices');
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel this booking?');
    expect(callsTo(fetchMock, '/invoice/1', 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('You have no invoices yet.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/invoice/1', 'DELETE')).toHaveLength(1);
    expect(callsTo(fetchMock, '/invoice/consultee/9')).toHaveLength(2);
  });

  it('Pay for Booking on a card invoice opens the payment gate with the gateway form', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const fetchMock = mockFetch(async (url) => {
      if (url.includes('/invoice/pay/1')) {
        return [200, { returnUrl: '/payment-gate', invoiceId: 1, bookingId: [10], action: 'http://pay.example/checkout', fields: { order_id: 'CRB-1', amount: '2500.00', currency: 'LKR', hash: 'h' } }];
      }
      if (url.includes('/invoice/consultee/9')) return [200, [invoice(1, 'PENDING_PAYMENT')]];
      return [200, []];
    });
    const user = userEvent.setup();
    await renderApp('/consulteedashboard?tab=invoices');
    await user.click(await screen.findByRole('button', { name: /Pay for Booking/ }));
    expect(await screen.findByText('Secure card payment')).toBeInTheDocument();
    expect(document.querySelector('form.gateway-form input[name="order_id"]')).toHaveValue('CRB-1');
    expect(HTMLFormElement.prototype.submit).toHaveBeenCalled();
    expect(callsTo(fetchMock, '/payments/initiate')).toHaveLength(0);
  });

  it('Pay for Booking on a slip invoice opens the slip upload with its booking ids', async () => {
    mockFetch(async (url) => {
      if (url.includes('/invoice/pay/5')) return [200, { returnUrl: '/slip-upload', invoiceId: 5, bookingId: [50, 51] }];
      if (url.includes('/invoice/consultee/9')) return [200, [invoice(5, 'PENDING_PAYMENT', { paymentMethod: 'SLIP' })]];
      return [200, []];
    });
    const user = userEvent.setup();
    await renderApp('/consulteedashboard?tab=invoices');
    await user.click(await screen.findByRole('button', { name: /Pay for Booking/ }));
    expect(await screen.findByRole('heading', { name: 'Upload Payment Slip' })).toBeInTheDocument();
    expect(screen.getByLabelText('Booking ID(s)')).toHaveValue('50, 51');
  });
});

describe('my bookings', () => {
  beforeEach(() => setStoredUser(consulteeUser()));

  it('lists every booked slot with consultant, time, price and status, and filters upcoming and past', async () => {
    mockFetch((url) =>
      url.includes('/invoice/consultee/9')
        ? [200, [
          invoice(1, 'SUCCESS_PAYMENT', { cerebroslots: [invSlot(), invSlot({ startDate: '2020-01-01' })] }),
          invoice(2, 'PENDING_APPROVAL', { cerebroslots: [invSlot({ startDate: '2030-06-01', consultantFirstName: 'Anjali', consultantLastName: 'Fernando', slotPrice: 400000 })] }),
        ]]
        : [200, []],
    );
    const user = userEvent.setup();
    await renderApp('/mybookings');
    expect(screen.getByRole('heading', { name: 'My Bookings' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your bookings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Tue, 14 May 2030');
    expect(rows[0]).toHaveTextContent('Confirmed');
    expect(rows[1]).toHaveTextContent('Anjali Fernando');
    expect(rows[1]).toHaveTextContent('4,000 LKR');
    expect(rows[1]).toHaveTextContent('Slip under review');
    expect(rows[2]).toHaveTextContent('Completed');
    await user.click(screen.getByRole('button', { name: 'Past' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it("shows 'Currently You Dont Have Any Appointment.' when there is none", async () => {
    mockFetch(() => [200, []]);
    await renderApp('/mybookings');
    expect(await screen.findByText('Currently You Dont Have Any Appointment.')).toBeInTheDocument();
  });

  it('My Invoice: shows where each refund is and takes the bank details of a transfer refund', async () => {
    const owed = invoice(5, 'FAILED_PAYMENT', {
      paymentMethod: 'SLIP',
      refunds: [{ status: 'APPROVED', amount: 250000, method: 'SLIP', cause: 'SLIP_NOT_REVIEWED', transferOwed: true }],
    });
    const paidBack = invoice(6, 'SUCCESS_PAYMENT', {
      refunds: [{ status: 'PAID', amount: 250000, method: 'ONLINE', cause: 'CONSULTEE_CANCEL', paidAt: '2030-05-12T08:00:00Z',
        adminRemark: 'Refunded in full, as the consultant agreed.' }],
    });
    const fetchMock = mockFetch(async (url, init) => {
      if (url.includes('/invoice/5/refund-account') && init.method === 'PUT') {
        return [200, { message: 'Bank details saved.', refundAccount: JSON.parse(init.body) }];
      }
      return url.includes('/invoice/consultee/9') ? [200, [owed, paidBack]] : [200, []];
    });
    const user = userEvent.setup();
    await renderApp('/consulteedashboard?tab=invoices');
    expect(await screen.findByText('Approved: your bank details are needed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^CRB-6/ }));
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.getByText('Cancelled by the consultee')).toBeInTheDocument();
    expect(screen.getByText('Cerebro’s note: “Refunded in full, as the consultant agreed.”')).toBeInTheDocument();
    expect(screen.getByText('The bank slip was not reviewed in time')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Bank account for the refund of CRB-5' });
    await user.type(within(form).getByLabelText('Account holder'), 'Kamala Silva');
    await user.type(within(form).getByLabelText('Account number'), '12ab');
    await user.type(within(form).getByLabelText('Bank'), 'Commercial Bank');
    await user.type(within(form).getByLabelText('Branch'), 'Kandy');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
    expect(await within(form).findByText('An account number is 5 to 20 digits.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/invoice/5/refund-account', 'PUT')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Account number'));
    await user.type(within(form).getByLabelText('Account number'), '8001 2345-67');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(callsTo(fetchMock, '/invoice/5/refund-account', 'PUT')).toHaveLength(1));
    expect(JSON.parse(callsTo(fetchMock, '/invoice/5/refund-account', 'PUT')[0][1].body)).toEqual({
      accountName: 'Kamala Silva', bank: 'Commercial Bank', branch: 'Kandy', accountNumber: '8001234567',
    });
    await waitFor(() => expect(callsTo(fetchMock, '/invoice/consultee/9').length).toBeGreaterThan(1));
  });

  it('My Invoice: "Where is my money?" shows the invoice’s money timeline', async () => {
    const timeline = {
      invoiceId: 7, cref: 'CRB-7', totalAmount: 250000, balances: { cash: 0 },
      events: [
        { at: '2030-05-10T04:00:00Z', kind: 'PAYMENT_CAPTURED', source: 'pay-7', amount: 250000, lines: [] },
        { at: '2030-05-11T04:00:00Z', kind: 'REFUND_REQUESTED', source: 'refund-3', amount: 250000, lines: [] },
        { at: '2030-05-11T04:00:05Z', kind: 'REFUND_PAID', source: 'refund-3', amount: -250000, lines: [] },
      ],
    };
    const fetchMock = mockFetch(async (url) => {
      if (url.includes('/invoice/7/timeline')) return [200, timeline];
      return url.includes('/invoice/consultee/9') ? [200, [invoice(7, 'SUCCESS_PAYMENT')]] : [200, []];
    });
    const user = userEvent.setup();
    await renderApp('/consulteedashboard?tab=invoices');
    await user.click(await screen.findByRole('button', { name: /^CRB-7/ }));
    expect(callsTo(fetchMock, '/invoice/7/timeline')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Where is my money? (CRB-7)' }));
    const steps = within(await screen.findByRole('list', { name: 'Money timeline' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Payment received · 2,500.00 LKR'),
      expect.stringContaining('Refund requested · 2,500.00 LKR'),
      expect.stringContaining('Refund paid · 2,500.00 LKR'),
    ]);
  });
});
