import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { INVOICE_FILTERS } from '../adminSlice.js';
import { INVOICE_STATUSES } from '../adminViews.js';

/** The invoice search (spec §2): Date From, Date To and Status (Pending Approval by default), Reset, Search. */
export default function InvoiceSearch({ initial, onSearch }) {
  const [f, setF] = useState(initial ?? INVOICE_FILTERS);
  const [problem, setProblem] = useState(null);
  const set = (key) => (e) => setF((v) => ({ ...v, [key]: e.target.value }));
  return (
    <Form
      className="filter-panel mb-4"
      aria-label="Search invoices"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (f.startDate && f.endDate && f.endDate < f.startDate) {
          setProblem('Date To cannot be before Date From.');
          return;
        }
        setProblem(null);
        onSearch(f);
      }}
    >
      <Row className="g-3 align-items-end">
        <Col sm={6} lg={3}>
          <Form.Group controlId="is-from">
            <Form.Label>Date From</Form.Label>
            <Form.Control type="date" value={f.startDate} onChange={set('startDate')} />
          </Form.Group>
        </Col>
        <Col sm={6} lg={3}>
          <Form.Group controlId="is-to">
            <Form.Label>Date To</Form.Label>
            <Form.Control type="date" value={f.endDate} onChange={set('endDate')} />
          </Form.Group>
        </Col>
        <Col sm={6} lg={3}>
          <Form.Group controlId="is-status">
            <Form.Label>Status</Form.Label>
            <Form.Select value={f.status} onChange={set('status')}>
              {INVOICE_STATUSES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} lg={3} className="d-flex gap-2">
          <Button
            variant="outline-secondary"
            className="flex-fill"
            onClick={() => {
              setF(INVOICE_FILTERS);
              setProblem(null);
              onSearch(INVOICE_FILTERS);
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
      {problem && (
        <div className="invalid-feedback d-block mt-2" role="alert">
          {problem}
        </div>
      )}
    </Form>
  );
}
