import { describe, expect, it } from 'vitest';
import { MAX_REASON, MAX_REPLY, reasonSchema, replySchema } from './reviewSchemas.js';
import { isProfileOwner, reviewActions } from './reviewRules.js';

describe('who may do what with a review', () => {
  const consultant = { loggedIn: true, type: 'CONSULTANT', consultantId: 41 };
  it('the profile’s own consultant is its owner; another consultant, a consultee or a visitor is not', () => {
    expect(isProfileOwner(consultant, '41')).toBe(true);
    expect(isProfileOwner(consultant, '42')).toBe(false);
    expect(isProfileOwner({ loggedIn: true, type: 'CONSULTEE', consulteeId: 41 }, '41')).toBe(false);
    expect(isProfileOwner({ loggedIn: false, type: null, consultantId: null }, '41')).toBe(false);
  });

  it('the owner replies once; anyone signed in reports; a visitor does neither', () => {
    const fresh = { id: 1, reply: null };
    const answered = { id: 2, reply: { text: 'Thanks', at: '2030-01-01T00:00:00Z' } };
    expect(reviewActions(fresh, { loggedIn: true, owner: true })).toEqual({ reply: true, report: true });
    expect(reviewActions(answered, { loggedIn: true, owner: true })).toEqual({ reply: false, report: true });
    expect(reviewActions(fresh, { loggedIn: true, owner: false })).toEqual({ reply: false, report: true });
    expect(reviewActions(fresh, { loggedIn: false, owner: false })).toEqual({ reply: false, report: false });
  });
});

describe('the reply and reason rules', () => {
  const errorOf = async (schema, values) => schema.validate(values).then(() => null, (e) => e.errors[0]);
  it('a reply is required, blank is not a reply, and it holds at most 1000 characters', async () => {
    expect(await errorOf(replySchema, { text: '   ' })).toBe('reviews.reply.required');
    expect(await errorOf(replySchema, { text: 'x'.repeat(MAX_REPLY + 1) })).toEqual({ id: 'reviews.reply.max', values: { max: 1000 } });
    expect(await errorOf(replySchema, { text: 'x'.repeat(MAX_REPLY) })).toBeNull();
  });
  it('a reason is required and holds at most 500 characters', async () => {
    expect(await errorOf(reasonSchema, { reason: '' })).toBe('reviews.reason.required');
    expect(await errorOf(reasonSchema, { reason: 'y'.repeat(MAX_REASON + 1) })).toEqual({ id: 'reviews.reason.max', values: { max: 500 } });
    expect(await errorOf(reasonSchema, { reason: 'Abusive words' })).toBeNull();
  });
});
