import { describe, expect, it } from 'vitest';
import { canPayInvoice, invoiceStatusView, isPaidInvoice, isPendingInvoice } from './invoiceStatus.js';

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
