import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { callsTo, inLanguage, mockFetch, renderWithStore } from '../../test/utils.jsx';
import MyPayouts from './MyPayouts.jsx';

describe('MyPayouts', () => {
  it('shows a negative balance as carried forward, what waits for claim windows, and each payout', async () => {
    const fetchMock = mockFetch(() => [200, {
      pendingBalance: -105000, inClaimWindow: 70000, pending: { sessions: 70000, refunds: -175000, penalties: 0 },
      payouts: [{ id: 9, periodStart: '2026-10-01', periodEnd: '2026-11-01', amount: 175000, status: 'PAID',
        paidAt: '2026-11-02T05:00:00Z', reference: 'BOC-778899', breakdown: { sessions: 245000, refunds: -10000, penalties: -60000 } }],
    }]);
    renderWithStore(<MyPayouts consultantId={7} />);
    expect(await screen.findByText('BOC-778899')).toBeInTheDocument();
    expect(screen.getByText(/-1,050\.00 LKR/)).toHaveClass('text-danger');
    expect(screen.getByText(/carried forward/)).toBeInTheDocument();
    expect(screen.getByText('700.00 LKR')).toBeInTheDocument();
    expect(screen.getByText(/Sessions 2,450\.00 LKR · refunds -100\.00 LKR · penalties -600\.00 LKR/)).toBeInTheDocument();
    expect(screen.getByText(/Sessions 700\.00 LKR · refunds -1,750\.00 LKR/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/consultant/payouts?consultantId=7')).toHaveLength(1);
  });

  it('speaks Sinhala: the headings, the status and the amounts in Sinhala', async () => {
    mockFetch(() => [200, {
      pendingBalance: 70000, inClaimWindow: 0, pending: { sessions: 70000, refunds: 0, penalties: 0 },
      payouts: [{ id: 9, periodStart: '2026-10-01', periodEnd: '2026-11-01', amount: 175000, status: 'PAID',
        paidAt: '2026-11-02T05:00:00Z', reference: 'BOC-778899' }],
    }]);
    await inLanguage('si', ['consultant']);
    renderWithStore(<MyPayouts consultantId={7} />);
    expect(await screen.findByRole('heading', { name: 'ගෙවීම්' })).toBeInTheDocument();
    expect(screen.getByText('ඊළඟ ගෙවීම')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'ඔබේ ගෙවීම්' })).toHaveTextContent('රු. 1,750.00');
    expect(screen.getByText('2026 නොවැම්බර් 2 ගෙවන ලදී')).toBeInTheDocument();
  });
});
