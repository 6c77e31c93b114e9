import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/icons/icons.css';
import './styles.css';
import './dashboards.css';
import { makeStore } from './app/store.js';
import AppProviders from './app/AppProviders.jsx';
import AppRoutes from './app/routes.jsx';
import { activateLanguage, initialLanguage } from './i18n/index.js';

// Hash routing (/#/…): every page is index.html to the server, so links in mails and the payment
// gateway's return URL open the right page whatever serves the files.
const store = makeStore();

function render() {
  createRoot(document.getElementById('root')).render(
    <StrictMode>
      <AppProviders store={store}>
        {/* Navigations render at once, not as transitions: see AppLayout's onLogout. */}
        <HashRouter useTransitions={false}>
          <AppRoutes />
        </HashRouter>
      </AppProviders>
    </StrictMode>,
  );
}

// English is part of the first load; another language's texts are fetched before the first paint, so
// nobody sees the page switch language under them. A signed-in user's account language comes first.
const language = store.getState().auth.user?.language || initialLanguage();
if (language === 'en') render();
else activateLanguage(language).catch(() => {}).finally(render);
