import { useLingui } from '@lingui/react';

/**
 * What the consultee would like to discuss, as they wrote it when booking (`mine`: the consultee is
 * looking at it); nothing when they wrote none.
 */
export default function BookingNote({ note, mine = false, className = 'booking-note mb-3' }) {
  const { _ } = useLingui();
  if (!note) return null;
  return (
    <figure className={className}>
      <figcaption className="small text-muted fw-semibold">{_(mine ? 'messages.note.mine' : 'messages.note.title')}</figcaption>
      <blockquote className="mb-0 message-text">{note}</blockquote>
    </figure>
  );
}
