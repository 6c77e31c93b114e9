import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { useLatestUnratedQuery, useSaveRatingMutation } from '../ratingApi.js';
import { isRated, RATING_MESSAGES } from '../ratingViews.js';
import RatingModal from './RatingModal.jsx';

/**
 * Drop into a dashboard: at load it asks for the latest session `role` ('CONSULTEE' or 'CONSULTANT')
 * has not rated, and opens the rating modal if there is one, so a
 * session gets rated while it is fresh. Nothing to rate (204) or no
 * answer (the ratings service is not there) opens nothing. `onRated()` runs after a rating is saved
 * (which also invalidates the ratings and bookings, so their lists refresh by themselves).
 *   <RatingPrompt role="CONSULTEE" profileId={consulteeId} />
 */
export default function RatingPrompt({ role, profileId, onRated }) {
  const dispatch = useDispatch();
  // Asked at every dashboard load: a session may have been joined since.
  const { data: latest } = useLatestUnratedQuery({ role, profileId }, { skip: !profileId, refetchOnMountOrArgChange: true });
  const [save, { isLoading: busy }] = useSaveRatingMutation();
  // The prompt closed here (rated, skipped or dismissed) stays closed until another session is due.
  const [closedFor, setClosedFor] = useState(null);
  const [error, setError] = useState(null);
  const prompt = latest && latest.bookingRateId !== closedFor ? latest : null;

  const close = () => {
    setError(null);
    setClosedFor(prompt?.bookingRateId ?? null);
  };

  const onSubmit = async ({ rate, comment }) => {
    setError(null);
    const result = await save({ bookingRateId: prompt.bookingRateId, rate, comment });
    if (result.error) {
      setError(result.error.message || unexpectedErrorMessage());
      return;
    }
    close();
    if (isRated(rate)) {
      dispatch(alertSuccess(RATING_MESSAGES.thanks));
      onRated?.();
    }
  };

  return <RatingModal show={Boolean(prompt)} role={role} details={prompt} busy={busy} error={error} onSubmit={onSubmit} onClose={close} />;
}
