import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useLingui } from '@lingui/react';
import { colomboInstant, currentViewerZone, differsFromSriLanka } from '../../../lib/format.js';
import useResetOnChange from '../../../lib/useResetOnChange.js';

/**
 * A date picker (Sri Lanka dates, from `min` on) and a Search button; `onSearch(date)` on submit. A
 * viewer whose clock differs from Sri Lanka's is told the date is Sri Lanka's and the times their own.
 */
export default function AvailabilitySearch({ date, min, onSearch, busy = false }) {
  const { _ } = useLingui();
  const [value, setValue] = useState(date);
  useResetOnChange(date, setValue);
  // Whether the viewer's clock reads differently from Sri Lanka's on the day shown.
  const abroad = Boolean(date) && differsFromSriLanka(colomboInstant(date, '12:00'));
  return (
    <Form
      className="availability-search"
      aria-label={_('booking.search.label')}
      onSubmit={(e) => {
        e.preventDefault();
        if (value) onSearch(value);
      }}
    >
      <Form.Group controlId="availability-date" className="flex-grow-1">
        <Form.Label>{abroad ? _('booking.search.dateSriLanka') : _('booking.search.date')}</Form.Label>
        <Form.Control
          type="date"
          value={value}
          min={min}
          required
          onChange={(e) => setValue(e.target.value)}
          aria-describedby="availability-date-hint"
        />
      </Form.Group>
      <Button type="submit" variant="primary" disabled={busy || !value} className="availability-search-btn">
        <i className="bi bi-search me-1" aria-hidden="true" />
        {_('booking.search.submit')}
      </Button>
      <Form.Text id="availability-date-hint" muted className="w-100 mt-0">
        {abroad ? _('booking.search.hintAbroad', { zone: currentViewerZone() }) : _('booking.search.hint')}
      </Form.Text>
    </Form>
  );
}
