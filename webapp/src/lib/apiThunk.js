// What the feature slices share: a thunk that calls the API and, when the call fails, rejects with
// the failure the pages show; the {items, status} lists their dashboards keep; and the profile
// (load and save) of the consultant and the consultee.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { toFailure } from './http.js';
import { withLoading } from '../components/feedback/appSlice.js';

/**
 * A thunk that resolves with `request(arg, thunkApi)`; an error thrown by it rejects the thunk
 * with `toFailure(error)` ({status, message, fields}) as the payload.
 */
export function apiThunk(type, request, options) {
  return createAsyncThunk(
    type,
    async (arg, thunkApi) => {
      try {
        return await request(arg, thunkApi);
      } catch (e) {
        return thunkApi.rejectWithValue(toFailure(e));
      }
    },
    options,
  );
}

/** The server's answer when it is an array; an empty list when it is anything else. */
export const asList = (v) => (Array.isArray(v) ? v : []);

/** A list nothing has loaded yet; status is idle | loading | succeeded | failed. */
export const emptyList = () => ({ items: [], status: 'idle' });

/** Keeps state[key] (an emptyList) in step with a thunk that resolves with the list's items. */
export function trackList(builder, thunk, key) {
  builder
    .addCase(thunk.pending, (state) => {
      state[key].status = 'loading';
    })
    .addCase(thunk.fulfilled, (state, action) => {
      state[key] = { items: action.payload, status: 'succeeded' };
    })
    .addCase(thunk.rejected, (state) => {
      state[key].status = 'failed';
    });
}

/**
 * Keeps state.profile ({data, status}) in step with the thunk that loads it and the thunk that
 * saves it, whose payload carries the saved profile under `savedKey`.
 */
export function trackProfile(builder, fetchThunk, saveThunk, savedKey) {
  builder
    .addCase(fetchThunk.pending, (state) => {
      state.profile.status = 'loading';
    })
    .addCase(fetchThunk.fulfilled, (state, action) => {
      state.profile = { data: action.payload, status: 'succeeded' };
    })
    .addCase(fetchThunk.rejected, (state) => {
      state.profile.status = 'failed';
    })
    .addCase(saveThunk.fulfilled, (state, action) => {
      state.profile = { data: action.payload[savedKey], status: 'succeeded' };
    });
}

export const UPDATE_SUCCESSFUL = 'Update successful.';

/**
 * The thunk that saves a consultant's or a consultee's profile through `api`: creates it when there
 * is no id yet, else updates it (spec §4), with the loading flag up. Resolves with
 * {[savedKey]: the saved profile, created, message}.
 */
export function saveProfileThunk(type, api, savedKey) {
  return apiThunk(type, async ({ id, profile }, { dispatch }) => {
    const saved = await withLoading(dispatch, () => (id ? api.updateProfile(id, profile) : api.createProfile(profile)));
    const { message, ...rest } = saved ?? {};
    return { [savedKey]: rest, created: !id, message: message || (id ? UPDATE_SUCCESSFUL : '') };
  });
}
