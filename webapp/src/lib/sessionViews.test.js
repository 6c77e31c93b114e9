import { describe, expect, it } from 'vitest';
import { partyName } from './sessionViews.js';

describe('partyName', () => {
  it('names the other party of a booking', () => {
    expect(partyName({ consulteeFirstName: 'Kamala', consulteeLastName: 'Silva' }, 'consultee')).toBe('Kamala Silva');
  });

  it('says "A former member" for a party whose account is closed (its names are blank)', () => {
    expect(partyName({ consulteeFirstName: '', consulteeLastName: '' }, 'consultee')).toBe('A former member');
  });

  it('says which party it is when the row carries no names at all', () => {
    expect(partyName({}, 'consultant')).toBe('Consultant');
  });
});
