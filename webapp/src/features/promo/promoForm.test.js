import { describe, expect, it } from 'vitest';
import { emptyPromo, promoBody, promoSchema } from './promoForm.js';

describe('the new promo code form', () => {
  it('sends a percentage as it is and an amount in cents', () => {
    const base = { ...emptyPromo('2026-12-01'), code: 'LAUNCH', validTo: '2026-12-31' };
    expect(promoBody({ ...base, value: '10' })).toMatchObject({ code: 'LAUNCH', percentOff: 10, categoryIds: [] });
    expect(promoBody({ ...base, kind: 'amount', value: '500.50', categoryId: '3' })).toMatchObject({ amountOff: 50050, categoryIds: [3] });
    expect(promoBody({ ...base, kind: 'amount', value: '500' }).percentOff).toBeUndefined();
  });

  it('refuses a percentage outside 1 to 100 and dates out of order', async () => {
    const base = { ...emptyPromo('2026-12-01'), code: 'LAUNCH' };
    await expect(promoSchema.validateAt('value', { ...base, value: 101 })).rejects.toThrow();
    await expect(promoSchema.validate({ ...base, value: 10, validTo: '2026-11-30' })).rejects.toThrow();
    await expect(promoSchema.validate({ ...base, value: 10 })).resolves.toBeTruthy();
  });
});
