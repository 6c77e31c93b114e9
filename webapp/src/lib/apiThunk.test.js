import { describe, expect, it } from 'vitest';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { apiThunk, emptyList, trackList } from './apiThunk.js';
import { HttpError } from './http.js';

const load = apiThunk('test/load', async (arg) => {
  if (arg === 'fail') throw new HttpError(409, 'Conflict', { message: 'Taken.' });
  if (arg === 'bug') throw new TypeError('not an HTTP error');
  return [arg];
});

function store() {
  const slice = createSlice({
    name: 'test',
    initialState: { things: emptyList() },
    reducers: {},
    extraReducers: (builder) => trackList(builder, load, 'things'),
  });
  return configureStore({ reducer: { test: slice.reducer } });
}

describe('apiThunk and trackList', () => {
  it('resolves with what the request returns, and the list follows', async () => {
    const s = store();
    const pending = s.dispatch(load('a'));
    expect(s.getState().test.things.status).toBe('loading');
    expect((await pending).payload).toEqual(['a']);
    expect(s.getState().test.things).toEqual({ items: ['a'], status: 'succeeded' });
  });

  it('rejects with the server failure, keeping the last items', async () => {
    const s = store();
    await s.dispatch(load('a'));
    const result = await s.dispatch(load('fail'));
    expect(load.rejected.match(result)).toBe(true);
    expect(result.payload).toEqual({ status: 409, message: 'Taken.', fields: null });
    expect(s.getState().test.things).toEqual({ items: ['a'], status: 'failed' });
  });

  it('rejects any other error as an unknown failure', async () => {
    const result = await store().dispatch(load('bug'));
    expect(result.payload).toEqual({ status: -1, message: null, fields: null });
  });
});
