import { Link } from 'react-router-dom';
import Badge from 'react-bootstrap/Badge';
import { useLingui } from '@lingui/react';
import { useUnreadMessagesQuery } from './messagesApi.js';
import { unreadFor } from './attachments.js';

/** The way to a booking's thread from its card, with how many of its messages the viewer has not read. */
export default function BookingMessagesLink({ bookingId }) {
  const { _ } = useLingui();
  const { data } = useUnreadMessagesQuery(undefined, { pollingInterval: 60000 });
  const unread = unreadFor(data, bookingId);
  return (
    <Link to={`/messages/${bookingId}`} className="btn btn-outline-primary btn-sm booking-messages-link">
      <i className="bi bi-chat-left-text me-1" aria-hidden="true" />
      {_('messages.link')}
      {unread > 0 && (
        <Badge bg="danger" pill className="ms-2" aria-label={_('messages.unread.aria', { count: unread })}>
          {unread}
        </Badge>
      )}
    </Link>
  );
}
