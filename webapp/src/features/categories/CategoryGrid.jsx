import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { categoryIcon } from './categoryIcon.js';
import {
  CATEGORY_LIST_ERROR,
  fetchCategories,
  selectCategories,
  selectCategoriesStatus,
} from './categoriesSlice.js';

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

/** The category cards from the API, each leading to the consultants of that category. */
export default function CategoryGrid() {
  const dispatch = useDispatch();
  const items = useSelector(selectCategories);
  const status = useSelector(selectCategoriesStatus);

  useEffect(() => {
    dispatch(fetchCategories());
  }, [dispatch]);

  if (status === 'idle' || status === 'loading') return <InlineSpinner label="Loading categories…" />;
  if (status === 'failed') {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>
          <i className="bi bi-exclamation-octagon-fill me-2" aria-hidden="true" />
          {CATEGORY_LIST_ERROR}
        </span>
        <Button variant="outline-danger" size="sm" onClick={() => dispatch(fetchCategories())}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (items.length === 0) return <p className="text-muted text-center">No data found</p>;
  return (
    <ul className="category-grid list-unstyled">
      {items.map((c) => (
        <li key={c.id}>
          <Link to={`/searchconsultant/${c.id}`} className="category-card">
            <CategoryThumb src={c.thumbnail} name={c.name} />
            <span className="category-name">{c.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
