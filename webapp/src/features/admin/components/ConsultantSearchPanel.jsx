import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { CONSULTANT_FILTERS } from '../adminSlice.js';
import { CONSULTANT_STATUSES, SLOT_RATES, SLOT_SIZES } from '../adminViews.js';

function Field({ id, label, children }) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children}
    </Form.Group>
  );
}

/**
 * The consultant search panel (spec §2): first and last name, email, category, slot size, slot rate
 * and status (Verified by default), with Reset and Search. `onSearch(filters)`.
 */
export default function ConsultantSearchPanel({ initial, categories, onSearch }) {
  const [f, setF] = useState(initial ?? CONSULTANT_FILTERS);
  const set = (key) => (e) => setF((v) => ({ ...v, [key]: e.target.value }));
  return (
    <Form
      className="filter-panel mb-4"
      aria-label="Search consultants"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(f);
      }}
    >
      <Row className="g-3">
        <Col sm={6} lg={3}>
          <Field id="cs-first" label="First Name">
            <Form.Control value={f.firstName} onChange={set('firstName')} />
          </Field>
        </Col>
        <Col sm={6} lg={3}>
          <Field id="cs-last" label="Last Name">
            <Form.Control value={f.lastName} onChange={set('lastName')} />
          </Field>
        </Col>
        <Col sm={6} lg={3}>
          <Field id="cs-email" label="Email">
            <Form.Control inputMode="email" value={f.email} onChange={set('email')} />
          </Field>
        </Col>
        <Col sm={6} lg={3}>
          <Field id="cs-category" label="Category">
            <Form.Select value={f.categoryId} onChange={set('categoryId')}>
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </Form.Select>
          </Field>
        </Col>
        <Col sm={4} lg={3}>
          <Field id="cs-size" label="Slot Size">
            <Form.Select value={f.slotSize} onChange={set('slotSize')}>
              <option value="">Any</option>
              {SLOT_SIZES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Form.Select>
          </Field>
        </Col>
        <Col sm={4} lg={3}>
          <Field id="cs-rate" label="Slot Rate">
            <Form.Select value={f.slotRate} onChange={set('slotRate')}>
              <option value="">Any</option>
              {SLOT_RATES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Form.Select>
          </Field>
        </Col>
        <Col sm={4} lg={3}>
          <Field id="cs-status" label="Status">
            <Form.Select value={f.status} onChange={set('status')}>
              {CONSULTANT_STATUSES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Form.Select>
          </Field>
        </Col>
        <Col lg={3} className="d-flex align-items-end gap-2">
          <Button
            variant="outline-secondary"
            className="flex-fill"
            onClick={() => {
              setF(CONSULTANT_FILTERS);
              onSearch(CONSULTANT_FILTERS);
            }}
          >
            Reset
          </Button>
          <Button type="submit" variant="primary" className="flex-fill">
            <i className="bi bi-search me-2" aria-hidden="true" />
            Search
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
