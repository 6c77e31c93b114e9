import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Trans, useLingui } from '@lingui/react';
import SessionTime from '../../../components/SessionTime.jsx';
import { formatAmount, formatPrice } from '../../../lib/format.js';
import { PAYMENT_METHODS } from '../bookingApi.js';
import { totalPrice } from '../bookingSlice.js';
import { slotSpan } from '../../../lib/slotTimes.js';
import useResetOnChange from '../../../lib/useResetOnChange.js';
import { hasMessage, msg } from '../../../i18n/index.js';

/**
 * The server's refusal of a promo code ({code, values, message}) in the reader's current language: its
 * catalogue text (apperr/catalog, loaded as "error.<code>"), so a language switch rewords it; else the
 * server's message.
 */
function promoRefusal(refusal, _) {
  const id = `error.${refusal.code}`;
  return hasMessage(id) ? _(id, refusal.values ?? {}) : refusal.message;
}

/** The longest note the server takes, in characters. */
export const MAX_NOTE_LENGTH = 1000;

const METHODS = [
  { value: PAYMENT_METHODS.ONLINE, icon: 'bi-credit-card', label: msg('booking.dialog.card'), hint: msg('booking.dialog.cardHint') },
  { value: PAYMENT_METHODS.SLIP, icon: 'bi-bank', label: msg('booking.dialog.slip'), hint: msg('booking.dialog.slipHint') },
];

/**
 * A promo code applied before confirming: `onQuote(code)` asks the server what the booking would cost
 * with it ({data: {fullAmount, discountCents, totalAmount, promoCode}} or {error}); typing another code
 * forgets the quote. `refusal` is the last word on the code, the quote's or the booking's
 * (`bookingRefusal`), until the code changes. Enter in the field applies the code rather than booking.
 */
function usePromoQuote(onQuote, bookingRefusal) {
  const [promoCode, setCode] = useState('');
  const [quote, setQuote] = useState(null);
  const [refusal, setRefusal] = useState(bookingRefusal);
  const [quoting, setQuoting] = useState(false);
  useResetOnChange(bookingRefusal, (r) => {
    setRefusal(r);
    if (r) setQuote(null);
  });
  const setPromoCode = (code) => {
    setCode(code);
    setQuote(null);
    setRefusal(null);
  };
  const apply = async () => {
    const code = promoCode.trim();
    if (!code || !onQuote) return;
    setQuoting(true);
    setRefusal(null);
    const { data, error } = await onQuote(code);
    setQuoting(false);
    setQuote(data ?? null);
    setRefusal(data ? null : error);
  };
  const forget = () => setPromoCode(promoCode);
  return { promoCode, setPromoCode, quote, refusal, quoting, apply, forget };
}

