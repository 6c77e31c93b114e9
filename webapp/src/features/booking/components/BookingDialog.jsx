import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { formatAmount, formatClock, formatDay, formatPrice } from '../../../lib/format.js';
import { PAYMENT_METHODS } from '../bookingApi.js';
import { totalPrice } from '../bookingSlice.js';
import useResetOnChange from '../../../lib/useResetOnChange.js';

const METHODS = [
  {
    value: PAYMENT_METHODS.ONLINE,
    label: 'Card payment',
    icon: 'bi-credit-card',
    hint: 'Pay now with a Visa, Mastercard or Amex card on PayHere’s secure page. Confirmed as soon as it is paid.',
  },
  {
    value: PAYMENT_METHODS.SLIP,
    label: 'Bank slip upload',
    icon: 'bi-bank',
    hint: 'Pay at the bank or by transfer, then upload the slip. Confirmed once our team checks it.',
  },
];

/**
 * The booking confirmation: the ticked slots, the estimated cost and the payment method.
 * `onConfirm(method)` books; `busy` while it does.
 */
export default function BookingDialog({ show, slots, consultantName, onHide, onConfirm, busy = false }) {
  const [method, setMethod] = useState(PAYMENT_METHODS.ONLINE);
  useResetOnChange(show, (shown) => {
    if (shown) setMethod(PAYMENT_METHODS.ONLINE);
  });
  const sorted = [...slots].sort((a, b) => `${a.startDate}${a.startTime}`.localeCompare(`${b.startDate}${b.startTime}`));
  return (
    <Modal show={show} onHide={busy ? () => {} : onHide} centered aria-labelledby="booking-dialog-title">
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(method);
        }}
      >
        <Modal.Header closeButton={!busy}>
          <Modal.Title id="booking-dialog-title" as="h2" className="h5">
            Confirm your booking
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {consultantName && (
            <p className="mb-2">
              With <strong>{consultantName}</strong>
            </p>
          )}
          <h3 className="h6 text-uppercase text-muted small fw-bold mb-2">Selected cerebroslots</h3>
          <ul className="list-unstyled booking-summary mb-3">
            {sorted.map((s) => (
              <li key={s.id} className="d-flex justify-content-between gap-3">
                <span>
                  {formatDay(s.startDate)}, {formatClock(s.startTime)} – {formatClock(s.endTime)}
                </span>
                <span className="text-nowrap">{formatPrice(s.slotPrice)}</span>
              </li>
            ))}
          </ul>
          <div className="booking-total d-flex justify-content-between align-items-baseline mb-4">
            <span>Estimated cost</span>
            <strong data-testid="estimated-cost">{formatAmount(totalPrice(slots))}</strong>
          </div>
          <fieldset>
            <legend className="form-label fs-6">Payment method</legend>
            {METHODS.map((m) => (
              <label key={m.value} className={`method-option ${method === m.value ? 'method-option-selected' : ''}`} htmlFor={`method-${m.value}`}>
                <Form.Check.Input
                  type="radio"
                  id={`method-${m.value}`}
                  name="paymentMethod"
                  value={m.value}
                  checked={method === m.value}
                  onChange={() => setMethod(m.value)}
                  aria-describedby={`method-${m.value}-hint`}
                />
                <span>
                  <span className="d-block fw-semibold">
                    <i className={`bi ${m.icon} me-2`} aria-hidden="true" />
                    {m.label}
                  </span>
                  <small className="text-muted d-block" id={`method-${m.value}-hint`}>
                    {m.hint}
                  </small>
                </span>
              </label>
            ))}
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="accent" disabled={busy || slots.length === 0}>
            {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Confirm
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
