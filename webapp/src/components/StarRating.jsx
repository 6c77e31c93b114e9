import { useLingui } from '@lingui/react';

/** A read-only 5-star rating; a value below 0 (spec: -1) means not rated yet. */
export default function StarRating({ value, max = 5 }) {
  const { _ } = useLingui();
  const rated = Number(value) >= 0 && value != null;
  const n = rated ? Math.round(Number(value)) : 0;
  const label = rated ? _('common.rating.stars', { stars: n, max }) : _('common.rating.none');
  return (
    <span className="star-rating" role="img" aria-label={label} title={label}>
      {Array.from({ length: max }, (star, i) => (
        <i key={i} className={`bi ${i < n ? 'bi-star-fill' : 'bi-star'}`} aria-hidden="true" />
      ))}
    </span>
  );
}
