import { useDispatch, useSelector } from 'react-redux';
import { selectAdminPage, showAdminPage } from './adminSlice.js';

const sameView = (view, next) => JSON.stringify({ ...view, ...next }) === JSON.stringify(view);

/**
 * A paged admin list (`list`: 'consultants', 'consultees' or 'invoices') and its RTK Query hook: the
 * query for the page the admin is on, `data`: the answer for these filters and this page (none while
 * another search or page loads, and none after a failure: no rows of the last search stand in for the
 * new one) and `show({filters?, page})`, which moves the list. Searching again with the same filters
 * asks the server again, as a Search button should (the rows stay while it does).
 */
export default function usePagedAdminList(list, useListQuery) {
  const dispatch = useDispatch();
  const view = useSelector(selectAdminPage(list));
  const query = useListQuery(view);
  const show = (next) => {
    if (sameView(view, next)) query.refetch();
    else dispatch(showAdminPage({ list, ...next }));
  };
  return { view, data: query.isError ? null : (query.currentData ?? null), query, show };
}
