import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { formatPrice } from '../../../lib/format.js';
import { CONSULTANT_FILTERS } from '../adminApi.js';
import { CONSULTANT_STATUSES, SLOT_RATES, SLOT_SIZES } from '../adminViews.js';
import { categoryLabel } from '../../categories/index.js';

function Field({ id, label, children }) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children}
    </Form.Group>
  );
}

/**
 * The consultant search panel: first and last name, email, category, slot size, slot rate
 * and status (Verified by default), with Reset and Search. `onSearch(filters)`.
 */
export default function ConsultantSearchPanel({ initial, categories, onSearch }) {
  const { _ } = useLingui();
  const [f, setF] = useState(initial ?? CONSULTANT_FILTERS);
  const set = (key) => (e) => setF((v) => ({ ...v, [key]: e.target.value }));
  return (
    <Form
      className="filter-panel mb-4"
      aria-label={_('admin.consultants.searchAria')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(f);
      }}
    >
      <Row className="g-3">
        <Col sm={6} lg={3}>
          <Field id="cs-first" label={_('admin.consultants.firstName')}>
            <Form.Control value={f.firstName} onChange={set('firstName')} />
          </Field>
        </Col>
        <Col sm={6} lg={3}>
          <Field id="cs-last" label={_('admin.consultants.lastName')}>
            <Form.Control value={f.lastName} onChange={set('lastName')} />
          </Field>
        </Col>
        <Col sm={6} lg={3}>
          <Field id="cs-email" label={_('admin.field.email')}>
            <Form.Control inputMode="email" value={f.email} onChange={set('email')} />
          </Field>
        </Col>
        <Col sm={6} lg={3}>
          <Field id="cs-category" label={_('admin.field.category')}>
            <Form.Select value={f.categoryId} onChange={set('categoryId')}>
              <option value="">{_('admin.consultants.allCategories')}</option>
              {categories.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {categoryLabel(c.name)}
                </option>
              ))}
            </Form.Select>
          </Field>
        </Col>
        <Col sm={4} lg={3}>
          <Field id="cs-size" label={_('admin.field.slotSize')}>
            <Form.Select value={f.slotSize} onChange={set('slotSize')}>
              <option value="">{_('admin.any')}</option>
              {SLOT_SIZES.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {_('admin.slotSizeMins', { minutes })}
                </option>
              ))}
            </Form.Select>
          </Field>
        </Col>
        <Col sm={4} lg={3}>
          <Field id="cs-rate" label={_('admin.field.slotRate')}>
            <Form.Select value={f.slotRate} onChange={set('slotRate')}>
              <option value="">{_('admin.any')}</option>
              {SLOT_RATES.map((rupees) => (
                <option key={rupees} value={String(rupees)}>
                  {formatPrice(rupees * 100)}
                </option>
              ))}
            </Form.Select>
          </Field>
        </Col>
        <Col sm={4} lg={3}>
          <Field id="cs-status" label={_('admin.field.status')}>
            <Form.Select value={f.status} onChange={set('status')}>
              {CONSULTANT_STATUSES.map((o) => (
                <option key={o.value} value={o.value}>
                  {_(o.label)}
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
            {_('admin.reset')}
          </Button>
          <Button type="submit" variant="primary" className="flex-fill">
            <i className="bi bi-search me-2" aria-hidden="true" />
            {_('admin.search')}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
