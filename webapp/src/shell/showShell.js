import { LANGUAGE_STORAGE_KEY, pickLanguage } from '../i18n/languages.js';
import { readStored, USER_KEY } from '../lib/storage.js';
import { holdInputUntilHydrated } from './heldInput.js';
import { addLink } from './links.js';
import { locationOf, shellId, shellPageFor } from './pages.js';

/** Fetches the API URLs the page will ask for (preload links the app's own requests pick up). */
function fetchAhead(document, urls) {
  // crossorigin as the app's fetch asks: CORS mode, same-origin credentials
  urls.forEach((href) => addLink(document, { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href }));
}

/** Links a language's font stylesheets (the app's own import of them finds them there). */
function linkFont(document, stylesheets) {
  stylesheets.forEach((href) => addLink(document, { rel: 'stylesheet', crossorigin: '', href }));
}

/**
 * Puts the pre-rendered page for the window's location, in the language the app will start in, into
 * #root and marks it (data-shell) for hydration, with that language's font (`fonts`: stylesheet URLs
 * by language). Returns {page: its name, modules: the page's own code and texts in that language, for
 * startApp}, or null when there is no page to show.
 */
export function showShell(win, { fonts = {} } = {}) {
  const { document, localStorage, location, navigator } = win;
  if (readStored(USER_KEY, localStorage)) return null; // a signed-in user's pages are not pre-rendered
  const page = shellPageFor(location.hash);
  if (!page) return null;
  const lang = pickLanguage(readStored(LANGUAGE_STORAGE_KEY, localStorage), navigator.languages ?? [navigator.language]);
  const shell = document.getElementById(shellId(page.name, lang));
  const root = document.getElementById('root');
  if (!shell || !root || root.firstChild) return null;
  root.innerHTML = shell.textContent; // our own build's markup (scripts/prerender.mjs)
  root.dataset.shell = page.name;
  holdInputUntilHydrated(root);
  fetchAhead(document, page.data?.(locationOf(location.hash)) ?? []);
  linkFont(document, fonts[lang] ?? []);
  document.documentElement.lang = lang;
  return { page: page.name, modules: shell.dataset.modules?.split(' ').filter(Boolean) ?? [] };
}
