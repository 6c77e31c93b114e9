import { describe, expect, it } from 'vitest';
import { inLanguage } from '../test/utils.jsx';
import { canPayInvoice, failureReasonText, invoiceStatusView, isPaidInvoice, isPendingInvoice } from './invoiceStatus.js';

describe('invoice status', () => {
  it.each([
    ['PENDING_PAYMENT', 'PENDING', 'warning'],
    ['PENDING_APPROVAL', 'PENDING APPROVAL', 'info'],
    ['PENDING APPROVAL', 'PENDING APPROVAL', 'info'],
    ['FAILED_PAYMENT', 'FAILED', 'danger'],
    ['REJECTED', 'FAILED', 'danger'],
    ['SUCCESS_PAYMENT', 'SUCCESS', 'success'],
    ['APPROVED', 'SUCCESS', 'success'],
    ['refunded', 'REFUNDED', 'secondary'],
  ])('%s shows as %s', (status, label, variant) => {
    expect(invoiceStatusView(status)).toMatchObject({ label, variant });
  });

  it('the first three statuses are pending, success is paid', () => {
    expect(['PENDING_PAYMENT', 'PENDING_APPROVAL', 'FAILED_PAYMENT'].every(isPendingInvoice)).toBe(true);
    expect(isPendingInvoice('SUCCESS_PAYMENT')).toBe(false);
    expect(isPaidInvoice('SUCCESS_PAYMENT')).toBe(true);
    expect(isPaidInvoice('APPROVED')).toBe(true);
  });

  it('only an invoice waiting for payment can be paid or cancelled', () => {
    expect(canPayInvoice('PENDING_PAYMENT')).toBe(true);
    expect(canPayInvoice('PENDING_APPROVAL')).toBe(false);
    expect(canPayInvoice('FAILED_PAYMENT')).toBe(false);
  });
});

describe('invoice status in Tamil', () => {
  it('labels, hints and failure reasons follow the language', async () => {
    await inLanguage('ta', ['booking']);
    expect(invoiceStatusView('PENDING APPROVAL')).toMatchObject({ label: 'அங்கீகாரத்துக்காக நிலுவையில்', variant: 'info' });
    expect(invoiceStatusView('SUCCESS_PAYMENT').hint).toBe('செலுத்தப்பட்டு உறுதிப்படுத்தப்பட்டது');
    expect(failureReasonText('PAYMENT_FAILED')).toBe('அட்டைக் கொடுப்பனவு வெற்றியளிக்கவில்லை.');
    expect(failureReasonText('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});
