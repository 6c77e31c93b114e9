import { describe, expect, it } from 'vitest';
import { documentProblem, expiryProblem, normalNumber, numberProblem, statusOf } from './credentialView.js';

const slmc = { numberPattern: '^[0-9]{1,6}$', numberExample: '12345' };

describe('the registration form', () => {
  it('reads the number as the server does and checks it against the regulator’s format', () => {
    expect(normalNumber(' 12 345 ')).toBe('12345');
    expect(numberProblem(slmc, ' 12 345 ')).toBeNull();
    expect(numberProblem(slmc, 'AB-12')).toBe('credentials.form.numberFormat');
    expect(numberProblem(slmc, '  ')).toBe('credentials.form.numberEmpty');
    expect(numberProblem({ numberPattern: '^[A-Z0-9][A-Z0-9/-]{2,19}$' }, 'ntgl/1234')).toBeNull();
  });

  it('takes a PDF, PNG or JPEG of at most 5 MB', () => {
    expect(documentProblem({ name: 'c.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(documentProblem({ name: 'c.JPG', type: '', size: 1000 })).toBeNull();
    expect(documentProblem({ name: 'c.docx', type: 'application/msword', size: 1000 })).toBe('credentials.form.documentType');
    expect(documentProblem({ name: 'c.pdf', type: 'application/pdf', size: 6 * 1024 * 1024 })).toBe('credentials.form.documentSize');
    expect(documentProblem(null)).toBe('credentials.form.documentMissing');
  });

  it('takes no expiry, or one from today on', () => {
    expect(expiryProblem('', '2026-11-27')).toBeNull();
    expect(expiryProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(expiryProblem('2026-11-26', '2026-11-27')).toBe('credentials.form.expiryPast');
    expect(expiryProblem('27/11/2026', '2026-11-27')).toBe('credentials.form.expiryFormat');
  });
});

describe('statusOf', () => {
  it('shows a missing, waiting, checked, sent-back or expired registration', () => {
    expect(statusOf({}).label).toBe('credentials.status.MISSING');
    expect(statusOf({ credential: { status: 'SUBMITTED' } }).bg).toBe('warning');
    expect(statusOf({ credential: { status: 'CHECKED' } }).label).toBe('credentials.status.CHECKED');
    expect(statusOf({ credential: { status: 'SENT_BACK' } }).bg).toBe('danger');
    expect(statusOf({ credential: { status: 'CHECKED' }, lapsed: true }).label).toBe('credentials.status.EXPIRED');
  });
});
