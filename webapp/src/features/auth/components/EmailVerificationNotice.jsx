import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { useSelector } from 'react-redux';
import { Trans } from '@lingui/react';
import { selectAuth } from '../authSlice.js';
import ResendVerificationButton from './ResendVerificationButton.jsx';

/** Under the top bar while the signed-in account has not opened its verification link (VerificationGate). */
export default function EmailVerificationNotice() {
  const { user } = useSelector(selectAuth);
  return (
    <Container className="pt-3">
      <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2 mb-0" role="status">
        <i className="bi bi-envelope-exclamation" aria-hidden="true" />
        <span className="flex-grow-1 text-break">
          <Trans id="auth.verify.notice" values={{ email: user.email }} components={{ 0: <strong /> }} />
        </span>
        <ResendVerificationButton size="sm" />
      </Alert>
    </Container>
  );
}
