import { Link } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import { IN_REVIEW } from '../profileSchema.js';

/** The notice a consultant sees until an admin has approved their profile (spec §2). */
export default function ReviewNotice() {
  return (
    <Alert variant="warning" className="review-notice d-flex gap-3 align-items-start" role="status">
      <i className="bi bi-hourglass-split fs-3" aria-hidden="true" />
      <div>
        <h2 className="h5 mb-1">{IN_REVIEW}</h2>
        <p className="mb-2">
          Our team checks every new consultant before their profile is listed. Once you are approved, this page shows
          your appointments, time slots and earnings. Reload the page to check again.
        </p>
        <Link to="/updateconsultant" className="btn btn-sm btn-outline-dark">
          <i className="bi bi-pencil me-1" aria-hidden="true" />
          Edit my profile
        </Link>
      </div>
    </Alert>
  );
}
