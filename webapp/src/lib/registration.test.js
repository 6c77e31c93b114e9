import { describe, expect, it } from 'vitest';
import { registrationValues } from './registration.js';

describe('registrationValues', () => {
  it('gives the body, the number and the date the admin checked it, in the zone asked for', () => {
    const badge = { body: 'SLMC', number: '12345', checkedAt: '2026-11-26T20:00:00Z' };
    expect(registrationValues(badge, 'UTC')).toEqual({ body: 'SLMC', number: '12345', date: '26 Nov 2026' });
    // 20:00 UTC is already the next morning in Colombo.
    expect(registrationValues(badge, 'Asia/Colombo').date).toBe('27 Nov 2026');
  });

  it('is null for a consultant without a checked registration', () => {
    expect(registrationValues(undefined)).toBeNull();
    expect(registrationValues({ body: 'SLMC', number: '12345' })).toBeNull();
  });
});
