import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Card from 'react-bootstrap/Card';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import Pager from '../../components/Pager.jsx';
import StarRating from '../../components/StarRating.jsx';
import { formatDate } from '../../lib/format.js';
import { useConsultantReviewsQuery } from './discoveryApi.js';

export const REVIEW_ROWS = 5;

/**
 * What consultees wrote of their sessions with a consultant, newest first, five at a time, each with
 * the consultant's reply; `actions(review)` renders what the viewer may do under a review.
 */
export default function ReviewList({ consultantId, actions = () => null }) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const { data, isFetching, isError } = useConsultantReviewsQuery({ id: consultantId, page, rows: REVIEW_ROWS });
  const reviews = data?.pageData ?? [];
  return (
    <Card className="mt-4 reviews">
      <Card.Body>
        <h2 className="h5">{_('public.reviews.title')}</h2>
        {isFetching && <InlineSpinner label={_('public.reviews.loading')} />}
        {!isFetching && isError && <p className="text-muted mb-0">{_('public.reviews.failed')}</p>}
        {!isFetching && !isError && reviews.length === 0 && <p className="text-muted mb-0">{_('public.reviews.none')}</p>}
        {!isFetching && reviews.length > 0 && (
          <ul className="list-unstyled mb-0">
            {reviews.map((r) => (
              <li key={r.id} className="review" data-review-id={r.id}>
                <div className="d-flex flex-wrap align-items-center gap-2">
                  <StarRating value={r.rate} />
                  {/* A reviewer who closed their account: in the reader's language, whatever the server's answer was in. */}
                  <strong>{r.formerMember ? _('public.reviews.formerMember') : r.reviewer}</strong>
                  <span className="text-muted small">{formatDate(r.ratedAt)}</span>
                </div>
                {r.comment && <p className="mb-0 mt-1 review-comment">{r.comment}</p>}
                {r.reply && (
                  <blockquote className="review-reply small mt-2 mb-0">
                    <div className="fw-semibold">
                      {_('reviews.reply.from')} <span className="text-muted fw-normal">· {formatDate(r.reply.at)}</span>
                    </div>
                    <p className="mb-0">{r.reply.text}</p>
                  </blockquote>
                )}
                {actions(r)}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3">
          <Pager page={page} totalPages={data?.totalNoOfPages ?? 0} onChange={setPage} label={_('public.reviews.pages')} />
        </div>
      </Card.Body>
    </Card>
  );
}
