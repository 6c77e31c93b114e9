/** A read-only 5-star rating; a value below 0 (spec: -1) means not rated yet. */
export default function StarRating({ value, max = 5 }) {
  const rated = Number(value) >= 0 && value != null;
  const n = rated ? Math.round(Number(value)) : 0;
  const label = rated ? `Rated ${n} out of ${max}` : 'Not rated yet';
  return (
    <span className="star-rating" role="img" aria-label={label} title={label}>
      {Array.from({ length: max }, (_, i) => (
        <i key={i} className={`bi ${i < n ? 'bi-star-fill' : 'bi-star'}`} aria-hidden="true" />
      ))}
    </span>
  );
}
