import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import EmptyState from '../../components/EmptyState.jsx';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import Pager from '../../components/Pager.jsx';
import StarRating from '../../components/StarRating.jsx';
import { alertSuccess } from '../../components/feedback/alertsSlice.js';
import { formatDate } from '../../lib/format.js';
import { unexpectedErrorMessage } from '../../lib/http.js';
import { i18n } from '../../i18n/index.js';
import ReasonDialog from './ReasonDialog.jsx';
import { useReportedReviewsQuery, useSetReviewHiddenMutation } from './reviewsApi.js';

/** The admin's Reviews tab: the reported reviews, the most recently reported first, each hidden or restored with a reason. */
export default function ReportedReviews() {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useReportedReviewsQuery({ page });
  const [setHidden] = useSetReviewHiddenMutation();
  const [deciding, setDeciding] = useState(null); // the review being hidden or restored
  const [refusal, setRefusal] = useState(null);
  const rows = data?.pageData ?? [];

  const decide = async (reason) => {
    setRefusal(null);
    const hide = !deciding.hidden;
    const result = await setHidden({ id: deciding.id, hidden: hide, reason });
    if (result.error) {
      setRefusal(result.error.message || unexpectedErrorMessage());
      return;
    }
    setDeciding(null);
    dispatch(alertSuccess(i18n._(hide ? 'reviews.admin.hiddenDone' : 'reviews.admin.restoredDone')));
  };
  const close = () => {
    setDeciding(null);
    setRefusal(null);
  };

  return (
    <>
      <h2 className="h5">{_('reviews.admin.title')}</h2>
      <p className="text-muted">{_('reviews.admin.lead')}</p>
      {isFetching && <InlineSpinner label={_('reviews.admin.loading')} />}
      {error && (
        <Alert variant="danger" role="alert">
          {error.message || _('reviews.admin.failed')}
        </Alert>
      )}
      {!isFetching && !error && rows.length === 0 && <EmptyState icon="bi-chat-square-quote" message={_('reviews.admin.none')} />}
      {rows.map((r) => (
        <ReportedReview key={r.id} review={r} onDecide={() => setDeciding(r)} />
      ))}
      <Pager page={page} totalPages={data?.totalNoOfPages ?? 0} onChange={setPage} label={_('reviews.admin.pages')} />
      <ReasonDialog
        show={Boolean(deciding)}
        title={_(deciding?.hidden ? 'reviews.admin.restoreTitle' : 'reviews.admin.hideTitle')}
        lead={_(deciding?.hidden ? 'reviews.admin.restoreLead' : 'reviews.admin.hideLead')}
        sendLabel={_(deciding?.hidden ? 'reviews.admin.restore' : 'reviews.admin.hide')}
        variant={deciding?.hidden ? 'primary' : 'danger'}
        error={refusal}
        onSubmit={decide}
        onCancel={close}
      />
    </>
  );
}

/** One reported review: what it says, its reply, its state and the reports, with the decision's button. */
function ReportedReview({ review: r, onDecide }) {
  const { _ } = useLingui();
  return (
    <Card className={`mb-3 reported-review${r.hidden ? ' border-danger-subtle' : ''}`} data-review-id={r.id}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <StarRating value={r.rate} />
          <strong>{r.reviewer}</strong>
          <span className="text-muted small">{formatDate(r.ratedAt)}</span>
          <Badge bg={r.hidden ? 'danger' : 'success'}>{_(r.hidden ? 'reviews.admin.hidden' : 'reviews.admin.shown')}</Badge>
        </div>
        <p className="small mb-2">
          {_('reviews.admin.about')} <Link to={`/profile/${r.consultantId}`}>{r.consultantName}</Link>
        </p>
        {r.comment && <p className="mb-2 review-comment">{r.comment}</p>}
        {r.reply && (
          <blockquote className="review-reply small mb-2">
            <strong>{_('reviews.reply.from')}</strong> {r.reply.text}
          </blockquote>
        )}
        <h3 className="h6 mt-3">{_('reviews.admin.reports', { count: r.reportCount })}</h3>
        <ul className="small mb-2 ps-3">
          {r.reports.map((p) => (
            <li key={`${p.reporter}-${p.at}`}>
              {p.reason} <span className="text-muted">— {p.reporter}, {formatDate(p.at)}</span>
            </li>
          ))}
        </ul>
        {r.moderationReason && (
          <p className="small text-muted mb-2">{_('reviews.admin.lastDecision', { reason: r.moderationReason, date: formatDate(r.moderatedAt) })}</p>
        )}
        <Button size="sm" variant={r.hidden ? 'outline-primary' : 'outline-danger'} onClick={onDecide}>
          <i className={`bi ${r.hidden ? 'bi-eye' : 'bi-eye-slash'} me-1`} aria-hidden="true" />
          {_(r.hidden ? 'reviews.admin.restore' : 'reviews.admin.hide')}
        </Button>
      </Card.Body>
    </Card>
  );
}
