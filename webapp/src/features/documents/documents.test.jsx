import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, inLanguage, renderWithStore } from '../../test/utils.jsx';
import { isMonth, lastMonth } from './documentsApi.js';
import ReceiptButton from './components/ReceiptButton.jsx';
import MonthlyStatement from './components/MonthlyStatement.jsx';

// A PDF answer, and the browser's download of it (an object URL clicked on a link).
function mockPdf(status = 200) {
  const fn = vi.fn(async () => (status === 200
    ? new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status, headers: { 'Content-Type': 'application/pdf' } })
    : new Response(JSON.stringify({ code: 'documents.invoice_not_paid', message: 'This invoice is not paid.' }),
      { status, headers: { 'Content-Type': 'application/json' } })));
  vi.stubGlobal('fetch', fn);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('documents', () => {
  it('offers the receipt of a paid invoice only, and downloads it with the session', async () => {
    const fetchMock = mockPdf();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await inLanguage('en', ['documents']);
    const unpaid = renderWithStore(<ReceiptButton invoice={{ id: 5, cref: 'CRB-5', status: 'PENDING_PAYMENT' }} />);
    expect(screen.queryByRole('button')).toBeNull();
    unpaid.unmount();
    renderWithStore(<ReceiptButton invoice={{ id: 5, cref: 'CRB-5', status: 'SUCCESS_PAYMENT' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download the receipt of CRB-5 (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(callsTo(fetchMock, '/invoice/5/receipt')).toHaveLength(1);
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('asks for a month and downloads its statement, in Tamil', async () => {
    const fetchMock = mockPdf();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await inLanguage('ta', ['documents']);
    renderWithStore(<MonthlyStatement />);
    expect(screen.getByRole('heading', { name: 'மாதாந்திரக் கணக்கறிக்கை' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('மாதம்'), { target: { value: '2026-03' } });
    fireEvent.click(screen.getByRole('button', { name: /கணக்கறிக்கையைப் பதிவிறக்கு/ }));
    await waitFor(() => expect(callsTo(fetchMock, '/consultant/statement?month=2026-03')).toHaveLength(1));
  });

  it('knows a month', () => {
    expect(lastMonth(new Date(2026, 0, 15))).toBe('2025-12');
    expect(isMonth('2026-03')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('')).toBe(false);
  });
});
