import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { categoryIcon } from './categoryIcon.js';
import { useCategories } from './categoriesApi.js';
import { categoryLabel } from './categoryLabel.js';

function CategoryThumb({ src, name }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className="category-thumb category-thumb-icon" aria-hidden="true">
        <i className={`bi ${categoryIcon(name)}`} />
      </span>
    );
  }
  return <img className="category-thumb" src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

// How many stand-in cards hold the grid's place while the list loads, so that what follows it does
// not jump when it arrives: the number of categories the product starts with (migration 00002).
const PLACEHOLDER_CARDS = 18;

/** The grid's shape, with grey cards, while the categories load. */
function CategoryPlaceholders() {
  const { _ } = useLingui();
  return (
    <div role="status">
      <span className="visually-hidden">{_('public.categories.loading')}</span>
      <ul className="category-grid list-unstyled placeholder-glow" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (card, i) => (
          <li key={i}>
            <span className="category-card">
              <span className="category-thumb placeholder" />
              <span className="category-name placeholder col-8" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The category cards from the API, each leading to the consultants of that category. */
export default function CategoryGrid() {
  const { _ } = useLingui();
  const { categories: items, isLoading, isError, refetch } = useCategories();

  if (isLoading) return <CategoryPlaceholders />;
  if (isError) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>
          <i className="bi bi-exclamation-octagon-fill me-2" aria-hidden="true" />
          {_('public.categories.failed')}
        </span>
        <Button variant="outline-danger" size="sm" onClick={refetch}>
          {_('public.categories.retry')}
        </Button>
      </Alert>
    );
  }
  if (items.length === 0) return <p className="text-muted text-center">{_('public.noData')}</p>;
  return (
    <ul className="category-grid list-unstyled">
      {items.map((c) => (
        <li key={c.id}>
          <Link to={`/searchconsultant/${c.id}`} className="category-card">
            <CategoryThumb src={c.thumbnail} name={c.name} />
            <span className="category-name">{categoryLabel(c.name)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
