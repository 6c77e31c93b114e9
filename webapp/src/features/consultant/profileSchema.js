// The consultant profile form (spec §2, §5, §9): its choices, defaults, sliders and Yup schema.
// The slot rate is chosen in rupees on the slider and sent to the API in cents.
import * as Yup from 'yup';
import { dayjs, TIME_ZONE } from '../../lib/format.js';

export const MIN_AGE = 18;

export const MESSAGES = {
  firstName: 'Cannot leave First Name empty',
  lastName: 'Cannot leave Last Name empty',
  birthday: 'Cannot leave birthday empty',
  gender: 'Please select your gender',
  experience: 'Cannot leave experience empty',
  category: 'Cannot leave category empty',
  about: 'Cannot leave Description empty',
  phone: 'Cannot leave Phone empty',
  accNumber: 'Cannot leave Account Number empty',
  accNumberLetters: 'Account number contains string values',
  bank: 'Cannot leave Bank empty',
  bankBranch: 'Cannot leave Bank Branch empty',
  slotSize: 'Please Enter a Slot Size more than 0',
  slotRate: 'Please Enter a Slot Rate more than 0',
  // The server's wording for the limits the spec leaves open.
  nameLetters: 'Names can contain letters and spaces only',
  nameLength: 'Names must be at most 50 characters',
  displayNameLength: 'Display Name must be at most 101 characters',
  experienceRange: 'Experience must be at most 80 years',
  aboutLength: 'Description must be at most 2000 characters',
  phoneDigits: 'Phone can contain digits only, 6 to 15 of them',
  bankLength: 'Bank details must be at most 100 characters',
  accNumberLength: 'Account number must be at most 34 digits',
  underAge: 'You must be at least 18 years old to use Cerebro',
  futureBirthday: 'Birthday cannot be in the future',
};

/** The review notice shown until an admin approves the profile (spec §2). */
export const IN_REVIEW = 'Your profile is in review process.';

export const STATUS = { PENDING_APPROVAL: 'PENDING_APPROVAL', VERIFIED: 'VERIFIED' };

export const GENDERS = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
];
export const COUNTRIES = [{ value: 'Sri Lanka', label: 'Sri Lanka' }];
export const TIME_ZONES = [{ value: '5.5', label: 'Sri Lanka (UTC+05:30)' }];
export const CURRENCIES = [{ value: 'LKR', label: 'LKR – Sri Lankan Rupee' }];
export const DIAL_CODE = '94';
export const CATEGORY_PLACEHOLDER = 'Select A Consultant Category';

/** The sliders of spec §9: slot size in minutes, slot rate in rupees. */
export const SLOT_SIZE = { min: 0, max: 120, step: 15 };
export const SLOT_RATE = { min: 0, max: 5000, step: 500 };

export const EMPTY_PROFILE = {
  firstName: '',
  lastName: '',
  displayName: '',
  birthday: '',
  gender: '',
  country: 'Sri Lanka',
  timeZone: '5.5',
  currency: 'LKR',
  categoryId: '',
  experience: '',
  about: '',
  dialCode: DIAL_CODE,
  phone: '',
  bank: '',
  bankBranch: '',
  accNumber: '',
  slotSize: 0,
  slotRate: 0,
  imageName: '',
};

/** The latest birthday of someone who is 18 today in Colombo, as "YYYY-MM-DD". */
export function latestAdultBirthday(now = new Date()) {
  return dayjs(now).tz(TIME_ZONE).subtract(MIN_AGE, 'year').format('YYYY-MM-DD');
}

const name = (emptyMessage) =>
  Yup.string()
    .trim()
    .required(emptyMessage)
    .matches(/^[\p{L}\p{M} ]+$/u, MESSAGES.nameLetters)
    .max(50, MESSAGES.nameLength);

const text = (emptyMessage, max, longMessage) => Yup.string().trim().required(emptyMessage).max(max, longMessage);

/** The form's schema; `now` is for tests. */
export function consultantProfileSchema(now = new Date()) {
  const today = dayjs(now).tz(TIME_ZONE).format('YYYY-MM-DD');
  return Yup.object({
    firstName: name(MESSAGES.firstName),
    lastName: name(MESSAGES.lastName),
    displayName: Yup.string().trim().max(101, MESSAGES.displayNameLength),
    birthday: Yup.string()
      .required(MESSAGES.birthday)
      .test('not-future', MESSAGES.futureBirthday, (v) => !v || v <= today)
      .test('adult', MESSAGES.underAge, (v) => !v || v > today || v <= latestAdultBirthday(now)),
    gender: Yup.string().required(MESSAGES.gender),
    categoryId: Yup.string()
      .required(MESSAGES.category)
      .test('chosen', MESSAGES.category, (v) => Number(v) > 0),
    experience: Yup.string()
      .trim()
      .required(MESSAGES.experience)
      .matches(/^\d+$/, MESSAGES.experience)
      .test('range', MESSAGES.experienceRange, (v) => !v || Number(v) <= 80),
    about: text(MESSAGES.about, 2000, MESSAGES.aboutLength),
    phone: Yup.string()
      .trim()
      .required(MESSAGES.phone)
      .matches(/^\d{6,15}$/, MESSAGES.phoneDigits),
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
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    displayName: p.displayName ?? '',
    birthday: p.birthday ?? '',
    gender: p.gender ?? '',
    country: p.country || EMPTY_PROFILE.country,
    timeZone: p.timeZone != null ? String(p.timeZone) : EMPTY_PROFILE.timeZone,
    currency: p.currency || EMPTY_PROFILE.currency,
    categoryId: p.categoryId ? String(p.categoryId) : '',
    experience: p.experience != null ? String(p.experience) : '',
    about: p.about ?? '',
    dialCode: p.dialCode || DIAL_CODE,
    phone: p.phone ?? '',
    bank: p.bank ?? '',
    bankBranch: p.bankBranch ?? '',
    accNumber: p.accNumber ?? '',
    slotSize: Number(p.slotSize) || 0,
    slotRate: Math.round((Number(p.slotRate) || 0) / 100),
    imageName: p.imageName ?? '',
  };
}

/** The request body for the form's values: display name defaults to first plus last name; rate in cents. */
export function valuesToProfile(v) {
  const firstName = v.firstName.trim();
  const lastName = v.lastName.trim();
  return {
    firstName,
    lastName,
    displayName: v.displayName.trim() || `${firstName} ${lastName}`,
    birthday: v.birthday,
    gender: v.gender,
    country: v.country,
    timeZone: Number(v.timeZone),
    currency: v.currency,
    categoryId: Number(v.categoryId),
    experience: Number(v.experience),
    about: v.about.trim(),
    dialCode: v.dialCode,
    phone: v.phone.trim(),
    bank: v.bank.trim(),
    bankBranch: v.bankBranch.trim(),
    accNumber: v.accNumber.trim(),
    slotSize: Number(v.slotSize),
    slotRate: Number(v.slotRate) * 100,
    imageName: v.imageName,
  };
}
