// The consultee profile form: the personal details (lib/personalDetails.js) and the
// consultee's choices of country, dial code and currency. Labels are read in the current language
// when the form shows them.
import * as Yup from 'yup';
import { i18n } from '../../i18n/index.js';
import { countryName, EMPTY_PERSON, PERSON_MESSAGES, personRules, personToValues, valuesToPerson } from '../../lib/personalDetails.js';

export { GENDERS, latestAdultBirthday, MIN_AGE, TIME_ZONES } from '../../lib/personalDetails.js';

export const MESSAGES = PERSON_MESSAGES;

// The API stores the English name of the country; the form shows it in the reader's language.
const country = (value, dialCode, zone) => ({
  value,
  dialCode,
  zone,
  get label() {
    return countryName(value);
  },
});

/** The consultee's countries, their dial codes (Sri Lanka first, the default) and the
 * time zone each suggests. */
export const COUNTRIES = [
  country('Sri Lanka', '94', 'Asia/Colombo'),
  country('India', '91', 'Asia/Kolkata'),
  country('United States', '1', 'America/New_York'),
  country('United Kingdom', '44', 'Europe/London'),
];
export const COUNTRY_CODES = { 'Sri Lanka': 'LK', India: 'IN', 'United States': 'US', 'United Kingdom': 'GB' };
export const DIAL_CODES = COUNTRIES.map((c) => ({ value: c.dialCode, label: `${COUNTRY_CODES[c.value]} +${c.dialCode}` }));
export const CURRENCIES = [
  {
    value: 'LKR',
    get label() {
      return i18n._('consultee.profile.currencyLkr');
    },
  },
];

export const EMPTY_PROFILE = EMPTY_PERSON;

/** The form's schema; `now` is for tests. */
export function consulteeProfileSchema(now = new Date()) {
  return Yup.object({ ...personRules(now), country: Yup.string().required() });
}

/** The form's values for a saved profile. */
export function profileToValues(p) {
  return p ? personToValues(p) : { ...EMPTY_PROFILE };
}

/** The request body for the form's values. */
export const valuesToProfile = valuesToPerson;
