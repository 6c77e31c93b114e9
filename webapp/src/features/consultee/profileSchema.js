// The consultee profile form (spec §2, §5): its choices, defaults and Yup schema.
import * as Yup from 'yup';
import { dayjs, TIME_ZONE } from '../../lib/format.js';

export const MIN_AGE = 18;

export const MESSAGES = {
  firstName: 'Cannot leave First Name empty',
  lastName: 'Cannot leave Last Name empty',
  birthday: 'Cannot leave birthday empty',
  gender: 'Please select your gender',
  phone: 'Cannot leave Phone empty',
  nameLetters: 'Names can contain letters and spaces only',
  nameLength: 'Names must be at most 50 characters',
  phoneDigits: 'Phone can contain digits only, 6 to 15 of them',
  underAge: 'You must be at least 18 years old to use Cerebro',
  futureBirthday: 'Birthday cannot be in the future',
};

export const GENDERS = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
];

/** The consultee's countries and their dial codes (spec §9). */
export const COUNTRIES = [
  { value: 'Sri Lanka', label: 'Sri Lanka', dialCode: '94' },
  { value: 'India', label: 'India', dialCode: '91' },
  { value: 'United States', label: 'United States', dialCode: '1' },
  { value: 'United Kingdom', label: 'United Kingdom', dialCode: '44' },
];
export const COUNTRY_CODES = { 'Sri Lanka': 'LK', India: 'IN', 'United States': 'US', 'United Kingdom': 'GB' };
export const DIAL_CODES = COUNTRIES.map((c) => ({ value: c.dialCode, label: `${COUNTRY_CODES[c.value]} +${c.dialCode}` }));
export const TIME_ZONES = [{ value: '5.5', label: 'Sri Lanka (UTC+05:30)' }];
export const CURRENCIES = [{ value: 'LKR', label: 'LKR (Sri Lankan Rupee)' }];

export const EMPTY_PROFILE = {
  firstName: '',
  lastName: '',
  displayName: '',
  birthday: '',
  gender: '',
  country: 'Sri Lanka',
  timeZone: '5.5',
  currency: 'LKR',
  dialCode: '94',
  phone: '',
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

/** The form's schema; `now` is for tests. */
export function consulteeProfileSchema(now = new Date()) {
  const today = dayjs(now).tz(TIME_ZONE).format('YYYY-MM-DD');
  return Yup.object({
    firstName: name(MESSAGES.firstName),
    lastName: name(MESSAGES.lastName),
    displayName: Yup.string().trim().max(101, 'Display Name must be at most 101 characters'),
    birthday: Yup.string()
      .required(MESSAGES.birthday)
      .test('not-future', MESSAGES.futureBirthday, (v) => !v || v <= today)
      .test('adult', MESSAGES.underAge, (v) => !v || v > today || v <= latestAdultBirthday(now)),
    gender: Yup.string().required(MESSAGES.gender),
    country: Yup.string().required(),
    phone: Yup.string()
      .trim()
      .required(MESSAGES.phone)
      .matches(/^\d{6,15}$/, MESSAGES.phoneDigits),
  });
}

/** The form's values for a saved profile. */
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
    dialCode: p.dialCode || EMPTY_PROFILE.dialCode,
    phone: p.phone ?? '',
    imageName: p.imageName ?? '',
  };
}

/** The request body for the form's values; the display name defaults to first plus last name. */
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
    dialCode: v.dialCode,
    phone: v.phone.trim(),
    imageName: v.imageName,
  };
}
