// A person's data as their own (issue 33): the download of everything the server keeps about the
// signed-in user (GET /me/export, a ZIP) and closing their account (DELETE /me).
import { api } from '../../app/api.js';
import { getBlob } from '../../lib/http.js';

export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    // 204 once closed; 409 with the reason (a paid session ahead, money owed) in the reader's language.
    closeAccount: build.mutation({ query: () => ({ url: '/me', method: 'DELETE', body: { confirm: true } }) }),
  }),
});

export const { useCloseAccountMutation } = privacyApi;

/** The downloaded file's name: the day it was made, as the server names it. */
export function exportFileName(now = new Date()) {
  return `cerebro-my-data-${now.toISOString().slice(0, 10)}.zip`;
}

/** Fetches the export with the session and hands it to the browser as a download. */
export async function downloadMyData(now = new Date()) {
  const blob = await getBlob('/me/export');
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = exportFileName(now);
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/**
 * What a refused closure shows in its dialog: the server's reason for a 409 (already in the reader's
 * language), else null (another failure is an ordinary error alert).
 */
export function refusalOf(failure) {
  return failure?.status === 409 && failure.message ? failure.message : null;
}
