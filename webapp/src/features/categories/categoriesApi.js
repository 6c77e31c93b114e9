// The consultant categories (id, name, thumbnail), on the app's RTK Query API: fetched once, shared
// by every page that shows them, kept an hour (they change when an admin edits one, rarely).
import { api } from '../../app/api.js';

// The consultant profile form still shows this English text (app/pages/ConsultantFormPage.jsx); the
// category grid says it in the viewer's language (public.categories.failed).
export const CATEGORY_LIST_ERROR = 'Failed to get category list. Please try again.';

export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /consultantCategory: [{id, name, thumbnail}]. */
    categories: build.query({
      query: () => ({ url: '/consultantCategory' }),
      transformResponse: (list) => (Array.isArray(list) ? list : []),
      keepUnusedDataFor: 3600,
    }),
  }),
});

const NONE = [];

/** The categories ([] until they load) and the query's state: {categories, isLoading, isError, refetch}. */
export function useCategories() {
  const { data = NONE, isLoading, isError, refetch } = categoriesApi.useCategoriesQuery();
  return { categories: data, isLoading, isError, refetch };
}
