// The consultee profile form (spec §2, §5): the personal details (lib/personalDetails.js) and the
// consultee's choices of country, dial code and currency.
import * as Yup from 'yup';
import { EMPTY_PERSON, PERSON_MESSAGES, personRules, personToValues, valuesToPerson } from '../../lib/personalDetails.js';

export { GENDERS, latestAdultBirthday, MIN_AGE, TIME_ZONES } from '../../lib/personalDetails.js';

export const MESSAGES = PERSON_MESSAGES;

/** The consultee's countries, their dial codes (spec §9) and the time zone each suggests. */
export const COUNTRIES = [
  { value: 'Sri Lanka', label: 'Sri Lanka', dialCode: '94', zone: 'Asia/Colombo' },
  { value: 'India', label: 'India', dialCode: '91', zone: 'Asia/Kolkata' },
  { value: 'United States', label: 'United States', dialCode: '1', zone: 'America/New_York' },
  { value: 'United Kingdom', label: 'United Kingdom', dialCode: '44', zone: 'Europe/London' },
];
export const COUNTRY_CODES = { 'Sri Lanka': 'LK', India: 'IN', 'United States': 'US', 'United Kingdom': 'GB' };
export const DIAL_CODES = COUNTRIES.map((c) => ({ value: c.dialCode, label: `${COUNTRY_CODES[c.value]} +${c.dialCode}` }));
export const CURRENCIES = [{ value: 'LKR', label: 'LKR (Sri Lankan Rupee)' }];

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
