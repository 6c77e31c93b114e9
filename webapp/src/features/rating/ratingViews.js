// What the rating modal shows: the counterpart, the slot, and the rules of a rating. Its
// words are asked for when shown, in the current language.
import { i18n } from '../../i18n/index.js';

export const MAX_STARS = 5;
export const UNRATED = -1;
export const MAX_COMMENT = 1000;
export const RATING_MESSAGES = {
  get stars() {
    return i18n._('booking.rating.chooseStars', { max: MAX_STARS });
  },
  get comment() {
    return i18n._('booking.rating.commentLength', { max: MAX_COMMENT });
  },
  get thanks() {
    return i18n._('booking.rating.thanks');
  },
};

/** The modal's title: consultees rate the consultant, consultants rate the consultee. */
export function ratingTitle(role) {
  return role === 'CONSULTANT' ? i18n._('booking.rating.rateConsultee') : i18n._('booking.rating.rateConsultant');
}

/**
 * The latest-unrated answer of the API as the modal's details: {bookingRateId, name, imageUrl,
 * slotDate, slotStartTime, slotEndTime}. Null when there is nothing to rate.
 */
export function detailsFromLatest(res) {
  if (!res || res.id == null) return null;
  return {
    bookingRateId: res.id,
    bookingId: res.bookingId ?? null,
    name: res.consultantName ?? res.consulteeName ?? '',
    imageUrl: res.consultantImageURL ?? res.consulteeImageURL ?? null,
    slotDate: res.slotDate,
    slotStartTime: res.slotStartTime,
    slotEndTime: res.slotEndTime,
  };
}

/** A previous booking (as the dashboards list them) as the modal's details, for `role` the viewer. */
export function detailsFromBooking(booking, role) {
  if (!booking) return null;
  const first = role === 'CONSULTANT' ? booking.consulteeFirstName : booking.consultantFirstName;
  const last = role === 'CONSULTANT' ? booking.consulteeLastName : booking.consultantLastName;
  return {
    bookingRateId: booking.previousBookingRate?.bookingRateId ?? null,
    bookingId: booking.id,
    name: [first, last].filter(Boolean).join(' '),
    imageUrl: null,
    slotDate: booking.cerebroslotDate,
    slotStartTime: booking.startTime,
    slotEndTime: booking.endTime,
  };
}

/** Whether a star count is a rating (1 to 5); -1 means not rated. */
export const isRated = (stars) => Number.isInteger(stars) && stars >= 1 && stars <= MAX_STARS;
