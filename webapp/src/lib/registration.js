// A checked registration as the public sees it: "Registration checked: SLMC 12345, 26 Nov 2026",
// the date the admin checked it, in the viewer's language and zone.
import { formatDate } from './format.js';

/** The values of the badge's text for a consultant's `registration` ({body, number, checkedAt}), or null without one. */
export function registrationValues(registration, zone) {
  if (!registration?.number || !registration?.checkedAt) return null;
  return { body: registration.body, number: registration.number, date: formatDate(registration.checkedAt, zone) };
}
