import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../lib/http.js';
import { dismissPrompt, fetchLatestUnrated, selectRatingPrompt, submitRating } from '../ratingSlice.js';
import { isRated, RATING_MESSAGES } from '../ratingViews.js';
import RatingModal from './RatingModal.jsx';

/**
 * Drop into a dashboard: at load it asks for the latest session `role` ('CONSULTEE' or 'CONSULTANT')
 * has not rated, and opens the rating modal if there is one (spec §4). `onRated()` runs after a
 * rating is saved, e.g. to reload the previous bookings.
 *   <RatingPrompt role="CONSULTEE" profileId={consulteeId} onRated={reloadPrevious} />
 */
export default function RatingPrompt({ role, profileId, onRated }) {
  const dispatch = useDispatch();
  const prompt = useSelector(selectRatingPrompt);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(null);

  useEffect(() => {
    if (profileId) dispatch(fetchLatestUnrated({ role, profileId }));
  }, [role, profileId, dispatch]);

  const onSubmit = async ({ rate, comment }) => {
    setBusy(true);
    setError(null);
    const result = await dispatch(submitRating({ bookingRateId: prompt.bookingRateId, rate, comment }));
    setBusy(false);
    if (submitRating.fulfilled.match(result)) {
      dispatch(dismissPrompt());
      if (isRated(rate)) {
        dispatch(alertSuccess(RATING_MESSAGES.thanks));
        onRated?.();
      }
    } else {
      setError(result.payload?.message || UNEXPECTED_ERROR_MESSAGE);
    }
  };

  return (
    <RatingModal
      show={Boolean(prompt)}
      role={role}
      details={prompt}
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      onClose={() => {
        setError(null);
        dispatch(dismissPrompt());
      }}
    />
  );
}
