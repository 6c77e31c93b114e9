import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { selectAuth } from '../features/auth/authSlice.js';

/** Consultee pages that need a profile: without one, the consultee goes to the profile form. */
export default function RequireConsulteeProfile({ children }) {
  const { consulteeId } = useSelector(selectAuth);
  if (!consulteeId) return <Navigate to="/consulteeform" replace />;
  return children;
}
