// The personal details both profiles carry, the consultant's and the consultee's (spec §2, §5): names,
// birthday, gender, where they live, phone and picture — their messages, defaults, Yup rules and the
// mapping between the API's profile and the form's values. Each feature's profileSchema.js adds its own.
import * as Yup from 'yup';
import { dayjs, TIME_ZONE } from './format.js';
import { COLOMBO, timeZoneOptions, zoneValue } from './timeZones.js';

export const MIN_AGE = 18;

export const PERSON_MESSAGES = {
  firstName: 'Cannot leave First Name empty',
  lastName: 'Cannot leave Last Name empty',
  birthday: 'Cannot leave birthday empty',
  gender: 'Please select your gender',
  phone: 'Cannot leave Phone empty',
  // The server's wording for the limits the spec leaves open.
  nameLetters: 'Names can contain letters and spaces only',
  nameLength: 'Names must be at most 50 characters',
  displayNameLength: 'Display Name must be at most 101 characters',
  phoneDigits: 'Phone can contain digits only, 6 to 15 of them',
  underAge: 'You must be at least 18 years old to use Cerebro',
  futureBirthday: 'Birthday cannot be in the future',
};

export const GENDERS = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
];
export const TIME_ZONES = timeZoneOptions();

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
    .matches(/^[\p{L}\p{M} ]+$/u, PERSON_MESSAGES.nameLetters)
    .max(50, PERSON_MESSAGES.nameLength);

/** The Yup rules of the personal details, to spread into a profile's schema; `now` is for tests. */
export function personRules(now = new Date()) {
  const today = dayjs(now).tz(TIME_ZONE).format('YYYY-MM-DD');
  return {
    firstName: name(PERSON_MESSAGES.firstName),
    lastName: name(PERSON_MESSAGES.lastName),
    displayName: Yup.string().trim().max(101, PERSON_MESSAGES.displayNameLength),
    birthday: Yup.string()
      .required(PERSON_MESSAGES.birthday)
      .test('not-future', PERSON_MESSAGES.futureBirthday, (v) => !v || v <= today)
      .test('adult', PERSON_MESSAGES.underAge, (v) => !v || v > today || v <= latestAdultBirthday(now)),
    gender: Yup.string().required(PERSON_MESSAGES.gender),
    phone: Yup.string()
      .trim()
      .required(PERSON_MESSAGES.phone)
      .matches(/^\d{6,15}$/, PERSON_MESSAGES.phoneDigits),
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
