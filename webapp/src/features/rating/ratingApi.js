// Ratings (spec §3, §7): the latest unrated session of a consultant or consultee, and the rating itself.
import { http } from '../../lib/http.js';

const id = (v) => encodeURIComponent(v);

export const ratingApi = {
  /**
   * GET /booking/consultee/rate/{id} or /booking/consultant/rate/{id}: the latest session the person
   * has not rated yet, or null (204) when there is none.
   */
  latestUnrated: (role, profileId) =>
    http.get(role === 'CONSULTANT' ? `/booking/consultant/rate/${id(profileId)}` : `/booking/consultee/rate/${id(profileId)}`),

  /** PUT /booking/rate/ {bookingRateId, rate, comment}. */
  update: ({ bookingRateId, rate, comment }) => http.put('/booking/rate/', { bookingRateId, rate, comment }),
};
