import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { selectAuth } from '../features/auth/authSlice.js';

/** Consultant pages that need a profile: without one, the consultant goes to the profile form. */
export default function RequireConsultantProfile({ children }) {
  const { consultantId } = useSelector(selectAuth);
  if (!consultantId) return <Navigate to="/consultantform" replace />;
  return children;
}
