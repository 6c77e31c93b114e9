// Finding a consultant, on the app's RTK Query API: the search (with its sort; the typeahead's search
// by name too), one consultant's public profile, their reviews and the days with open slots. Public
// reads: no tags to invalidate but the reviews' ('Review': a reply or a moderation changes them); a new argument is a new request, and a screen shows the answer to its
// latest argument (no stale answers to guard against).
import { api } from '../../app/api.js';
import { msg } from '../../i18n/index.js';
import { consultantPath } from '../../lib/apiPaths.js';

/** How the search may be sorted (the API's ?sort=), in the order the menu offers them; `label` is a message id. */
export const SORTS = [
  { value: 'name', label: msg('public.search.sort.name') },
  { value: 'rating', label: msg('public.search.sort.rating') },
  { value: 'price', label: msg('public.search.sort.price') },
  { value: 'next', label: msg('public.search.sort.next') },
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
    /** One consultant's public profile. */
    consultant: build.query({
      query: (id) => ({ url: consultantPath(id) }),
    }),
    /** A page of a consultant's reviews, newest first: [{id, rate, comment, ratedAt, reviewer, reply: {text, at} | null}]. */
    consultantReviews: build.query({
      query: ({ id, page, rows }) => ({ url: `${consultantPath(id)}/reviews`, query: { page, rows } }),
      providesTags: ['Review'],
    }),
    /** {from, days, availableDays: ["YYYY-MM-DD", …]}: the days with an open slot. */
    availableDays: build.query({
      query: ({ id, from, days }) => ({ url: `${consultantPath(id)}/availableDays`, query: { from, days } }),
    }),
  }),
});

export const {
  useSearchConsultantsQuery,
  useLazySearchConsultantsQuery,
  useConsultantQuery,
  useConsultantReviewsQuery,
  useAvailableDaysQuery,
} = discoveryApi;
