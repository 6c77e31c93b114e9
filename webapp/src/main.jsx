import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/icons/icons.css';
import './styles.css';
import './dashboards.css';
import { makeStore } from './app/store.js';
import App from './app/App.jsx';
import { preloadPage } from './app/routes.jsx';
import { activateLanguage, initialLanguage } from './i18n/index.js';
import { releaseHeldInput } from './shell/heldInput.js';
import { registerServiceWorker } from './app/serviceWorker.js';

// Hash routing (/#/…): every page is index.html to the server, so links in mails and the payment
// gateway's return URL open the right page whatever serves the files.
const store = makeStore();
const container = document.getElementById('root');

// A page that differs from its build-time render (a year turned since the build, a layout chosen on
// this browser) is rendered afresh by React: expected, so not logged as an error.
function onRecoverableError(error) {
  console.warn('The pre-rendered page was rendered again:', error.message);
}

// A public page may be on screen already, rendered at build time (src/shell): React takes it over
// (hydrates it) rather than drawing it again. Either way the render is a transition, which React cuts
// into short tasks, so the page answers the first tap meanwhile.
function render() {
  const app = <App store={store} />;
  startTransition(() => {
    if (container.dataset.shell) {
      releaseHeldInput(container);
      hydrateRoot(container, app, { onRecoverableError });
      delete container.dataset.shell; // React answers events from now on (shell.js held input back)
    } else {
      createRoot(container).render(app);
    }
  });
}

// English is part of the first load; another language's texts, and the page's module, are fetched
// before the first render, so it is the whole page in the user's language. A signed-in user's account
// language comes first.
const language = store.getState().auth.user?.language || initialLanguage();
const texts = language === 'en' ? Promise.resolve() : activateLanguage(language).catch(() => {});
const pathname = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
Promise.all([texts, preloadPage(pathname)]).finally(render);
registerServiceWorker(); // after the page has loaded: the installable app, its offline page and pushes
