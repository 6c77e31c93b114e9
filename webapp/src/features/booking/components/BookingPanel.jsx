import { Suspense } from 'react';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { lazyWith } from '../../../i18n/index.js';

// The panel's texts are in the booking catalogue, which the public profile page does not load: the
// panel's code and its texts are fetched together, while the profile card shows.
const AvailabilityPanel = lazyWith(['booking'], () => import('./AvailabilityPanel.jsx'));

/**
 * Availability and booking on a consultant's profile (AvailabilityPanel.jsx), with the texts it needs.
 * `viewer` is {loggedIn, isConsultee, consulteeId} of whoever is looking. `children` (the reviews)
 * show below it when it does: nothing under the panel is pushed down as it arrives.
 */
export default function BookingPanel({ children, ...props }) {
  return (
    <Suspense fallback={<InlineSpinner />}>
      <AvailabilityPanel {...props} />
      {children}
    </Suspense>
  );
}
