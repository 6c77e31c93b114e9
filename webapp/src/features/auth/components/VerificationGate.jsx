import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectMustVerifyEmail } from '../authSlice.js';

const EmailVerificationNotice = lazy(() => import('./EmailVerificationNotice.jsx'));

/** The email verification notice, for an account that must still verify; its code is fetched only then. */
export default function VerificationGate() {
  const mustVerify = useSelector(selectMustVerifyEmail);
  if (!mustVerify) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationNotice />
    </Suspense>
  );
}
