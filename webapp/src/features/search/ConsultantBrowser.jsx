import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import Pager from '../../components/Pager.jsx';
import { formatPrice } from '../../lib/format.js';
import ConsultantCard from './ConsultantCard.jsx';
import { BROWSE_ROWS, searchApi } from './searchApi.js';
import useResetOnChange from '../../lib/useResetOnChange.js';

export const CONSULTANT_LIST_ERROR = 'Failed to get consultant list. Please try again.';
const SLOT_SIZES = [15, 30, 45, 60, 75, 90, 105, 120];
// Highest slot rates to filter by, in cents like every money value of the API (500 to 5,000 LKR).
const MAX_RATES = [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000].map((lkr) => lkr * 100);

/**
 * The consultant browse: filters (category, name, slot size, highest rate), a card grid and paging.
 * `categories` is the category list; `initialCategory` comes from the route.
 */
export default function ConsultantBrowser({ categories = [], initialCategory = '' }) {
  const [draft, setDraft] = useState({ category: initialCategory, name: '', slotSize: '', rateMax: '' });
  const [filters, setFilters] = useState(draft);
  const [page, setPage] = useState(1);
  // The last answer and the search it answers: a newer search is loading until its answer comes.
  const [answer, setAnswer] = useState({ filters: null, page: 0, status: 'loading', items: [], totalPages: 0, more: false });
  const current = answer.filters === filters && answer.page === page;
  const result = current ? answer : { ...answer, status: 'loading' };

  useResetOnChange(initialCategory, (category) => {
    const next = { category, name: '', slotSize: '', rateMax: '' };
    setDraft(next);
    setFilters(next);
    setPage(1);
  });

  useEffect(() => {
    let live = true;
    searchApi
      .searchConsultants({
        consultantName: filters.name.trim(),
        category: filters.category,
        slotSize: filters.slotSize,
        rateMax: filters.rateMax,
        page,
        rows: BROWSE_ROWS,
      })
      .then((res) => {
        if (!live) return;
        setAnswer({
          filters,
          page,
          status: 'ok',
          items: Array.isArray(res?.pageData) ? res.pageData : [],
          totalPages: res?.totalNoOfPages ?? 0,
          more: res?.hasMorePages === true,
        });
      })
      .catch(() => live && setAnswer({ filters, page, status: 'failed', items: [], totalPages: 0, more: false }));
    return () => {
      live = false;
    };
  }, [filters, page]);

  const set = (key) => (e) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const onSubmit = (e) => {
    e.preventDefault();
    setFilters({ ...draft });
    setPage(1);
  };
  const onReset = () => {
    const empty = { category: '', name: '', slotSize: '', rateMax: '' };
    setDraft(empty);
    setFilters(empty);
    setPage(1);
  };

  return (
    <>
      <Form className="filter-panel" onSubmit={onSubmit} aria-label="Filter consultants">
        <Row className="g-3 align-items-end">
          <Col md={3} sm={6}>
            <Form.Group controlId="filter-category">
              <Form.Label>Category</Form.Label>
              <Form.Select value={draft.category} onChange={set('category')}>
                <option value="">All categories</option>
                {categories.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col md={3} sm={6}>
            <Form.Group controlId="filter-name">
              <Form.Label>Consultant name</Form.Label>
              <Form.Control value={draft.name} onChange={set('name')} placeholder="Any name" />
            </Form.Group>
          </Col>
          <Col md={2} sm={6}>
            <Form.Group controlId="filter-slot-size">
              <Form.Label>Slot size</Form.Label>
              <Form.Select value={draft.slotSize} onChange={set('slotSize')}>
                <option value="">Any</option>
                {SLOT_SIZES.map((s) => (
                  <option key={s} value={s}>
                    {s} Mins
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col md={2} sm={6}>
            <Form.Group controlId="filter-rate">
              <Form.Label>Max. rate</Form.Label>
              <Form.Select value={draft.rateMax} onChange={set('rateMax')}>
                <option value="">Any</option>
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
              Search
            </Button>
            <Button type="button" variant="outline-secondary" onClick={onReset} aria-label="Reset filters">
              <i className="bi bi-arrow-counterclockwise" aria-hidden="true" />
            </Button>
          </Col>
        </Row>
      </Form>

      <section aria-live="polite" className="mt-4">
        {result.status === 'loading' && <InlineSpinner label="Finding consultants…" />}
        {result.status === 'failed' && (
          <Alert variant="danger">
            <i className="bi bi-exclamation-octagon-fill me-2" aria-hidden="true" />
            {CONSULTANT_LIST_ERROR}
          </Alert>
        )}
        {result.status === 'ok' && result.items.length === 0 && (
          <div className="empty-state">
            <i className="bi bi-search" aria-hidden="true" />
            <p className="mb-0">No data found</p>
            <small className="text-muted">Try another category or clear the filters.</small>
          </div>
        )}
        {result.status === 'ok' && result.items.length > 0 && (
          <>
            <Row xs={1} sm={2} lg={3} xl={4} className="g-4">
              {result.items.map((c) => (
                <Col key={c.id}>
                  <ConsultantCard consultant={c} />
                </Col>
              ))}
            </Row>
            <div className="mt-4">
              <Pager page={page} totalPages={result.totalPages} more={result.more} onChange={setPage} label="Consultant pages" />
            </div>
          </>
        )}
      </section>
    </>
  );
}
