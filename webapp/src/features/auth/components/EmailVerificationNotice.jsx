import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { useSelector } from 'react-redux';
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
          Please verify your email address: open the link we sent to <strong>{user.email}</strong>. Until then you can
          browse and complete your profile, but not book a consultant or send a consultant profile for approval.
        </span>
        <ResendVerificationButton size="sm" />
      </Alert>
    </Container>
  );
}
