// The personal details both profiles carry, the consultant's and the consultee's: names,
// birthday, gender, where they live, phone and picture — their messages, defaults, Yup rules and the
// mapping between the API's profile and the form's values. Each feature's profileSchema.js adds its own.
// Texts are in the profile catalogue and read in the current language when they are shown.
import * as Yup from 'yup';
import dayjs from './dayjs.js';
import { TIME_ZONE } from './format.js';
import { COLOMBO, timeZoneOptions, zoneValue } from './timeZones.js';
import { i18n, msg, textsOf } from '../i18n/index.js';

export const MIN_AGE = 18;

/** The validation messages of the personal details, as message ids. */
export const PERSON_MESSAGE_IDS = {
  firstName: msg('profile.error.firstNameEmpty'),
  lastName: msg('profile.error.lastNameEmpty'),
  birthday: msg('profile.error.birthdayEmpty'),
  gender: msg('profile.error.genderEmpty'),
  phone: msg('profile.error.phoneEmpty'),
  // The server's wording for the limits the spec leaves open.
  nameLetters: msg('profile.error.nameLetters'),
  nameLength: msg('profile.error.nameLength'),
  displayNameLength: msg('profile.error.displayNameLength'),
  phoneDigits: msg('profile.error.phoneDigits'),
  underAge: msg('profile.error.underAge'),
  futureBirthday: msg('profile.error.futureBirthday'),
};

/**
 * The same messages as text, in the language of the moment each time one is read
 * (`PERSON_MESSAGES.firstName`): read them when they are needed, not once at module load.
 */
export const PERSON_MESSAGES = textsOf(PERSON_MESSAGE_IDS);

// A Yup message read when the check fails, so it is in the language of that moment.
const message = (key) => () => i18n._(PERSON_MESSAGE_IDS[key]);

/** The gender choices; each `label` reads in the current language. */
export const GENDERS = [
  { value: 'MALE', id: msg('profile.gender.male') },
  { value: 'FEMALE', id: msg('profile.gender.female') },
].map(({ value, id }) => ({
  value,
  get label() {
    return i18n._(id);
  },
}));

export const TIME_ZONES = timeZoneOptions();

// The countries a profile can name, as message ids (the consultee's list is in
// features/consultee/profileSchema.js; the API stores the English name).
const COUNTRY_NAME_IDS = {
  'Sri Lanka': msg('profile.country.lk'),
  India: msg('profile.country.in'),
  'United States': msg('profile.country.us'),
  'United Kingdom': msg('profile.country.gb'),
};

/** A country as the API stores it ("Sri Lanka") in the current language; one we have no name for as it is. */
export function countryName(country) {
  const id = COUNTRY_NAME_IDS[country];
  return id ? i18n._(id) : country;
}

export const EMPTY_PERSON = {
  firstName: '',
  lastName: '',
  displayName: '',
  birthday: '',
  gender: '',
  country: 'Sri Lanka',
  timeZone: COLOMBO,
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
    .matches(/^[\p{L}\p{M} ]+$/u, message('nameLetters'))
    .max(50, message('nameLength'));

/** The Yup rules of the personal details, to spread into a profile's schema; `now` is for tests. */
export function personRules(now = new Date()) {
  const today = dayjs(now).tz(TIME_ZONE).format('YYYY-MM-DD');
  return {
    firstName: name(message('firstName')),
    lastName: name(message('lastName')),
    displayName: Yup.string().trim().max(101, message('displayNameLength')),
    birthday: Yup.string()
      .required(message('birthday'))
      .test('not-future', message('futureBirthday'), (v) => !v || v <= today)
      .test('adult', message('underAge'), (v) => !v || v > today || v <= latestAdultBirthday(now)),
    gender: Yup.string().required(message('gender')),
    phone: Yup.string()
      .trim()
      .required(message('phone'))
      .matches(/^\d{6,15}$/, message('phoneDigits')),
  };
}

/** The form's values of a saved profile's personal details (defaults where it has none). */
export function personToValues(p) {
  return {
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    displayName: p.displayName ?? '',
    birthday: p.birthday ?? '',
    gender: p.gender ?? '',
    country: p.country || EMPTY_PERSON.country,
    timeZone: zoneValue(p.timeZone),
    currency: p.currency || EMPTY_PERSON.currency,
    dialCode: p.dialCode || EMPTY_PERSON.dialCode,
    phone: p.phone ?? '',
    imageName: p.imageName ?? '',
  };
}

/** The personal details of the request body; the display name defaults to first plus last name. */
export function valuesToPerson(v) {
  const firstName = v.firstName.trim();
  const lastName = v.lastName.trim();
  return {
    firstName,
    lastName,
    displayName: v.displayName.trim() || `${firstName} ${lastName}`,
    birthday: v.birthday,
    gender: v.gender,
    country: v.country,
    timeZone: v.timeZone,
    currency: v.currency,
    dialCode: v.dialCode,
    phone: v.phone.trim(),
    imageName: v.imageName,
  };
}
