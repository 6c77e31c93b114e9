import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, inLanguage, mockFetch, renderWithStore } from '../../../test/utils.jsx';
import { invoiceApi } from '../../booking/index.js';
import InvoiceRefunds from './InvoiceRefunds.jsx';
import { refundCause, refundStep } from '../refundSteps.js';

const invoice = (refunds, extra = {}) => ({ id: 41, cref: 'CRB-000041', paymentMethod: 'SLIP', refunds, ...extra });

describe('an invoice’s refunds', () => {
  it('says each step in English, with the amount', () => {
    expect(refundStep({ status: 'REQUESTED', amount: 250000 }, false)).toEqual({
      label: 'Waiting for a decision', hint: 'Up to 2,500.00 LKR · an admin reviews the request',
    });
    expect(refundStep({ status: 'PAID', amount: 250000, transferReference: 'TX-9', paidAt: '2030-05-14T04:00:00Z' }, true).hint)
      .toBe('2,500.00 LKR on 14 May 2030 · reference TX-9');
    expect(refundStep({ status: 'CANCELLED', amount: 100000 }, true).label).toBe('Cancelled: the card payment was charged back');
    expect(refundCause('CUT_SHORT')).toBe('Session cut short');
    expect(refundCause('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('says each step in Sinhala, with Sinhala money, and asks for the bank details in Sinhala', async () => {
    mockFetch(() => [200, {}]);
    await inLanguage('si', ['booking']);
    renderWithStore(<InvoiceRefunds invoice={invoice([{ status: 'APPROVED', amount: 250000, transferOwed: true, cause: 'CONSULTEE_CANCEL' }])} />);
    expect(screen.getByRole('heading', { name: 'මුදල් ආපසු ගෙවීම්' })).toBeInTheDocument();
    expect(screen.getByText('අනුමතයි: ඔබගේ බැංකු විස්තර අවශ්‍යයි')).toBeInTheDocument();
    expect(screen.getByText(/රු\. 2,500\.00 මාරු කළ යුත්තේ කොතැනටදැයි අපට කියන්න/)).toBeInTheDocument();
    expect(screen.getByText('සේවාලාභියා විසින් අවලංගු කරන ලදී')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'බැංකු විස්තර සුරකින්න' })).toBeInTheDocument();
  });

  it('tells a card payer the transfer goes only to the card holder’s own account, after the chargeback window', async () => {
    mockFetch(() => [200, {}]);
    await inLanguage('en', ['booking']);
    const owed = [{ status: 'APPROVED', amount: 100000, transferOwed: true, method: 'ONLINE' }];
    const { unmount } = renderWithStore(<InvoiceRefunds invoice={invoice(owed, { paymentMethod: 'ONLINE' })} />);
    expect(screen.getByText(/only to an account in the card holder’s own name.*120 days after the payment/)).toBeInTheDocument();
    unmount();
    renderWithStore(<InvoiceRefunds invoice={invoice(owed)} />);
    expect(screen.queryByText(/card holder’s own name/)).not.toBeInTheDocument();
  });

  it('saving the bank details invalidates the invoice: a page showing it asks again by itself', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.includes('/refund-account') && init.method === 'PUT') return [200, { message: 'Saved.' }];
      if (url.includes('/invoice/41')) return [200, { id: 41 }];
      return [404, {}];
    });
    const onAccountSaved = vi.fn();
    const user = userEvent.setup();
    const { store } = renderWithStore(
      <InvoiceRefunds invoice={invoice([{ status: 'APPROVED', amount: 250000, transferOwed: true }])} onAccountSaved={onAccountSaved} />,
    );
    const shown = store.dispatch(invoiceApi.endpoints.invoice.initiate(41));
    await shown;
    await user.type(screen.getByLabelText('Account holder'), 'Kamala Silva');
    await user.type(screen.getByLabelText('Account number'), '1000 1234 56');
    await user.type(screen.getByLabelText('Bank'), 'Commercial Bank');
    await user.type(screen.getByLabelText('Branch'), 'Kollupitiya');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(onAccountSaved).toHaveBeenCalled());
    expect(JSON.parse(callsTo(fetchMock, '/invoice/41/refund-account', 'PUT')[0][1].body)).toEqual({
      accountName: 'Kamala Silva', bank: 'Commercial Bank', branch: 'Kollupitiya', accountNumber: '1000123456',
    });
    await waitFor(() => expect(callsTo(fetchMock, '/invoice/41', 'GET')).toHaveLength(2));
    shown.unsubscribe();
  });
});
