// The consultant profile form: the personal details (lib/personalDetails.js) and
// the consultant's practice, bank account and slots. The slot rate is chosen in rupees on the
// slider and sent to the API in cents.
import * as Yup from 'yup';
import { i18n, msg, textsOf } from '../../i18n/index.js';
import { EMPTY_PERSON, PERSON_MESSAGES, countryName, personRules, personToValues, valuesToPerson } from '../../lib/personalDetails.js';

export { GENDERS, latestAdultBirthday, MIN_AGE, TIME_ZONES } from '../../lib/personalDetails.js';

/** The form's own validation messages, as message ids (the personal details bring theirs). */
export const MESSAGE_IDS = {
  experience: msg('consultant.profile.error.experience'),
  category: msg('consultant.profile.error.category'),
  about: msg('consultant.profile.error.about'),
  accNumber: msg('consultant.profile.error.accNumber'),
  accNumberLetters: msg('consultant.profile.error.accNumberLetters'),
  bank: msg('consultant.profile.error.bank'),
  bankBranch: msg('consultant.profile.error.bankBranch'),
  slotSize: msg('consultant.profile.error.slotSize'),
  slotRate: msg('consultant.profile.error.slotRate'),
  slotRateMin: msg('consultant.profile.error.slotRateMin'),
  // The server's wording for the limits the spec leaves open.
  experienceRange: msg('consultant.profile.error.experienceRange'),
  aboutLength: msg('consultant.profile.error.aboutLength'),
  bankLength: msg('consultant.profile.error.bankLength'),
  accNumberLength: msg('consultant.profile.error.accNumberLength'),
};

/** Every message of the form (the personal details' too), as text in the current language. */
export const MESSAGES = textsOf(MESSAGE_IDS, { more: PERSON_MESSAGES });

export const STATUS = { PENDING_APPROVAL: 'PENDING_APPROVAL', VERIFIED: 'VERIFIED' };

const labelled = (value, label) => ({
  value,
  get label() {
    return label();
  },
});
export const COUNTRIES = [labelled('Sri Lanka', () => countryName('Sri Lanka'))];
export const CURRENCIES = [labelled('LKR', () => i18n._('consultant.profile.currencyLkr'))];

/** The sliders: slot size in minutes (quarter hours up to two), slot rate in rupees (steps of 500). */
export const SLOT_SIZE = { min: 0, max: 120, step: 15 };
export const SLOT_RATE = { min: 0, max: 5000, step: 500 };
// At least LKR 500 a slot (the API refuses less: rules.MinSlotRateCents); the slider's first step above 0.
export const MIN_SLOT_RATE = 500;

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
      .required(MESSAGE_IDS.category)
      .test('chosen', MESSAGE_IDS.category, (v) => Number(v) > 0),
    experience: Yup.string()
      .trim()
      .required(MESSAGE_IDS.experience)
      .matches(/^\d+$/, MESSAGE_IDS.experience)
      .test('range', MESSAGE_IDS.experienceRange, (v) => !v || Number(v) <= 80),
    about: text(MESSAGE_IDS.about, 2000, MESSAGE_IDS.aboutLength),
    bank: text(MESSAGE_IDS.bank, 100, MESSAGE_IDS.bankLength),
    bankBranch: text(MESSAGE_IDS.bankBranch, 100, MESSAGE_IDS.bankLength),
    accNumber: Yup.string()
      .trim()
      .required(MESSAGE_IDS.accNumber)
      .matches(/^\d+$/, MESSAGE_IDS.accNumberLetters)
      .max(34, MESSAGE_IDS.accNumberLength),
    slotSize: Yup.number().moreThan(0, MESSAGE_IDS.slotSize).required(MESSAGE_IDS.slotSize),
    slotRate: Yup.number().moreThan(0, MESSAGE_IDS.slotRate)
      // 0 keeps the spec's message above; a rate between gets the minimum's.
      .test('minimum', MESSAGE_IDS.slotRateMin, (v) => v == null || v <= 0 || v >= MIN_SLOT_RATE)
      .required(MESSAGE_IDS.slotRate),
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