/** The total under the slots: the estimated cost, and once a code is applied its discount and what is left to pay. */
function Totals({ slots, quote }) {
  const { _ } = useLingui();
  return (
    <div className="mb-4" role="status">
      <div className={`d-flex justify-content-between align-items-baseline ${quote ? '' : 'booking-total'}`}>
        <span>{_('booking.dialog.estimatedCost')}</span>
        <strong data-testid="estimated-cost" className="text-nowrap">{formatAmount(totalPrice(slots))}</strong>
      </div>
      {quote && (
        <>
          <div className="d-flex justify-content-between gap-3 text-success">
            <span>
              {_('promo.invoice.discount')} · {_('promo.invoice.code', { code: quote.promoCode })}
            </span>
            <span data-testid="promo-discount" className="text-nowrap">−{formatAmount(quote.discountCents)}</span>
          </div>
          <div className="booking-total d-flex justify-content-between align-items-baseline">
            <span>{_('promo.quote.toPay')}</span>
            <strong data-testid="amount-to-pay" className="text-nowrap">{formatAmount(quote.totalAmount)}</strong>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The booking confirmation: the ticked slots (in the viewer's time, Sri Lanka time beside it), the
 * estimated cost, the payment method and an optional note for the consultant (what the consultee would
 * like to discuss), and a promo code, which Apply prices before confirming (`onQuote`, see
 * usePromoQuote). `onConfirm(method, note, promoCode)` books; `busy` while it does; `promoError` is the
 * server's refusal of the code at booking ({code, values, message}), shown under its field (the dialog
 * stays open).
 */
export default function BookingDialog({ show, slots, consultantName, onHide, onConfirm, onQuote, busy = false, promoError = null }) {
  const { _ } = useLingui();
  const [method, setMethod] = useState(PAYMENT_METHODS.ONLINE);
  const [note, setNote] = useState('');
  const { promoCode, setPromoCode, quote, refusal: promoRefused, quoting, apply, forget } = usePromoQuote(onQuote, promoError);
  useResetOnChange(show, (shown) => {
    if (!shown) return;
    setMethod(PAYMENT_METHODS.ONLINE);
    forget(); // the slots may differ from the last time's
  });
  const sorted = slots.map((s) => ({ slot: s, ...slotSpan(s) })).sort((a, b) => new Date(a.start) - new Date(b.start));
  return (
    <Modal show={show} onHide={busy ? () => {} : onHide} centered aria-labelledby="booking-dialog-title">
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(method, note.trim(), promoCode.trim());
        }}
      >
        <Modal.Header closeButton={!busy} closeLabel={_('common.close')}>
          <Modal.Title id="booking-dialog-title" as="h2" className="h5">
            {_('booking.dialog.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {consultantName && (
            <p className="mb-2">
              <Trans id="booking.dialog.with" values={{ name: consultantName }} components={{ 0: <strong /> }} />
            </p>
          )}
          <h3 className="h6 text-uppercase text-muted small fw-bold mb-2">{_('booking.dialog.selected')}</h3>
          <ul className="list-unstyled booking-summary mb-3">
            {sorted.map(({ slot, start, end }) => (
              <li key={slot.id} className="d-flex justify-content-between gap-3">
                <SessionTime start={start} end={end} />
                <span className="text-nowrap">{formatPrice(slot.slotPrice)}</span>
              </li>
            ))}
          </ul>
          <Totals slots={slots} quote={quote} />
          <Form.Group controlId="booking-note" className="mb-3">
            <Form.Label>{_('booking.dialog.note')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={note}
              maxLength={MAX_NOTE_LENGTH}
              onChange={(e) => setNote(e.target.value)}
              aria-describedby="booking-note-hint"
            />
            <Form.Text id="booking-note-hint" muted>
              {_('booking.dialog.noteHint', { count: note.length, max: MAX_NOTE_LENGTH })}
            </Form.Text>
          </Form.Group>
          <Form.Group controlId="booking-promo-code" className="mb-3">
            <Form.Label>{_('promo.field.label')}</Form.Label>
            <InputGroup hasValidation>
              <Form.Control
                value={promoCode}
                maxLength={32}
                autoCapitalize="characters"
                autoComplete="off"
                onChange={(e) => setPromoCode(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter') return;
                  e.preventDefault();
                  apply();
                }}
                isInvalid={Boolean(promoRefused)}
                aria-invalid={Boolean(promoRefused)}
                aria-describedby="booking-promo-code-hint"
              />
              <Button variant="outline-primary" onClick={apply} disabled={quoting || busy || !promoCode.trim()}>
                {quoting && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
                {_('promo.field.apply')}
              </Button>
              {promoRefused && (
                <Form.Control.Feedback type="invalid" id="booking-promo-code-hint" role="alert">
                  {promoRefusal(promoRefused, _)}
                </Form.Control.Feedback>
              )}
            </InputGroup>
            {!promoRefused && (
              <Form.Text id="booking-promo-code-hint" muted>
                {_('promo.field.hint')}
              </Form.Text>
            )}
          </Form.Group>
          <fieldset>
            <legend className="form-label fs-6">{_('booking.dialog.method')}</legend>
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
                    {_(m.label)}
                  </span>
                  <small className="text-muted d-block" id={`method-${m.value}-hint`}>
                    {_(m.hint)}
                  </small>
                </span>
              </label>
            ))}
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
            {_('booking.dialog.cancel')}
          </Button>
          <Button type="submit" variant="accent" disabled={busy || slots.length === 0}>
            {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {_('booking.dialog.confirm')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
