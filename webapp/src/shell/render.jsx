// Renders a public page at build time (scripts/prerender.mjs, in Vite's SSR mode, jsdom's window at
// the page's location): the tree main.jsx hydrates, in a language, before any data has been fetched,
// which is also what the app's first render in the browser is.
import { renderToString } from 'react-dom/server';
import App from '../app/App.jsx';
import { makeStore } from '../app/store.js';
import { preloadPage } from '../app/routes.jsx';
import { activateLanguage } from '../i18n/index.js';

export { SHELL_PAGES, shellId } from './pages.js';

/** The markup of #root for a page (its path) in a language. */
export async function renderPage(path, lang) {
  await activateLanguage(lang);
  const failed = (await preloadPage(path)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  window.location.hash = path;
  const html = renderToString(<App store={makeStore()} />);
  // A component that threw leaves React's "render this on the client" mark: no use as a first paint.
  const failure = /<!--\$!-->(?:<template data-msg="([^"]*)")?/.exec(html);
  if (failure) throw new Error(`${path} in ${lang} did not render: ${failure[1] ?? 'a component threw'}`);
  return html;
}
