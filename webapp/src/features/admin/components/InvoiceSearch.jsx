import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { currentViewerZone, TIME_ZONE } from '../../../lib/format.js';
import { INVOICE_FILTERS } from '../adminApi.js';
import { INVOICE_STATUSES } from '../adminViews.js';
import { msg } from '../../../i18n/index.js';

/**
 * The invoice search: Date From, Date To and Status (Pending Approval by default), Reset,
 * Search. The dates are Sri Lanka calendar dates (the invoices' own), which an admin on another
 * clock is told.
 */
export default function InvoiceSearch({ initial, onSearch }) {
  const { _ } = useLingui();
  const [f, setF] = useState(initial ?? INVOICE_FILTERS);
  // The message id of what is wrong with the dates, shown in the current language.
  const [problem, setProblem] = useState(null);
  const set = (key) => (e) => setF((v) => ({ ...v, [key]: e.target.value }));
  const abroad = currentViewerZone() !== TIME_ZONE;
  return (
    <Form
      className="filter-panel mb-4"
      aria-label={_('admin.invoices.searchAria')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (f.startDate && f.endDate && f.endDate < f.startDate) {
          setProblem(msg('admin.invoices.datesReversed'));
          return;
        }
        setProblem(null);
        onSearch(f);
      }}
    >
      <Row className="g-3 align-items-end">
        <Col sm={6} lg={3}>
          <Form.Group controlId="is-from">
            <Form.Label>{_('admin.invoices.dateFrom')}</Form.Label>
            <Form.Control type="date" value={f.startDate} onChange={set('startDate')} />
          </Form.Group>
        </Col>
        <Col sm={6} lg={3}>
          <Form.Group controlId="is-to">
            <Form.Label>{_('admin.invoices.dateTo')}</Form.Label>
            <Form.Control type="date" value={f.endDate} onChange={set('endDate')} />
          </Form.Group>
        </Col>
        <Col sm={6} lg={3}>
          <Form.Group controlId="is-status">
            <Form.Label>{_('admin.field.status')}</Form.Label>
            <Form.Select value={f.status} onChange={set('status')}>
              {INVOICE_STATUSES.map((o) => (
                <option key={o.value} value={o.value}>
                  {_(o.label)}
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
            {_('admin.reset')}
          </Button>
          <Button type="submit" variant="primary" className="flex-fill">
            <i className="bi bi-search me-2" aria-hidden="true" />
            {_('admin.search')}
          </Button>
        </Col>
      </Row>
      {abroad && <Form.Text muted>{_('admin.invoices.sriLankaDates')}</Form.Text>}
      {problem && (
        <div className="invalid-feedback d-block mt-2" role="alert">
          {_(problem)}
        </div>
      )}
    </Form>
  );
}
