import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../lib/http.js';
import { submitRating } from '../ratingSlice.js';
import { detailsFromBooking, isRated, RATING_MESSAGES } from '../ratingViews.js';
import RatingModal from './RatingModal.jsx';

/**
 * The rating modal for one previous booking (the Rate button of a Previous list), which must carry
 * its rating record (previousBookingRate.bookingRateId). `booking` null keeps it closed; `role` is
 * the viewer's. `onDone(rated)` runs when it closes.
 */
export default function RateBookingDialog({ role, booking, onDone }) {
  const dispatch = useDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(null);
  const details = detailsFromBooking(booking, role);

  const onSubmit = async ({ rate, comment }) => {
    setBusy(true);
    setError(null);
    const result = await dispatch(submitRating({ bookingRateId: details.bookingRateId, rate, comment }));
    setBusy(false);
    if (submitRating.fulfilled.match(result)) {
      if (isRated(rate)) dispatch(alertSuccess(RATING_MESSAGES.thanks));
      onDone(isRated(rate));
    } else {
      setError(result.payload?.message || UNEXPECTED_ERROR_MESSAGE);
    }
  };

  return (
    <RatingModal
      show={Boolean(booking)}
      role={role}
      details={details}
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      onClose={() => {
        setError(null);
        onDone(false);
      }}
    />
  );
}
