import { useLingui } from '@lingui/react';

/** What the consultee would like to discuss, as they wrote it when booking; nothing when they wrote none. */
export default function BookingNote({ note, className = 'booking-note mb-3' }) {
  const { _ } = useLingui();
  if (!note) return null;
  return (
    <figure className={className}>
      <figcaption className="small text-muted fw-semibold">{_('messages.note.title')}</figcaption>
      <blockquote className="mb-0 message-text">{note}</blockquote>
    </figure>
  );
}
