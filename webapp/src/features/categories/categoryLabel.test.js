import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../test/utils.jsx';
import { categoryLabel } from './categoryLabel.js';

describe('categoryLabel', () => {
  it('names the launch categories in the current language, and leaves an admin-added one as it was given', async () => {
    expect(categoryLabel('Lawyer')).toBe('Lawyer');
    await inLanguage('si');
    expect(categoryLabel('Lawyer')).toBe('නීතිඥ');
    expect(categoryLabel('Yoga Teacher')).toBe('Yoga Teacher');
    await inLanguage('ta');
    expect(categoryLabel('Nursing and Midwifery')).toBe('தாதியியல் மற்றும் மருத்துவமாதர் சேவை');
    expect(categoryLabel(undefined)).toBe('');
  });
});
