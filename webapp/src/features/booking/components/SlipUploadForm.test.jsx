import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, mockFetch, renderApp, renderWithStore } from '../../../test/utils.jsx';
import { setStoredUser } from '../../../lib/storage.js';
import { colomboToday } from '../../../lib/format.js';
import SlipUploadForm from './SlipUploadForm.jsx';
import { invoiceApi } from '../invoiceApi.js';

const BANKS = [{ id: 1, name: 'Commercial Bank', branch: 'Kollupitiya', accNumber: '1000123456' }];
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'slip.png', { type: 'image/png' });

function api(upload = [200, { message: 'Bank Slip Upladed Successfully.' }]) {
  return (url, init) => {
    if (url.includes('/banks')) return [200, BANKS];
    if (url.includes('/upload/slip') && init.method === 'POST') return upload;
    return [200, []];
  };
}

describe('slip upload', () => {
  beforeEach(() => setStoredUser(consulteeUser()));
  afterEach(() => window.sessionStorage.clear());

  it('opened without booking details, goes to the dashboard', async () => {
    mockFetch(api());
    await renderApp('/slipupload');
    expect(await screen.findByRole('heading', { name: 'My Appointment Dashboard' })).toBeInTheDocument();
  });

  it('survives a reload: the details come from sessionStorage; the bank account number is shown', async () => {
    window.sessionStorage.setItem('cerebro.slipDetails', JSON.stringify({ invoiceId: 78, bookingIds: ['503', '504'], totalAmount: 500000 }));
    mockFetch(api());
    await renderApp('/slip-upload');
    expect(screen.getByRole('heading', { name: 'Upload Payment Slip' })).toBeInTheDocument();
    expect(screen.getByLabelText('Invoice ID')).toHaveValue('78');
    expect(screen.getByLabelText('Invoice ID')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Booking ID(s)')).toHaveValue('503, 504');
    expect(screen.getByText('5,000.00 LKR')).toBeInTheDocument();
    expect(await screen.findByText('1000123456')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment date')).toHaveValue(colomboToday());
  });

  it("says 'Slip is required' and 'Please select a bank' and sends nothing", async () => {
    window.sessionStorage.setItem('cerebro.slipDetails', JSON.stringify({ invoiceId: 78, bookingIds: ['503'] }));
    const fetchMock = mockFetch(api());
    const user = userEvent.setup();
    await renderApp('/slipupload');
    await screen.findByRole('option', { name: 'Commercial Bank – Kollupitiya' });
    await user.click(screen.getByRole('button', { name: 'Upload Payment Slip' }));
    expect(await screen.findByText('Slip is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a bank')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/upload/slip')).toHaveLength(0);
  });

  it('refuses a file that is not PNG or JPEG', async () => {
    window.sessionStorage.setItem('cerebro.slipDetails', JSON.stringify({ invoiceId: 78, bookingIds: ['503'] }));
    mockFetch(api());
    const user = userEvent.setup({ applyAccept: false });
    await renderApp('/slipupload');
    await user.upload(screen.getByLabelText('Payment Slip'), new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload Payment Slip' }));
    expect(await screen.findByText('Please choose a PNG or JPEG image')).toBeInTheDocument();
  });

  it('uploads the slip with every field, shows the server message and opens My Invoice', async () => {
    window.sessionStorage.setItem('cerebro.slipDetails', JSON.stringify({ invoiceId: 78, bookingIds: ['503', '504'] }));
    const fetchMock = mockFetch(api());
    const user = userEvent.setup();
    const { location } = await renderApp('/slipupload');
    await user.upload(screen.getByLabelText('Payment Slip'), png());
    await user.selectOptions(await screen.findByLabelText('Bank'), '1');
    expect(screen.getByText(/at Commercial Bank – Kollupitiya/)).toHaveTextContent('Account number 1000123456 at Commercial Bank – Kollupitiya');
    await user.type(screen.getByLabelText('Ref Number'), 'REF-9');
    await user.type(screen.getByLabelText('Remarks'), 'Paid at the branch');
    await user.click(screen.getByRole('button', { name: 'Upload Payment Slip' }));
    expect(await screen.findByText('Bank Slip Upladed Successfully.')).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?tab=invoices'));
    const body = callsTo(fetchMock, '/upload/slip', 'POST')[0][1].body;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('file').name).toBe('slip.png');
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'file'))).toEqual({
      bookingId: '503,504', invoiceId: '78', bankId: '1', refNo: 'REF-9', remarks: 'Paid at the branch',
      consulteeId: '9', paymentDate: colomboToday(),
    });
    expect(window.sessionStorage.getItem('cerebro.slipDetails')).toBeNull();
  });

  it("on failure says 'Bank Slip Upladed Failed.' with the server's reason", async () => {
    window.sessionStorage.setItem('cerebro.slipDetails', JSON.stringify({ invoiceId: 78, bookingIds: ['503'] }));
    mockFetch(api([409, { message: 'This booking is not waiting for a slip.' }]));
    const user = userEvent.setup();
    await renderApp('/slipupload');
    await user.upload(screen.getByLabelText('Payment Slip'), png());
    await user.selectOptions(await screen.findByLabelText('Bank'), '1');
    await user.click(screen.getByRole('button', { name: 'Upload Payment Slip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bank Slip Upladed Failed. This booking is not waiting for a slip.');
  });

  it("without booking ids says 'Booking details are required' and sends nothing", async () => {
    const fetchMock = mockFetch(api());
    const user = userEvent.setup();
    renderWithStore(<SlipUploadForm details={{ invoiceId: 78, bookingIds: [] }} consulteeId={9} />);
    await user.upload(screen.getByLabelText('Payment Slip'), png());
    await user.selectOptions(await screen.findByLabelText('Bank'), '1');
    await user.click(screen.getByRole('button', { name: 'Upload Payment Slip' }));
    expect(await screen.findByText('Booking details are required')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/upload/slip')).toHaveLength(0);
  });
});

describe('slip upload and the invoice', () => {
  it('an upload invalidates the invoices: a page showing the invoice asks for it again by itself', async () => {
    const fetchMock = mockFetch((url, init) => (url.includes('/invoice/78') ? [200, { id: 78, status: 'PENDING_PAYMENT' }] : api()(url, init)));
    const user = userEvent.setup();
    const { store } = renderWithStore(<SlipUploadForm details={{ invoiceId: 78, bookingIds: ['503'] }} consulteeId={9} />);
    const shown = store.dispatch(invoiceApi.endpoints.invoice.initiate(78));
    await shown;
    await user.upload(screen.getByLabelText('Payment Slip'), png());
    await user.selectOptions(await screen.findByLabelText('Bank'), '1');
    await user.click(screen.getByRole('button', { name: 'Upload Payment Slip' }));
    await waitFor(() => expect(callsTo(fetchMock, '/invoice/78')).toHaveLength(2));
    shown.unsubscribe();
  });
});
