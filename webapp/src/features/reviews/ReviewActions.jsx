import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react';
import Button from 'react-bootstrap/Button';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { unexpectedErrorMessage } from '../../lib/http.js';
import { reviewActions } from './reviewRules.js';
import { useReportReviewMutation } from './reviewsApi.js';

// The forms (Formik, Yup, a modal) come when first opened: a visitor's profile loads none of them.
const ReasonDialog = lazy(() => import('./ReasonDialog.jsx'));
const ReplyForm = lazy(() => import('./ReplyForm.jsx'));

/**
 * What a viewer may do under one review on a consultant's profile: the consultant replies (once),
 * anyone signed in reports it to the admin. `viewer` is {loggedIn, owner}.
 */
export default function ReviewActions({ review, viewer }) {
  const { _ } = useLingui();
  const may = reviewActions(review, viewer);
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const [error, setError] = useState(null);
  const [report] = useReportReviewMutation();
  if (!may.reply && !may.report) return null;

  const sendReport = async (reason) => {
    setError(null);
    const result = await report({ id: review.id, reason });
    if (result.error) {
      setError(result.error.message || unexpectedErrorMessage());
      return;
    }
    setReporting(false);
    setReported(true);
  };
  const closeReport = () => {
    setReporting(false);
    setError(null);
  };

  return (
    <div className="review-actions mt-1">
      {!replying && (
        <div className="d-flex flex-wrap align-items-center gap-3">
          {may.reply && (
            <Button variant="link" size="sm" className="p-0" onClick={() => setReplying(true)}>
              <i className="bi bi-reply me-1" aria-hidden="true" />
              {_('reviews.reply.button')}
            </Button>
          )}
          {may.report && !reported && (
            <Button variant="link" size="sm" className="p-0 text-muted" onClick={() => setReporting(true)}>
              <i className="bi bi-flag me-1" aria-hidden="true" />
              {_('reviews.report.button')}
            </Button>
          )}
          {reported && (
            <span className="small text-muted" role="status">
              <i className="bi bi-check2 me-1" aria-hidden="true" />
              {_('reviews.report.thanks')}
            </span>
          )}
        </div>
      )}
      <Suspense fallback={<InlineSpinner label={_('reviews.loadingForm')} />}>
        {replying && <ReplyForm reviewId={review.id} onClose={() => setReplying(false)} />}
        {reporting && (
          <ReasonDialog
            show
            title={_('reviews.report.title')}
            lead={_('reviews.report.lead')}
            sendLabel={_('reviews.report.send')}
            error={error}
            onSubmit={sendReport}
            onCancel={closeReport}
          />
        )}
      </Suspense>
    </div>
  );
}
