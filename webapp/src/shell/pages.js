// The public pages rendered ahead at build time (scripts/prerender.mjs, one per language) and put on
// screen by shell.js before the app's script has arrived, which then hydrates them (main.jsx): a
// visitor on a slow phone reads the page while its code loads. Each has the path it is rendered at,
// the locations that show it, the module and message catalogues its route loads (app/routes.jsx: the
// build fetches them with the page, and the first-load budget counts them) and the API URLs it
// fetches first (`data`); anything else (a query string, a signed-in user) waits for the app.
import { API_BASE, consultantPath } from '../lib/apiPaths.js';

export const SHELL_PAGES = [
  { name: 'home', path: '/', matches: (p) => p === '/', module: 'src/app/pages/HomePage.jsx', texts: ['public'] },
  {
    name: 'services',
    path: '/services',
    matches: (p) => p === '/services',
    module: 'src/app/pages/ServicesPage.jsx',
    texts: ['public', 'policies'],
  },
  {
    name: 'search',
    path: '/searchconsultant/',
    matches: (p) => p === '/searchconsultant/' || p === '/searchconsultant',
    module: 'src/app/pages/SearchPage.jsx',
    texts: ['public'],
  },
  {
    name: 'login',
    path: '/login',
    matches: (p) => p === '/login',
    module: 'src/features/auth/components/LoginPage.jsx',
    texts: ['auth'],
  },
  {
    name: 'profile',
    path: '/profile/0',
    matches: (p) => /^\/profile\/\d+$/.test(p),
    module: 'src/app/pages/ConsultantProfilePage.jsx',
    texts: ['public'],
    // The profile itself, asked for at once: the app's first request for it finds it on its way.
    data: (p) => [API_BASE + consultantPath(p.split('/')[2])],
  },
];

/** The id of the element (an inert script) holding a page's shell in a language, as HTML text. */
export const shellId = (page, lang) => `shell-${page}-${lang}`;

/** The location a hash names ('#/login' → '/login'). */
export const locationOf = (hash) => hash.replace(/^#/, '') || '/';

/** The pre-rendered page for a location's hash ('#/login'), or null. */
export function shellPageFor(hash) {
  const location = locationOf(hash);
  if (location.includes('?')) return null;
  return SHELL_PAGES.find((p) => p.matches(location)) ?? null;
}
