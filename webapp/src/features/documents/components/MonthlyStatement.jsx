import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Form from 'react-bootstrap/Form';
import { downloadStatement, isMonth, lastMonth } from '../documentsApi.js';
import DownloadButton from './DownloadButton.jsx';

/**
 * "Monthly statement": a month (Sri Lanka calendar month) and its PDF statement of sessions, shares,
 * penalties, refunds and payouts for the consultant's accountant. The admin passes `consultantId`;
 * `headingLevel` fits the title into the page's outline (a dashboard's section, or a dialog's part).
 */
export default function MonthlyStatement({ consultantId, headingLevel = 2 }) {
  const { _ } = useLingui();
  const Heading = `h${headingLevel}`;
  const [month, setMonth] = useState(lastMonth());
  const valid = isMonth(month);
  return (
    <section className="mt-4" aria-labelledby="monthly-statement">
      <Heading id="monthly-statement" className="h5">{_('documents.statement.title')}</Heading>
      <p className="text-muted small">{_('documents.statement.text')}</p>
      <Form className="d-flex flex-wrap align-items-end gap-2" onSubmit={(e) => e.preventDefault()}>
        <Form.Group controlId="statement-month">
          <Form.Label className="small mb-1">{_('documents.statement.month')}</Form.Label>
          <Form.Control
            type="month"
            value={month}
            max={new Date().toISOString().slice(0, 7)}
            onChange={(e) => setMonth(e.target.value)}
            isInvalid={!valid}
            aria-describedby="statement-month-hint"
          />
          <Form.Text id="statement-month-hint" className="visually-hidden">{_('documents.statement.monthHint')}</Form.Text>
        </Form.Group>
        <DownloadButton
          download={() => downloadStatement(month, consultantId)}
          label={_('documents.statement.download')}
          busyLabel={_('documents.statement.busy')}
          disabled={!valid}
        />
      </Form>
    </section>
  );
}
