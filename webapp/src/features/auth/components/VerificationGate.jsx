import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectMustVerifyEmail } from '../authSlice.js';
import { lazyWith } from '../../../i18n/index.js';

// Its texts are in the auth catalogue, fetched with its code.
const EmailVerificationNotice = lazyWith(['auth'], () => import('./EmailVerificationNotice.jsx'));

/** The email verification notice, for an account that must still verify; its code and texts are fetched only then. */
export default function VerificationGate() {
  const mustVerify = useSelector(selectMustVerifyEmail);
  if (!mustVerify) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationNotice />
    </Suspense>
  );
}
