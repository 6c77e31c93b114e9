import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { useSaveRatingMutation } from '../ratingApi.js';
import { detailsFromBooking, isRated, RATING_MESSAGES } from '../ratingViews.js';
import RatingModal from './RatingModal.jsx';

/**
 * The rating modal for one previous booking (the Rate button of a Previous list), which must carry
 * its rating record (previousBookingRate.bookingRateId). `booking` null keeps it closed; `role` is
 * the viewer's. `onDone(rated)` runs when it closes; a saved rating invalidates the bookings, so the
 * lists showing it refresh by themselves.
 */
export default function RateBookingDialog({ role, booking, onDone }) {
  const dispatch = useDispatch();
  const [save, { isLoading: busy }] = useSaveRatingMutation();
  const [error, setError] = useState(null);
  const details = detailsFromBooking(booking, role);

  const onSubmit = async ({ rate, comment }) => {
    setError(null);
    const result = await save({ bookingRateId: details.bookingRateId, rate, comment });
    if (result.error) {
      setError(result.error.message || unexpectedErrorMessage());
      return;
    }
    if (isRated(rate)) dispatch(alertSuccess(RATING_MESSAGES.thanks));
    onDone(isRated(rate));
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
