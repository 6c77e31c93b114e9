// Pure helpers that read one booking (or an invoice's slot) the same way for either party. Shared:
// the sessions, consultee, consultant and booking features all show bookings. Its words are ids of
// the sessions catalogue.
import { colomboSpan } from './format.js';
import { i18n, msg } from '../i18n/index.js';

/** The other party of a booking ('consultant' | 'consultee'): the consultee sees their consultant, and the other way round. */
export const otherParty = (party) => (party === 'consultant' ? 'consultee' : 'consultant');

/** What each party is called, as a label and when a booking carries no name for them. */
export const PARTY_NAME = {
  consultant: msg('sessions.party.consultant'),
  consultee: msg('sessions.party.consultee'),
};

/** How a party who closed their account is named (their profile keeps no name): issue 33. */
const FORMER_MEMBER = msg('sessions.party.formerMember');

/**
 * "First Last" of a party of a booking, invoice slot or slot (`party`: 'consultant' | 'consultee');
 * a row with a party but no name is of a closed account: "A former member" in the current language;
 * a row without the party at all says which party it is.
 */
export function partyName(row, party) {
  const name = [row?.[`${party}FirstName`], row?.[`${party}LastName`]].filter(Boolean).join(' ');
  if (name) return name;
  const hasParty = row && (`${party}FirstName` in row || `${party}LastName` in row);
  return i18n._(hasParty ? FORMER_MEMBER : PARTY_NAME[party]);
}

/** The rating the viewer gave a previous booking: its value when rated, else -1
 * (unrated, as the star input reads it). */
export function ratingOf(booking) {
  const r = booking?.previousBookingRate;
  return r?.hasRated ? Number(r.rateValue) : -1;
}

/** When a booking starts and ends, as instants (the API gives its Sri Lanka date and clock). */
export function sessionInstants(booking) {
  return colomboSpan(booking.cerebroslotDate, booking.startTime, booking.endTime);
}
