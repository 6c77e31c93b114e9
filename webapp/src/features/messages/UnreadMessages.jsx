import Alert from 'react-bootstrap/Alert';
import { useLingui } from '@lingui/react';
import { useUnreadMessagesQuery } from './messagesApi.js';

/** A dashboard's line saying how many messages wait unread; nothing when none do. */
export default function UnreadMessages() {
  const { _ } = useLingui();
  const { data } = useUnreadMessagesQuery(undefined, { pollingInterval: 60000 });
  if (!data?.total) return null;
  return (
    <Alert variant="info" className="py-2 d-flex align-items-center gap-2" data-testid="unread-messages">
      <i className="bi bi-envelope" aria-hidden="true" />
      <span>{_('messages.unread.total', { count: data.total })}</span>
    </Alert>
  );
}
