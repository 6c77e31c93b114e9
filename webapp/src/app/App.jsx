import { StrictMode } from 'react';
import { HashRouter } from 'react-router-dom';
import AppProviders from './AppProviders.jsx';
import AppRoutes from './routes.jsx';

/**
 * The whole app: in the browser (main.jsx), and when the public pages are rendered ahead at build time
 * (src/shell/render.jsx).
 */
export default function App({ store }) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        {/* Navigations render at once, not as transitions: see AppLayout's onLogout. */}
        <HashRouter useTransitions={false}>
          <AppRoutes />
        </HashRouter>
      </AppProviders>
    </StrictMode>
  );
}
