import { Suspense, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import TopBar from '../components/TopBar.jsx';
import TestPaymentsBanner from '../components/TestPaymentsBanner.jsx';
import Footer from '../components/Footer.jsx';
import AlertStack from '../components/feedback/AlertStack.jsx';
import LoadingOverlay from '../components/feedback/LoadingOverlay.jsx';
import { logout, selectAuth, selectUserImage } from '../features/auth/authSlice.js';
import { useSignOutEverywhereMutation } from '../features/auth/sessionApi.js';
import VerificationGate from '../features/auth/components/VerificationGate.jsx';
import { alertError } from '../components/feedback/alertsSlice.js';
import PageErrorBoundary from './PageErrorBoundary.jsx';
import InlineSpinner from '../components/InlineSpinner.jsx';
import { useLingui } from '@lingui/react';
import useAccountLanguage from '../features/auth/useAccountLanguage.js';
import useLanguageChoice from '../features/auth/useLanguageChoice.js';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Every page: the test-payments banner (where the server shows it), top bar, content, footer, pop-up alerts and the loading overlay. */
export default function AppLayout() {
  const { _ } = useLingui();
  useAccountLanguage();
  const onLanguageChosen = useLanguageChoice();
  const auth = useSelector(selectAuth);
  const imageUrl = useSelector(selectUserImage);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // Move Home first, then forget the user: forgetting them while still on a
  // signed-in page makes its role guard send them to /login instead. The
  // move is rendered at once (flushSync; the router renders navigations
  // synchronously, see main.jsx), before the logout's own render.
  const onLogout = () => {
    flushSync(() => navigate('/', { replace: true, state: { loggingOut: true } }));
    dispatch(logout());
  };
  // Every device's session ends (a lost phone, a shared computer); then this one's.
  const [signOutEverywhere] = useSignOutEverywhereMutation();
  const onSignOutEverywhere = async () => {
    const res = await signOutEverywhere();
    if (res.error) {
      dispatch(alertError(res.error.message || _('common.menu.signOutEverywhereFailed')));
      return;
    }
    onLogout();
  };
  return (
    <div className="app-shell">
      <a href="#main-content" className="skip-link" onClick={(e) => {
        e.preventDefault();
        document.getElementById('main-content')?.focus();
      }}>
        {_('common.skipToContent')}
      </a>
      <ScrollToTop />
      <TestPaymentsBanner />
      <TopBar
        loggedIn={auth.loggedIn}
        username={auth.username}
        type={auth.type}
        imageUrl={imageUrl}
        onLogout={onLogout}
        onSignOutEverywhere={onSignOutEverywhere}
        onLanguageChosen={onLanguageChosen}
      />
      <main id="main-content" tabIndex={-1} className="app-main">
        <VerificationGate />
        <PageErrorBoundary>
          <Suspense fallback={<div className="page-loading"><InlineSpinner /></div>}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <AlertStack />
      <LoadingOverlay />
    </div>
  );
}
