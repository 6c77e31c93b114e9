import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import { useLingui } from '@lingui/react';
import { selectAuth } from '../../features/auth/authSlice.js';
import { MessageThread } from '../../features/messages/index.js';
import { rolePages } from '../../lib/roles.js';

/** /messages/{id}: a booking's thread between its two parties (mails about new messages link here). */
export default function MessagesPage() {
  const { _ } = useLingui();
  const { id } = useParams();
  const auth = useSelector(selectAuth);
  const dashboard = rolePages(auth.type)?.dashboard ?? '/';
  return (
    <section className="section messages-page pt-4">
      <Container className="messages-container">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h1 className="h3 mb-0">
            <i className="bi bi-chat-left-text me-2 text-teal" aria-hidden="true" />
            {_('messages.page.title')}
          </h1>
          <Link to={dashboard} className="btn btn-outline-secondary btn-sm">
            <i className="bi bi-arrow-left me-1" aria-hidden="true" />
            {_('messages.page.back')}
          </Link>
        </div>
        <p className="text-muted">{_('messages.page.lead')}</p>
        <MessageThread bookingId={id} />
      </Container>
    </section>
  );
}
