import { useLingui } from '@lingui/react';
import { formatDateTime } from '../../lib/format.js';
import AttachmentLink from './AttachmentLink.jsx';

/**
 * A thread's messages, oldest first: the viewer's own on the right. Text is shown as text (React
 * escapes it; line breaks kept by CSS), never as markup.
 */
export default function MessageList({ messages }) {
  const { _ } = useLingui();
  if (!messages.length) return <p className="text-muted my-3">{_('messages.thread.empty')}</p>;
  return (
    <ol className="list-unstyled message-list mb-0" aria-label={_('messages.thread.list')}>
      {messages.map((m) => (
        <li key={m.id} className={m.mine ? 'message message-mine' : 'message'}>
          <div className="message-meta small text-muted">
            <span className="fw-semibold">{m.mine ? _('messages.thread.you') : m.fromName}</span>
            {' · '}
            <time dateTime={m.at}>{formatDateTime(m.at)}</time>
          </div>
          <div className="message-text">{m.text}</div>
          {m.attachments?.length > 0 && (
            <ul className="list-unstyled mb-0 mt-1">
              {m.attachments.map((a) => (
                <li key={a.id}>
                  <AttachmentLink attachment={a} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
