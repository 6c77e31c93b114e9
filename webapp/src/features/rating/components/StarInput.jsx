import { useId, useState } from 'react';
import { MAX_STARS } from '../ratingViews.js';

/**
 * A 5-star rating control: radio buttons drawn as stars, so arrow keys and screen readers work.
 * `value` -1 means none chosen yet (spec §9).
 */
export default function StarInput({ value, onChange, label = 'Rating', invalid = false, describedBy }) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const lit = hover || (value > 0 ? value : 0);
  return (
    <fieldset className="star-input" aria-describedby={describedBy} onMouseLeave={() => setHover(0)}>
      <legend className="form-label fs-6">{label}</legend>
      <div role="radiogroup" aria-label={label} aria-invalid={invalid || undefined} className={`star-input-stars ${invalid ? 'is-invalid' : ''}`}>
        {Array.from({ length: MAX_STARS }, (_, i) => {
          const n = i + 1;
          return (
            <label key={n} className={`star-input-star ${n <= lit ? 'lit' : ''}`} onMouseEnter={() => setHover(n)}>
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
              />
              <i className={`bi ${n <= lit ? 'bi-star-fill' : 'bi-star'}`} aria-hidden="true" />
              <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          );
        })}
        <span className="star-input-caption small text-muted ms-2" aria-hidden="true">
          {value > 0 ? `${value} of ${MAX_STARS}` : 'Not rated'}
        </span>
      </div>
    </fieldset>
  );
}
