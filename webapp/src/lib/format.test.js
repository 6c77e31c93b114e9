import { currentYear } from './currentYear.js';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage } from '../test/utils.jsx';
import {
  colomboInstant,
  colomboToday,
  formatAmount,
  formatClock,
  formatCountdown,
  formatDate,
  formatDay,
  formatHours,
  formatPrice,
  formatTime,
  formatWeekday,
  setViewerZone,
  sriLankaTimeBeside,
  TIME_ZONE,
} from './format.js';

describe('format', () => {
  it('prices come in cents and show with thousands grouping and LKR', () => {
    expect(formatPrice(150000)).toBe('1,500 LKR');
    expect(formatPrice('2500000')).toBe('25,000 LKR');
    expect(formatPrice(250050)).toBe('2,500.5 LKR');
  });
  it('amounts come in cents and show with two decimals and LKR', () => {
    expect(formatAmount(150000)).toBe('1,500.00 LKR');
    expect(formatAmount(123450)).toBe('1,234.50 LKR');
    expect(formatAmount(undefined)).toBe('0.00 LKR');
  });
  it('times are shown in Asia/Colombo (UTC+05:30)', () => {
    expect(formatTime('2025-03-15T09:00:00Z')).toBe('2:30 PM');
    expect(formatDate('2025-03-15T20:00:00Z')).toBe('16 Mar 2025');
    expect(formatClock('08:15:00')).toBe('8:15 AM');
    expect(formatDay('2025-03-15')).toBe('Sat, 15 Mar 2025');
  });
  it('today and wall-clock instants are Colombo’s', () => {
    expect(colomboToday(new Date('2024-12-31T19:00:00Z'))).toBe('2025-01-01');
    expect(colomboInstant('2025-01-01', '09:00:00')).toBe(Date.parse('2025-01-01T03:30:00Z'));
  });
  it('durations show in hours (slot size / 60)', () => {
    expect(formatHours(30)).toBe('0.5 hours');
    expect(formatHours(60)).toBe('1 hour');
    expect(formatHours(90)).toBe('1.5 hours');
  });
  it('countdowns show hh:mm:ss, with days beyond 24 hours', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(86399)).toBe('23:59:59');
    expect(formatCountdown(86400)).toBe('24:00:00');
    expect(formatCountdown(86401)).toBe('1 day 00:00:01');
    expect(formatCountdown(3 * 86400 + 4 * 3600 + 5 * 60 + 6)).toBe('3 days 04:05:06');
  });
  it('the year is Colombo’s year', () => {
    expect(currentYear(new Date('2024-12-31T19:00:00Z'))).toBe(2025);
  });
});

describe('format in the viewer’s language and zone', () => {
  afterEach(() => setViewerZone(TIME_ZONE));

  it('writes money and dates in Sinhala and Tamil as Sri Lanka reads them', async () => {
    await inLanguage('si');
    expect(formatAmount(123456789)).toBe('රු. 1,234,567.89');
    expect(formatPrice(150000)).toBe('රු. 1,500');
    expect(formatDate('2025-03-15T09:00:00Z')).toBe('2025 මාර්තු 15');
    expect(formatWeekday('2025-03-15T09:00:00Z')).toBe('2025 මාර්තු 15, සෙනසුරාදා');
    expect(formatTime('2025-03-15T09:00:00Z')).toBe('14.30');
    expect(formatDay('2025-12-01')).toBe('2025 දෙසැම්බර් 1, සඳුදා');
    expect(formatHours(60)).toBe('පැය 1');
    await inLanguage('ta');
    expect(formatPrice(123456700)).toBe('ரூ. 1,234,567'); // thousands, not the Indian lakh grouping
    expect(formatDate('2025-03-15T09:00:00Z')).toBe(new Intl.DateTimeFormat('ta-LK', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE }).format(new Date('2025-03-15T09:00:00Z')));
    expect(formatCountdown(2 * 86400 + 5)).toBe('2 நாட்கள் 00:00:05');
  });

  it('shows times in the viewer’s zone, with Sri Lanka time beside only when the clocks differ', () => {
    const start = '2025-03-15T09:00:00Z'; // 2:30 PM in Colombo, 9:00 AM in London
    expect(sriLankaTimeBeside(start)).toBeNull();
    setViewerZone('Europe/London');
    expect(formatTime(start)).toBe('9:00 AM');
    expect(formatWeekday(start)).toBe('Sat, 15 Mar 2025');
    expect(sriLankaTimeBeside(start)).toBe('2:30 PM');
    setViewerZone('Asia/Kolkata'); // another zone on the same clock
    expect(sriLankaTimeBeside(start)).toBeNull();
    setViewerZone('Not/AZone');
    expect(formatTime(start)).toBe('2:30 PM');
  });

  it('a date late in the evening abroad can be the next day in Sri Lanka', () => {
    setViewerZone('America/New_York');
    const instant = colomboInstant('2025-03-16', '08:00:00'); // 10:30 PM on the 15th in New York
    expect(formatDate(instant)).toBe('15 Mar 2025');
    expect(formatTime(instant)).toBe('10:30 PM');
  });
});
