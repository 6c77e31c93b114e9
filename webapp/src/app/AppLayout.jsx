import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import TopBar from '../components/TopBar.jsx';
import Footer from '../components/Footer.jsx';
import AlertStack from '../components/feedback/AlertStack.jsx';
import LoadingOverlay from '../components/feedback/LoadingOverlay.jsx';
import { logout, selectAuth, selectUserImage } from '../features/auth/authSlice.js';
import { useSignOutEverywhereMutation } from '../features/auth/sessionApi.js';
import EmailVerificationNotice from '../features/auth/components/EmailVerificationNotice.jsx';
import { alertError } from '../components/feedback/alertsSlice.js';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Every page: top bar, content, footer, pop-up alerts and the loading overlay. */
export default function AppLayout() {
  const auth = useSelector(selectAuth);
  const imageUrl = useSelector(selectUserImage);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // Move Home first, then forget the user: forgetting them while still on a
  // signed-in page makes its role guard send them to /login instead. The
  // move is rendered at once (flushSync), not as a transition that the
  // logout's own render would overtake.
  const onLogout = async () => {
    await navigate('/', { replace: true, state: { loggingOut: true }, flushSync: true });
    dispatch(logout());
  };
  // Every device's session ends (a lost phone, a shared computer); then this one's.
  const [signOutEverywhere] = useSignOutEverywhereMutation();
  const onSignOutEverywhere = async () => {
    const res = await signOutEverywhere();
    if (res.error) {
      dispatch(alertError(res.error.message || 'Could not sign out everywhere. Please try again.'));
      return;
    }
    await onLogout();
  };
  return (
    <div className="app-shell">
      <a href="#main-content" className="skip-link" onClick={(e) => {
        e.preventDefault();
        document.getElementById('main-content')?.focus();
      }}>
        Skip to main content
      </a>
      <ScrollToTop />
      <TopBar
        loggedIn={auth.loggedIn}
        username={auth.username}
        type={auth.type}
        imageUrl={imageUrl}
        onLogout={onLogout}
        onSignOutEverywhere={onSignOutEverywhere}
      />
      <main id="main-content" tabIndex={-1} className="app-main">
        <EmailVerificationNotice />
        <Outlet />
      </main>
      <Footer />
      <AlertStack />
      <LoadingOverlay />
    </div>
  );
}
