import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { exposeOptions, jitsiOptions, loadJitsiApi, VIDEO_UNREACHABLE } from '../jitsi.js';

/**
 * The Jitsi room of a meeting ({domain, roomName, jwt?}), created with the IFrame API in this
 * component's box. `onClose()` runs when the person hangs up or Jitsi is ready to close. If the
 * script cannot be loaded, says so and offers to try again.
 */
export default function JitsiRoom({ room, displayName, onClose }) {
  const box = useRef(null);
  const closed = useRef(onClose);
  useEffect(() => {
    closed.current = onClose;
  });
  const [state, setState] = useState('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let api = null;
    let cancelled = false;
    const options = jitsiOptions({ roomName: room.roomName, jwt: room.jwt, parentNode: box.current, displayName });
    exposeOptions(room.domain, options);
    loadJitsiApi(room.domain)
      .then((JitsiMeetExternalAPI) => {
        if (cancelled) return;
        api = new JitsiMeetExternalAPI(room.domain, options);
        let left = false;
        const leave = () => {
          if (left) return;
          left = true;
          closed.current?.();
        };
        api.addListener?.('readyToClose', leave);
        api.addListener?.('videoConferenceLeft', leave);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      api?.dispose?.();
    };
  }, [room.domain, room.roomName, room.jwt, displayName, attempt]);

  return (
    <div className="jitsi-wrap">
      {state === 'loading' && <InlineSpinner label="Connecting to the video service…" />}
      {state === 'failed' && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
          <span>
            <i className="bi bi-wifi-off me-2" aria-hidden="true" />
            {VIDEO_UNREACHABLE}
          </span>
          <Button variant="outline-dark" size="sm" onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}>
            Try again
          </Button>
        </Alert>
      )}
      <div id="jitsi-room" ref={box} className={`jitsi-room ${state === 'ready' ? '' : 'd-none'}`} />
    </div>
  );
}
