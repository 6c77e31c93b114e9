import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import useResetOnChange from '../../../lib/useResetOnChange.js';

/** A date picker (Colombo dates, from `min` on) and a Search button; `onSearch(date)` on submit. */
export default function AvailabilitySearch({ date, min, onSearch, busy = false }) {
  const [value, setValue] = useState(date);
  useResetOnChange(date, setValue);
  return (
    <Form
      className="availability-search"
      aria-label="Search availability"
      onSubmit={(e) => {
        e.preventDefault();
        if (value) onSearch(value);
      }}
    >
      <Form.Group controlId="availability-date" className="flex-grow-1">
        <Form.Label>Date</Form.Label>
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
        Search
      </Button>
      <Form.Text id="availability-date-hint" muted className="w-100 mt-0">
        Times are Sri Lanka time (UTC+05:30).
      </Form.Text>
    </Form>
  );
}
