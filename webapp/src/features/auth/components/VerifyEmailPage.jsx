import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import { useLingui } from '@lingui/react';
import AuthCard from '../../../components/AuthCard.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { emailVerified, selectAuth } from '../authSlice.js';
import { defaultPathFor } from '../../../lib/roles.js';
import { useVerifyEmailMutation } from '../sessionApi.js';
import ResendVerificationButton from './ResendVerificationButton.jsx';

/** Opens the mailed verification link: the token is spent once, then the account can book and send its profile. */
export default function VerifyEmailPage() {
  const { _ } = useLingui();
  const { token } = useParams();
  const auth = useSelector(selectAuth);
  const dispatch = useDispatch();
  const [verify, { data, error, isUninitialized, isLoading }] = useVerifyEmailMutation();
  // A link works once: never send it twice (React's development double effects included).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify(token).then((res) => {
      if (!res.error) dispatch(emailVerified());
    });
  }, [token, verify, dispatch]);

  const next = auth.loggedIn ? defaultPathFor(auth) : '/login';
  return (
    <AuthCard title={_('auth.verify.title')} icon="bi-envelope-check">
      {(isUninitialized || isLoading) && <InlineSpinner label={_('auth.verify.checking')} />}
      {data && (
        <>
          <Alert variant="success" role="status">
            {data.message}
          </Alert>
          <Link className="btn btn-primary w-100" to={next}>
            {auth.loggedIn ? _('auth.verify.continue') : _('auth.verify.signIn')}
          </Link>
        </>
      )}
      {error && (
        <>
          <Alert variant="danger" role="alert">
            {error.message}
          </Alert>
          {auth.loggedIn ? <ResendVerificationButton className="w-100" /> : <Link to="/login">{_('auth.verify.signIn')}</Link>}
        </>
      )}
    </AuthCard>
  );
}
