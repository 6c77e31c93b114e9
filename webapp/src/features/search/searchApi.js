// What the search screens share besides their requests (discoveryApi.js): page sizes, how a
// consultant is named, and their country in the viewer's language.
import { msg } from '../../i18n/index.js';

export const TYPEAHEAD_ROWS = 8;
export const BROWSE_ROWS = 12;

/** The name to show for a consultant: their display name, else first and last name. */
export function consultantName(c) {
  if (!c) return '';
  return c.displayName?.trim() || [c.firstName, c.lastName].filter(Boolean).join(' ');
}


// The countries a profile can name (the consultee's list in features/consultee/profileSchema.js), as
// message ids; another country is shown as the profile wrote it.
const COUNTRY_NAMES = {
  'Sri Lanka': msg('public.country.lk'),
  India: msg('public.country.in'),
  'United States': msg('public.country.us'),
  'United Kingdom': msg('public.country.gb'),
};

/** A profile's country as a message id, or null for one the app has no name for. */
export const countryMessage = (country) => COUNTRY_NAMES[country] ?? null;
