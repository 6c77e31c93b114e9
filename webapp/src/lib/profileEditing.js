// What lib/useProfileEditor.jsx takes from a feature's RTK Query endpoints, written once for the
// consultant's and the consultee's profile: a selector of {data, status}, the load and the save.
import { createAsyncThunk, createSelector } from '@reduxjs/toolkit';
import { withLoading } from '../components/feedback/appSlice.js';

/**
 * `kind` is 'consultant' or 'consultee'; `load` and `save` are the profile's query and mutation
 * endpoints (`save.initiate({id, profile})`). Returns:
 *  - `select(id)`: a selector of the saved profile as {data, status} ('failed' when it could not load);
 *  - `fetch(id)`: loads it (the form keeps it subscribed with the feature's query hook);
 *  - `save({id, profile})`: a thunk that saves it with the loading flag up and resolves with
 *    {[kind]: the saved profile, created, message} (the server's message, if any), or rejects with the
 *    failure ({status, message, fields}).
 */
export default function profileEditing(kind, { load, save }) {
  return {
    select: (id) =>
      createSelector([load.select(id)], (query) => ({
        data: query.data ?? null,
        status: query.isError ? 'failed' : query.status,
      })),
    fetch: (id) => load.initiate(id, { subscribe: false }),
    save: createAsyncThunk(`${kind}/saveProfile`, async ({ id, profile }, { dispatch, rejectWithValue }) => {
      try {
        const saved = await withLoading(dispatch, () => dispatch(save.initiate({ id, profile })).unwrap());
        const { message, ...record } = saved ?? {};
        return { [kind]: record, created: !id, message: message || '' };
      } catch (failure) {
        return rejectWithValue(failure);
      }
    }),
  };
}
