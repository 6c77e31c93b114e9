// Finding a consultant, on the app's RTK Query API: the search (with its sort), a consultant's reviews
// and the days with open slots. Public reads: no tags to invalidate; a new argument is a new request.
import { api } from '../../app/api.js';

/** How the search may be sorted (the API's ?sort=), in the order the menu offers them. */
export const SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'price', label: 'Lowest price' },
  { value: 'next', label: 'Next available' },
];

export const discoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A page of consultants: {pageData, currentPageNo, totalNoOfPages, hasMorePages}. */
    searchConsultants: build.query({
      query: ({ name, category, slotSize, rateMax, sort, page, rows }) => ({
        url: '/consultant',
        query: { consultantName: name, category, ss: slotSize, srmax: rateMax, sort, page, rows },
      }),
    }),
    /** A page of a consultant's reviews, newest first. */
    consultantReviews: build.query({
      query: ({ id, page, rows }) => ({ url: `/consultant/${encodeURIComponent(id)}/reviews`, query: { page, rows } }),
    }),
    /** {from, days, availableDays: ["YYYY-MM-DD", …]}: the days with an open slot. */
    availableDays: build.query({
      query: ({ id, from, days }) => ({ url: `/consultant/${encodeURIComponent(id)}/availableDays`, query: { from, days } }),
    }),
  }),
});

export const { useSearchConsultantsQuery, useConsultantReviewsQuery, useAvailableDaysQuery } = discoveryApi;
