import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useLingui } from '@lingui/react';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { exposeOptions, jitsiOptions, loadJitsiApi, PRESENCE_EVENTS } from '../jitsi.js';
import usePresenceReports from './usePresenceReports.js';

/**
 * The Jitsi room of a booking's meeting ({mode, domain, scriptUrl, roomName, jwt?}), created with the
 * IFrame API in a box that fills the screen. Its events and a heartbeat are reported as presence;
 * while this person is alone in the room it says so. `onClose()` runs when the person hangs up or
 * Jitsi is ready to close. If the script cannot be loaded, says so and offers to try again.
 */
export default function JitsiRoom({ bookingId, room, displayName, onClose }) {
  const { _ } = useLingui();
  const box = useRef(null);
  const closed = useRef(onClose);
  useEffect(() => {
    closed.current = onClose;
  });
  const [state, setState] = useState('loading');
  const [attempt, setAttempt] = useState(0);
  const { report, inRoom, others } = usePresenceReports(bookingId);

  useEffect(() => {
    let api = null;
    let cancelled = false;
    const options = jitsiOptions({ roomName: room.roomName, jwt: room.jwt, parentNode: box.current, displayName });
    exposeOptions(room.domain, options);
    loadJitsiApi(room.scriptUrl || `https://${room.domain}/external_api.js`)
      .then((JitsiMeetExternalAPI) => {
        if (cancelled) return;
        api = new JitsiMeetExternalAPI(room.domain, options);
        let left = false;
        const leave = () => {
          if (left) return;
          left = true;
          closed.current?.();
        };
        PRESENCE_EVENTS.forEach((event) =>
          api.addListener?.(event, () => {
            report(event);
            if (event === 'videoConferenceLeft') leave();
          }),
        );
        api.addListener?.('readyToClose', leave);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      api?.dispose?.();
    };
  }, [room.domain, room.scriptUrl, room.roomName, room.jwt, displayName, attempt, report]);

  return (
    <div className="jitsi-wrap">
      {state === 'loading' && <InlineSpinner label={_('booking.video.connecting')} />}
      {state === 'failed' && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
          <span>
            <i className="bi bi-wifi-off me-2" aria-hidden="true" />
            {_('booking.video.unreachable')}
          </span>
          <Button variant="outline-dark" size="sm" onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}>
            {_('booking.meeting.tryAgain')}
          </Button>
        </Alert>
      )}
      {state === 'ready' && inRoom && others === 0 && (
        <p className="jitsi-waiting" role="status">
          <i className="bi bi-hourglass-split me-2" aria-hidden="true" />
          {_('booking.video.waiting')}
        </p>
      )}
      <div id="jitsi-room" ref={box} className={`jitsi-room ${state === 'ready' ? '' : 'd-none'}`} />
    </div>
  );
}
