import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useLingui } from '@lingui/react';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { formatDateTime } from '../../lib/format.js';
import { useThreadQuery } from './messagesApi.js';
import MessageList from './MessageList.jsx';
import MessageComposer from './MessageComposer.jsx';
import BookingNote from './BookingNote.jsx';

/**
 * A booking's thread: the consultee's note, the messages (asked again every 30 seconds while open)
 * and, while the thread is open, the composer; after it closed, a line saying so.
 */
export default function MessageThread({ bookingId }) {
  const { _ } = useLingui();
  const { data, isLoading, isError, error, refetch } = useThreadQuery(bookingId, { pollingInterval: 30000 });
  if (isLoading) return <InlineSpinner label={_('messages.thread.loading')} />;
  if (isError && !data) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{error?.message || _('messages.thread.failed')}</span>
        <Button variant="outline-danger" size="sm" onClick={refetch}>
          {_('messages.thread.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <div className="message-thread">
      <BookingNote note={data.note} mine={data.viewer === 'CONSULTEE'} />
      <MessageList messages={data.messages ?? []} />
      {data.open ? (
        <>
          <MessageComposer bookingId={bookingId} />
          <p className="small text-muted mt-2 mb-0">{_('messages.thread.openUntil', { until: formatDateTime(data.openUntil) })}</p>
        </>
      ) : (
        <Alert variant="secondary" className="mt-3 mb-0">
          {_('messages.thread.closed', { until: formatDateTime(data.openUntil) })}
        </Alert>
      )}
    </div>
  );
}
