import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { alertError } from '../../components/feedback/alertsSlice.js';
import { withLoading } from '../../components/feedback/appSlice.js';
import { i18n } from '../../i18n/index.js';
import { useLazySessionJoinableQuery } from './sessionsApi.js';

/**
 * Joining a booked session, for either party: asks the server whether the room is open now (the
 * Join button may have enabled itself on a clock the server does not share), then opens the video
 * page, or says the meeting is over. Returns `join(booking)`.
 */
export default function useJoinSession() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [askJoinable] = useLazySessionJoinableQuery();

  return useCallback(
    async (booking) => {
      const joinable = await withLoading(dispatch, () => askJoinable(booking.id).unwrap()).catch(() => false);
      if (joinable) navigate(`/video/${booking.id}`);
      else dispatch(alertError(i18n._('sessions.join.expired')));
    },
    [askJoinable, dispatch, navigate],
  );
}
