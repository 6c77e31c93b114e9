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

/**
 * "First Last" of a party of a booking, invoice slot or slot (`party`: 'consultant' | 'consultee'),
 * or the party's name in the current language when the row has none.
 */
export function partyName(row, party) {
  const name = [row?.[`${party}FirstName`], row?.[`${party}LastName`]].filter(Boolean).join(' ');
  return name || i18n._(PARTY_NAME[party]);
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
