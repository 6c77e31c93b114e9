import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { defaultPathFor } from '../../../lib/roles.js';
import { selectAuth } from '../authSlice.js';

/**
 * Guards a role's route: visitors go to /login (and come back after signing in), a user of
 * another role goes to their own default page.
 */
export function RequireRole({ roles, children }) {
  const auth = useSelector(selectAuth);
  const location = useLocation();
  if (!auth.loggedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!roles.includes(auth.type)) return <Navigate to={defaultPathFor(auth)} replace />;
  return children;
}

/**
 * Pages only for visitors (Home, login, sign-up): a logged-in user goes to their own default page,
 * except on the way out (Logout moves Home just before it forgets the user).
 */
export function GuestOnly({ children }) {
  const auth = useSelector(selectAuth);
  const location = useLocation();
  if (auth.loggedIn && !location.state?.loggingOut) return <Navigate to={defaultPathFor(auth)} replace />;
  return children;
}

/** Sends anyone to their default page: Home for visitors, their dashboard or profile form otherwise. */
export function DefaultRedirect() {
  const auth = useSelector(selectAuth);
  return <Navigate to={defaultPathFor(auth)} replace />;
}
