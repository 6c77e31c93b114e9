import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';

/** The notice a consultant sees until an admin has approved their profile:
 * nobody can book an unapproved consultant, so there is nothing else to manage yet. */
export default function ReviewNotice() {
  const { _ } = useLingui();
  return (
    <Alert variant="warning" className="review-notice d-flex gap-3 align-items-start" role="status">
      <i className="bi bi-hourglass-split fs-3" aria-hidden="true" />
      <div>
        <h2 className="h5 mb-1">{_('consultant.review.title')}</h2>
        <p className="mb-2">{_('consultant.review.text')}</p>
        <Link to="/updateconsultant" className="btn btn-sm btn-outline-dark">
          <i className="bi bi-pencil me-1" aria-hidden="true" />
          {_('consultant.review.edit')}
        </Link>
      </div>
    </Alert>
  );
}
