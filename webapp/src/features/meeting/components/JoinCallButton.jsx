import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLingui } from '@lingui/react';

/**
 * Join Call for one upcoming booking. Enabled when the server says the room is open (showButton),
 * and enables itself the moment the room opens (joinOpensIn seconds after the list was loaded), so
 * nobody has to reload; `onOpened` then reloads the list so the server confirms it.
 */
export default function JoinCallButton({ booking, onJoin, onOpened, hint }) {
  const { _ } = useLingui();
  const key = `${booking.id}:${booking.joinOpensIn}`;
  const [openedFor, setOpenedFor] = useState(null);
  const open = Boolean(booking.showButton) || openedFor === key;

  useEffect(() => {
    if (booking.showButton || !(booking.joinOpensIn > 0)) return undefined;
    const timer = setTimeout(() => {
      setOpenedFor(key);
      onOpened?.();
    }, booking.joinOpensIn * 1000);
    return () => clearTimeout(timer);
  }, [booking.showButton, booking.joinOpensIn, key, onOpened]);

  return (
    <>
      <Button variant="accent" disabled={!open} onClick={() => onJoin(booking)}
        aria-describedby={open ? undefined : `join-hint-${booking.id}`}>
        <i className="bi bi-camera-video me-2" aria-hidden="true" />
        {_('booking.join.button')}
      </Button>
      {!open && (
        <small className="text-muted d-block mt-1" id={`join-hint-${booking.id}`}>
          {hint ?? _('booking.join.hint')}
        </small>
      )}
    </>
  );
}
