import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { meetingApi } from '../meetingApi.js';
import { HEARTBEAT_MS } from '../jitsi.js';

/**
 * Reports what happens in the room to the server as presence evidence (POST /booking/{id}/presence):
 * the IFrame API's four events as they come, and a heartbeat every 30 s while this person is in the
 * room. Returns `report(event)` for the room to call and whether the other party is in the room now
 * (`others`), for the "waiting for the other party" notice. A report that fails is dropped: the
 * heartbeats that follow carry the presence.
 */
export default function usePresenceReports(bookingId) {
  const dispatch = useDispatch();
  const [inRoom, setInRoom] = useState(false);
  const [others, setOthers] = useState(0);
  const booking = useRef(bookingId);
  useEffect(() => {
    booking.current = bookingId;
  }, [bookingId]);
  // Untracked: nothing waits for a report's answer, so none is kept in the store.
  const send = useCallback(
    (event) => dispatch(meetingApi.endpoints.reportPresence.initiate({ bookingId: booking.current, event }, { track: false })),
    [dispatch],
  );

  useEffect(() => {
    if (!inRoom) return undefined;
    const timer = setInterval(() => send('heartbeat'), HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [inRoom, send]);

  const report = useCallback((event) => {
    send(event);
    if (event === 'videoConferenceJoined') setInRoom(true);
    if (event === 'videoConferenceLeft') {
      setInRoom(false);
      setOthers(0);
    }
    if (event === 'participantJoined') setOthers((n) => n + 1);
    if (event === 'participantLeft') setOthers((n) => Math.max(0, n - 1));
  }, [send]);
  return { report, inRoom, others };
}
