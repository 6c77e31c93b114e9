import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { MAX_STARS } from '../ratingViews.js';

/**
 * A 5-star rating control: radio buttons drawn as stars, so arrow keys and screen readers work.
 * `value` -1 means none chosen yet (0 would read as a zero-star rating).
 */
export default function StarInput({ value, onChange, label, invalid = false, describedBy }) {
  const { _ } = useLingui();
  const name = useId();
  const [hover, setHover] = useState(0);
  const lit = hover || (value > 0 ? value : 0);
  return (
    <fieldset className="star-input" aria-describedby={describedBy} onMouseLeave={() => setHover(0)}>
      <legend className="form-label fs-6">{label ?? _('booking.rating.rating')}</legend>
      <div role="radiogroup" aria-label={label ?? _('booking.rating.rating')} aria-invalid={invalid || undefined} className={`star-input-stars ${invalid ? 'is-invalid' : ''}`}>
        {[...Array(MAX_STARS).keys()].map((i) => {
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
              <span className="visually-hidden">{_('booking.rating.stars', { count: n })}</span>
            </label>
          );
        })}
        <span className="star-input-caption small text-muted ms-2" aria-hidden="true">
          {value > 0 ? _('booking.rating.starsOf', { value, max: MAX_STARS }) : _('booking.rating.notRated')}
        </span>
      </div>
    </fieldset>
  );
}
