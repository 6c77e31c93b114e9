import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/icons/icons.css';
import './styles.css';
import './dashboards.css';
import { makeStore } from './app/store.js';
import AppRoutes from './app/routes.jsx';

// Hash routing (/#/…): every page is index.html to the server, so links in mails and the payment
// gateway's return URL open the right page whatever serves the files.
const store = makeStore();

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Provider store={store}>
      {/* Navigations render at once, not as transitions: see AppLayout's onLogout. */}
      <HashRouter useTransitions={false}>
        <AppRoutes />
      </HashRouter>
    </Provider>
  </StrictMode>,
);
