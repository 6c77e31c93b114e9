// Favourites and "tell me when" (issue 34): the consultants a consultee keeps (GET /favourites,
// PUT and DELETE /favourites/{consultantId}) and those they asked to be told about when next they
// open slots (POST and DELETE /consultant/{id}/watch; told once, by mail and on their phones).
import { api } from '../../app/api.js';

const keep = (url, method) => (id) => ({ url: `${url(id)}`, method });
const favouritePath = (id) => `/favourites/${encodeURIComponent(id)}`;
const watchPath = (id) => `/consultant/${encodeURIComponent(id)}/watch`;

export const favouritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** {favourites: [consultant as the search shows them], watching: [consultantId]} */
    favourites: build.query({ query: () => ({ url: '/favourites' }), providesTags: ['Favourite'] }),
    addFavourite: build.mutation({ query: keep(favouritePath, 'PUT'), invalidatesTags: ['Favourite'] }),
    removeFavourite: build.mutation({ query: keep(favouritePath, 'DELETE'), invalidatesTags: ['Favourite'] }),
    watchConsultant: build.mutation({ query: keep(watchPath, 'POST'), invalidatesTags: ['Favourite'] }),
    unwatchConsultant: build.mutation({ query: keep(watchPath, 'DELETE'), invalidatesTags: ['Favourite'] }),
  }),
});

export const {
  useFavouritesQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useWatchConsultantMutation,
  useUnwatchConsultantMutation,
} = favouritesApi;

/** Whether the consultant is among the favourites, and watched, in the list the query answered. */
export function keptState(data, consultantId) {
  const id = Number(consultantId);
  return {
    favourite: (data?.favourites ?? []).some((c) => Number(c.id) === id),
    watching: (data?.watching ?? []).some((w) => Number(w) === id),
  };
}

/** Where "Book again" and a favourite's Book lead: the consultant's profile at their next open day. */
export const bookAgainPath = (consultantId) => `/profile/${encodeURIComponent(consultantId)}?again=1`;
