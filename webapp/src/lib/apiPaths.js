// Where the API is, and the paths a page's shell asks for before the app's code has arrived
// (src/shell/pages.js): the same paths the RTK Query endpoints use, so the app's own request for them
// is answered by the response already fetched.
export const API_BASE = '/api/v1';

/** A consultant's public profile. */
export const consultantPath = (id) => `/consultant/${encodeURIComponent(id)}`;
