import { describe, expect, it } from 'vitest';
import { timeZoneOptions, zoneValue } from './timeZones.js';

describe('time zone choices', () => {
  const options = timeZoneOptions(new Date('2030-07-01T00:00:00Z'));
  const byValue = Object.fromEntries(options.map((o) => [o.value, o.label]));

  it('start with Sri Lanka and label each zone with its offset on the day', () => {
    expect(options[0]).toEqual({ value: 'Asia/Colombo', label: 'Asia/Colombo (UTC+05:30)' });
    expect(byValue['Europe/London']).toBe('Europe/London (UTC+01:00)'); // summer time
    expect(byValue['America/New_York']).toBe('America/New York (UTC-04:00)');
    expect(byValue.UTC).toBe('UTC (UTC+00:00)');
    expect(options.length).toBeGreaterThan(300);
  });

  it('use today’s IANA names, never the old ones browsers still list', () => {
    expect(byValue['Asia/Kolkata']).toBe('Asia/Kolkata (UTC+05:30)');
    expect(byValue['Asia/Calcutta']).toBeUndefined();
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
  });

  it('read a stored zone, the old 5.5 being Colombo', () => {
    expect(zoneValue('Europe/London')).toBe('Europe/London');
    expect(zoneValue('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(zoneValue(5.5)).toBe('Asia/Colombo');
    expect(zoneValue(undefined)).toBe('Asia/Colombo');
    expect(zoneValue('UTC')).toBe('UTC');
  });
});
