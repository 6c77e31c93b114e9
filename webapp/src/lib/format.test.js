import { describe, expect, it } from 'vitest';
import { currentYear, formatAmount, formatClock, formatDate, formatPrice, formatTime } from './format.js';

describe('format', () => {
  it('prices have thousands grouping and LKR', () => {
    expect(formatPrice(1500)).toBe('1,500 LKR');
    expect(formatPrice('25000')).toBe('25,000 LKR');
  });
  it('amounts have two decimals and LKR', () => {
    expect(formatAmount(1500)).toBe('1,500.00 LKR');
    expect(formatAmount(1234.5)).toBe('1,234.50 LKR');
  });
  it('times are shown in Asia/Colombo (UTC+05:30)', () => {
    expect(formatTime('2025-03-15T09:00:00Z')).toBe('2:30 PM');
    expect(formatDate('2025-03-15T20:00:00Z')).toBe('16 Mar 2025');
    expect(formatClock('08:15:00')).toBe('8:15 AM');
  });
  it('the year is Colombo’s year', () => {
    expect(currentYear(new Date('2024-12-31T19:00:00Z'))).toBe(2025);
  });
});
