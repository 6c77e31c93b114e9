import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { inLanguage, mockFetch, renderWithStore } from '../../test/utils.jsx';
import InvoiceTimeline from './InvoiceTimeline.jsx';

const TIMELINE = {
  events: [
    { at: '2030-05-13T04:00:00Z', kind: 'PAYMENT_CAPTURED', source: 'pay-1', amount: 250000, lines: [{ account: 'cash', amount: 250000 }] },
    { at: '2030-05-14T04:00:00Z', kind: 'REFUND_PAID', source: 'refund-1', amount: -250000, lines: [{ account: 'cash', amount: -250000 }] },
  ],
};

describe('the money timeline', () => {
  it('names each step and amount in English, with the shares when detailed', async () => {
    mockFetch(() => [200, TIMELINE]);
    renderWithStore(<InvoiceTimeline invoiceId={41} detailed />);
    expect(await screen.findByText(/^Payment received ·/)).toBeInTheDocument();
    expect(screen.getByText(/Held \+2,500\.00 LKR · pay-1/)).toBeInTheDocument();
    expect(screen.getByText(/^Refund paid ·/)).toBeInTheDocument();
  });

  it('names each step in Sinhala, with Sinhala money', async () => {
    mockFetch(() => [200, TIMELINE]);
    await inLanguage('si', ['booking']);
    renderWithStore(<InvoiceTimeline invoiceId={41} />);
    expect(await screen.findByText(/^ගෙවීම ලැබිණි ·/)).toBeInTheDocument();
    expect(screen.getByText(/^මුදල් ආපසු ගෙවන ලදී ·/)).toBeInTheDocument();
    expect(screen.getAllByText('රු. 2,500.00')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'මුදල් කාලරේඛාව' })).toBeInTheDocument();
  });
});
