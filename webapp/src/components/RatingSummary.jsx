import { useLingui } from '@lingui/react';
import { formatNumber } from '../lib/format.js';

/**
 * A consultant's rating in a line: a star, the average to one decimal and how many rated, or "New"
 * while nobody has.
 */
export default function RatingSummary({ average, count, className = '' }) {
  const { _ } = useLingui();
  if (!count) {
    return <span className={`rating-summary text-muted ${className}`}>{_('common.rating.new')}</span>;
  }
  const avg = formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label = _('common.rating.summary', { average: avg, count });
  return (
    <span className={`rating-summary ${className}`} role="img" aria-label={label} title={label}>
      <i className="bi bi-star-fill" aria-hidden="true" /> <strong>{avg}</strong>{' '}
      <span className="text-muted">({formatNumber(count)})</span>
    </span>
  );
}
