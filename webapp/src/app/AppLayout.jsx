import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import TopBar from '../components/TopBar.jsx';
import Footer from '../components/Footer.jsx';
import AlertStack from '../components/feedback/AlertStack.jsx';
import LoadingOverlay from '../components/feedback/LoadingOverlay.jsx';
import { logout, selectAuth, selectUserImage } from '../features/auth/authSlice.js';

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
      />
      <main id="main-content" tabIndex={-1} className="app-main">
        <Outlet />
      </main>
      <Footer />
      <AlertStack />
      <LoadingOverlay />
    </div>
  );
}
