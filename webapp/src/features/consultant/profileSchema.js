// The consultant profile form (spec §2, §5, §9): the personal details (lib/personalDetails.js) and
// the consultant's practice, bank account and slots. The slot rate is chosen in rupees on the
// slider and sent to the API in cents.
import * as Yup from 'yup';
import { EMPTY_PERSON, PERSON_MESSAGES, personRules, personToValues, valuesToPerson } from '../../lib/personalDetails.js';

export { GENDERS, latestAdultBirthday, MIN_AGE, TIME_ZONES } from '../../lib/personalDetails.js';

export const MESSAGES = {
  ...PERSON_MESSAGES,
  experience: 'Cannot leave experience empty',
  category: 'Cannot leave category empty',
  about: 'Cannot leave Description empty',
  accNumber: 'Cannot leave Account Number empty',
  accNumberLetters: 'Account number contains string values',
  bank: 'Cannot leave Bank empty',
  bankBranch: 'Cannot leave Bank Branch empty',
  slotSize: 'Please Enter a Slot Size more than 0',
  slotRate: 'Please Enter a Slot Rate more than 0',
  // The server's wording for the limits the spec leaves open.
  experienceRange: 'Experience must be at most 80 years',
  aboutLength: 'Description must be at most 2000 characters',
  bankLength: 'Bank details must be at most 100 characters',
  accNumberLength: 'Account number must be at most 34 digits',
};

/** The review notice shown until an admin approves the profile (spec §2). */
export const IN_REVIEW = 'Your profile is in review process.';

export const STATUS = { PENDING_APPROVAL: 'PENDING_APPROVAL', VERIFIED: 'VERIFIED' };

export const COUNTRIES = [{ value: 'Sri Lanka', label: 'Sri Lanka' }];
export const CURRENCIES = [{ value: 'LKR', label: 'LKR – Sri Lankan Rupee' }];
export const CATEGORY_PLACEHOLDER = 'Select A Consultant Category';

/** The sliders of spec §9: slot size in minutes, slot rate in rupees. */
export const SLOT_SIZE = { min: 0, max: 120, step: 15 };
export const SLOT_RATE = { min: 0, max: 5000, step: 500 };

export const EMPTY_PROFILE = {
  ...EMPTY_PERSON,
  categoryId: '',
  experience: '',
  about: '',
  bank: '',
  bankBranch: '',
  accNumber: '',
  slotSize: 0,
  slotRate: 0,
};

const text = (emptyMessage, max, longMessage) => Yup.string().trim().required(emptyMessage).max(max, longMessage);

/** The form's schema; `now` is for tests. */
export function consultantProfileSchema(now = new Date()) {
  return Yup.object({
    ...personRules(now),
    categoryId: Yup.string()
      .required(MESSAGES.category)
      .test('chosen', MESSAGES.category, (v) => Number(v) > 0),
    experience: Yup.string()
      .trim()
      .required(MESSAGES.experience)
      .matches(/^\d+$/, MESSAGES.experience)
      .test('range', MESSAGES.experienceRange, (v) => !v || Number(v) <= 80),
    about: text(MESSAGES.about, 2000, MESSAGES.aboutLength),
    bank: text(MESSAGES.bank, 100, MESSAGES.bankLength),
    bankBranch: text(MESSAGES.bankBranch, 100, MESSAGES.bankLength),
    accNumber: Yup.string()
      .trim()
      .required(MESSAGES.accNumber)
      .matches(/^\d+$/, MESSAGES.accNumberLetters)
      .max(34, MESSAGES.accNumberLength),
    slotSize: Yup.number().moreThan(0, MESSAGES.slotSize).required(MESSAGES.slotSize),
    slotRate: Yup.number().moreThan(0, MESSAGES.slotRate).required(MESSAGES.slotRate),
  });
}

/** The form's values for a saved profile (its slot rate in cents becomes rupees). */
export function profileToValues(p) {
  if (!p) return { ...EMPTY_PROFILE };
  return {
    ...personToValues(p),
    categoryId: p.categoryId ? String(p.categoryId) : '',
    experience: p.experience != null ? String(p.experience) : '',
    about: p.about ?? '',
    bank: p.bank ?? '',
    bankBranch: p.bankBranch ?? '',
    accNumber: p.accNumber ?? '',
    slotSize: Number(p.slotSize) || 0,
    slotRate: Math.round((Number(p.slotRate) || 0) / 100),
  };
}

/** The request body for the form's values (the rate in cents). */
export function valuesToProfile(v) {
  return {
    ...valuesToPerson(v),
    categoryId: Number(v.categoryId),
    experience: Number(v.experience),
    about: v.about.trim(),
    bank: v.bank.trim(),
    bankBranch: v.bankBranch.trim(),
    accNumber: v.accNumber.trim(),
    slotSize: Number(v.slotSize),
    slotRate: Number(v.slotRate) * 100,
  };
}
