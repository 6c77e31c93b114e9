// The web app's data layer for server state: one RTK Query API, to which each feature adds its
// endpoints (api.injectEndpoints). Requests go through lib/http.js, so the session, the 401 handling
// and the server's messages are the same as everywhere else; a failure is toFailure's plain
// {status, message, fields}. Older features still use thunks (lib/apiThunk.js) until they move here.
import { createApi } from '@reduxjs/toolkit/query/react';
import { request, toFailure } from '../lib/http.js';

async function httpBaseQuery({ url, method = 'GET', body, query }) {
  try {
    return { data: await request(method, url, { body, query }) };
  } catch (error) {
    return { error: toFailure(error) };
  }
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: ['Refund', 'Payout', 'Audit'],
  endpoints: () => ({}),
});
