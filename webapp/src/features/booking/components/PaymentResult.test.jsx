import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { callsTo, mockFetch, renderWithStore } from '../../../test/utils.jsx';
import PaymentResult, { POLL_FOR_MS, POLL_MS } from './PaymentResult.jsx';

const invoice = (status, extra = {}) => ({
  id: 41, cref: 'CRB-000041', status, paymentMethod: 'ONLINE', totalAmount: 250000,
  cerebroslots: [{ id: 1, consultantFirstName: 'Nimal', consultantLastName: 'Perera', startDate: '2030-05-14', startTime: '09:00:00', slotPrice: 250000 }],
  ...extra,
});

afterEach(() => vi.useRealTimers());

describe('the payment result page', () => {
  it('asks the server and shows success with the receipt only once the invoice is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'PENDING_PAYMENT';
    const fetchMock = mockFetch((url) =>
      url.includes('/invoice/41') ? [200, invoice(status, status === 'SUCCESS_PAYMENT' ? { gatewayPaymentId: '320025071234', paidAt: '2030-05-13T04:00:00Z' } : {})] : null,
    );
    renderWithStore(<PaymentResult returned="success" invoiceId="41" />);
    expect(await screen.findByText('Checking your payment with PayHere…')).toBeInTheDocument();
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
    status = 'SUCCESS_PAYMENT';
    await act(async () => vi.advanceTimersByTime(POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    const receipt = screen.getByLabelText('Receipt');
    expect(receipt).toHaveTextContent('CRB-000041');
    expect(receipt).toHaveTextContent('320025071234');
    expect(receipt).toHaveTextContent('Nimal Perera');
    expect(receipt).toHaveTextContent('2,500.00 LKR');
    await act(async () => vi.advanceTimersByTime(POLL_MS * 2));
    const asked = callsTo(fetchMock, '/invoice/41').length;
    await act(async () => vi.advanceTimersByTime(POLL_MS * 5));
    expect(callsTo(fetchMock, '/invoice/41').length).toBe(asked); // a paid invoice is not asked about again
  });

  it('says it is still pending, and what happens next, when the payment has not arrived within a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch((url) => (url.includes('/invoice/41') ? [200, invoice('PENDING_PAYMENT')] : null));
    renderWithStore(<PaymentResult returned="success" invoiceId="41" />);
    await screen.findByText('Checking your payment with PayHere…');
    await act(async () => vi.advanceTimersByTime(POLL_FOR_MS));
    expect(await screen.findByRole('heading', { name: 'Payment not confirmed yet' })).toBeInTheDocument();
    expect(screen.getByText(/PayHere has not confirmed your payment to us yet/)).toBeInTheDocument();
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
  });

  it('says why a failed payment failed, even when the gateway returned to the success page', async () => {
    mockFetch((url) => (url.includes('/invoice/41') ? [200, invoice('FAILED_PAYMENT', { failureReason: 'HOLD_EXPIRED' })] : null));
    renderWithStore(<PaymentResult returned="success" invoiceId="41" />);
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByText(/No payment arrived before the slots were released\. No money was taken/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a consultant' })).toBeInTheDocument();
  });
});
