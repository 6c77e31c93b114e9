/**
 * A consultant's rating in a line: a star, the average to one decimal and how many rated, or "New"
 * while nobody has.
 */
export default function RatingSummary({ average, count, className = '' }) {
  if (!count) {
    return <span className={`rating-summary text-muted ${className}`}>New: no ratings yet</span>;
  }
  const avg = Number(average).toFixed(1);
  const label = `Rated ${avg} out of 5 by ${count} ${count === 1 ? 'consultee' : 'consultees'}`;
  return (
    <span className={`rating-summary ${className}`} role="img" aria-label={label} title={label}>
      <i className="bi bi-star-fill" aria-hidden="true" /> <strong>{avg}</strong>{' '}
      <span className="text-muted">({count})</span>
    </span>
  );
}
