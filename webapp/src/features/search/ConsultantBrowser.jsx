import { useState, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import Pager from '../../components/Pager.jsx';
import { formatPrice } from '../../lib/format.js';
import ConsultantCard from './ConsultantCard.jsx';
import { BROWSE_ROWS } from './searchApi.js';
import { SORTS, useSearchConsultantsQuery } from './discoveryApi.js';
import useResetOnChange from '../../lib/useResetOnChange.js';
import { readStored } from '../../lib/storage.js';
import { categoryLabel } from '../categories/index.js';

const SLOT_SIZES = [15, 30, 45, 60, 75, 90, 105, 120];
// Highest slot rates to filter by, in cents like every money value of the API (500 to 5,000 LKR).
const MAX_RATES = [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000].map((lkr) => lkr * 100);
const NO_FILTERS = { category: '', name: '', slotSize: '', rateMax: '' };

// The grid or list view (GRID_VIEW / LIST_VIEW), remembered on this device. Read as an
// external store whose server snapshot is the grid: the search page pre-rendered at build time (src/shell)
// is hydrated as it was drawn, then shows the list at once if that is what this device remembers.
const LAYOUT_KEY = 'cerebro.searchLayout';
let chosenHere = null; // this visit's choice, which a browser without storage cannot remember
const storedLayout = () => ((readStored(LAYOUT_KEY) ?? chosenHere) === 'list' ? 'list' : 'grid');
const layoutListeners = new Set();
const subscribeLayout = (onChange) => {
  layoutListeners.add(onChange);
  return () => layoutListeners.delete(onChange);
};

function useLayout() {
  const layout = useSyncExternalStore(subscribeLayout, storedLayout, () => 'grid');
  const showAs = (next) => {
    try {
      globalThis.localStorage.setItem(LAYOUT_KEY, next);
    } catch {
      chosenHere = next; // remembered for this visit only
    }
    layoutListeners.forEach((onChange) => onChange());
  };
  return [layout, showAs];
}

/**
 * The consultant browse: filters (category, name, slot size, highest rate), a sort, the results as
 * cards in a grid or rows in a list, and paging. `categories` is the category list; `initialCategory`
 * comes from the route.
 */
export default function ConsultantBrowser({ categories = [], initialCategory = '' }) {
  const { _ } = useLingui();
  const [draft, setDraft] = useState({ ...NO_FILTERS, category: initialCategory });
  const [filters, setFilters] = useState(draft);
  const [sort, setSort] = useState('name');
  const [page, setPage] = useState(1);
  const [layout, showAs] = useLayout();
  const { data, isFetching, isError } = useSearchConsultantsQuery({
    name: filters.name.trim(),
    category: filters.category,
    slotSize: filters.slotSize,
    rateMax: filters.rateMax,
    sort,
    page,
    rows: BROWSE_ROWS,
  });
  const items = Array.isArray(data?.pageData) ? data.pageData : [];
  const status = isFetching ? 'loading' : isError ? 'failed' : 'ok';

  useResetOnChange(initialCategory, (category) => {
    const next = { ...NO_FILTERS, category };
    setDraft(next);
    setFilters(next);
    setPage(1);
  });

  const set = (key) => (e) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const onSubmit = (e) => {
    e.preventDefault();
    setFilters({ ...draft });
    setPage(1);
  };
  const onReset = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setPage(1);
  };
  const onSort = (e) => {
    setSort(e.target.value);
    setPage(1);
  };

  return (
    <>
      <Form className="filter-panel" onSubmit={onSubmit} aria-label={_('public.search.filters')}>
        <Row className="g-3 align-items-end">
          <Col md={3} sm={6}>
            <Form.Group controlId="filter-category">
              <Form.Label>{_('public.search.category')}</Form.Label>
              <Form.Select value={draft.category} onChange={set('category')}>
                <option value="">{_('public.search.allCategories')}</option>
                {categories.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {categoryLabel(c.name)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col md={3} sm={6}>
            <Form.Group controlId="filter-name">
              <Form.Label>{_('public.search.name')}</Form.Label>
              <Form.Control value={draft.name} onChange={set('name')} placeholder={_('public.search.anyName')} />
            </Form.Group>
          </Col>
          <Col md={2} sm={6}>
            <Form.Group controlId="filter-slot-size">
              <Form.Label>{_('public.search.slotSize')}</Form.Label>
              <Form.Select value={draft.slotSize} onChange={set('slotSize')}>
                <option value="">{_('public.search.any')}</option>
                {SLOT_SIZES.map((s) => (
                  <option key={s} value={s}>
                    {_('public.minutes', { minutes: s })}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col md={2} sm={6}>
            <Form.Group controlId="filter-rate">
              <Form.Label>{_('public.search.maxRate')}</Form.Label>
              <Form.Select value={draft.rateMax} onChange={set('rateMax')}>
                <option value="">{_('public.search.any')}</option>
                {MAX_RATES.map((r) => (
                  <option key={r} value={r}>
                    {formatPrice(r)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col md={2} className="d-flex gap-2">
            <Button type="submit" className="flex-grow-1">
              <i className="bi bi-search me-1" aria-hidden="true" />
              {_('public.search.search')}
            </Button>
            <Button type="button" variant="outline-secondary" onClick={onReset} aria-label={_('public.search.reset')}>
              <i className="bi bi-arrow-counterclockwise" aria-hidden="true" />
            </Button>
          </Col>
        </Row>
      </Form>

      <div className="results-bar d-flex flex-wrap align-items-end justify-content-between gap-3 mt-4">
        <Form.Group controlId="results-sort" className="results-sort">
          <Form.Label>{_('public.search.sortBy')}</Form.Label>
          <Form.Select value={sort} onChange={onSort}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {_(s.label)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <ButtonGroup aria-label={_('public.search.showAs')}>
          <Button variant="outline-primary" active={layout === 'grid'} aria-pressed={layout === 'grid'} onClick={() => showAs('grid')}>
            <i className="bi bi-grid-3x3-gap me-1" aria-hidden="true" />
            {_('public.search.grid')}
          </Button>
          <Button variant="outline-primary" active={layout === 'list'} aria-pressed={layout === 'list'} onClick={() => showAs('list')}>
            <i className="bi bi-list-ul me-1" aria-hidden="true" />
            {_('public.search.list')}
          </Button>
        </ButtonGroup>
      </div>

      <section aria-live="polite" className="mt-3">
        {status === 'loading' && <InlineSpinner label={_('public.search.finding')} />}
        {status === 'failed' && (
          <Alert variant="danger">
            <i className="bi bi-exclamation-octagon-fill me-2" aria-hidden="true" />
            {_('public.search.failed')}
          </Alert>
        )}
        {status === 'ok' && items.length === 0 && (
          <div className="empty-state">
            <i className="bi bi-search" aria-hidden="true" />
            <p className="mb-0">{_('public.noData')}</p>
            <small className="text-muted">{_('public.search.tryAnother')}</small>
          </div>
        )}
        {status === 'ok' && items.length > 0 && (
          <>
            {layout === 'list' ? (
              <ul className="list-unstyled d-grid gap-3 mb-0">
                {items.map((c) => (
                  <li key={c.id}>
                    <ConsultantCard consultant={c} layout="list" />
                  </li>
                ))}
              </ul>
            ) : (
              <Row xs={1} sm={2} lg={3} xl={4} className="g-4">
                {items.map((c) => (
                  <Col key={c.id}>
                    <ConsultantCard consultant={c} />
                  </Col>
                ))}
              </Row>
            )}
            <div className="mt-4">
              <Pager
                page={page}
                totalPages={data?.totalNoOfPages ?? 0}
                more={data?.hasMorePages === true}
                onChange={setPage}
                label={_('public.search.pages')}
              />
            </div>
          </>
        )}
      </section>
    </>
  );
}
