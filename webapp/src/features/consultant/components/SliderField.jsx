import { useId } from 'react';
import { useField, useFormikContext } from 'formik';
import Form from 'react-bootstrap/Form';
import { useLingui } from '@lingui/react';
import { hasMessage } from '../../../i18n/index.js';

/**
 * A labelled range slider bound to a Formik number field, with its value shown live beside the
 * label (`format(value)`) and the schema's message (a message id, or the server's text) below.
 */
export default function SliderField({ name, label, min, max, step, format = String, hint, className = 'mb-3' }) {
  const { _ } = useLingui();
  const [field, meta, helpers] = useField(name);
  const { submitCount } = useFormikContext();
  const id = `${useId()}-${name}`;
  const invalid = Boolean(submitCount > 0 && meta.error);
  const shown = format(Number(field.value) || 0);
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <Form.Group className={`slider-field ${className}`} controlId={id}>
      <div className="d-flex justify-content-between align-items-baseline gap-2">
        <Form.Label>{label}</Form.Label>
        <output htmlFor={id} className="slider-value" aria-live="polite">
          {shown}
        </output>
      </div>
      <Form.Range
        name={name}
        min={min}
        max={max}
        step={step}
        value={Number(field.value) || 0}
        onChange={(e) => helpers.setValue(Number(e.target.value))}
        onBlur={() => helpers.setTouched(true)}
        aria-valuetext={shown}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
        className={invalid ? 'is-invalid' : undefined}
      />
      <div className="slider-scale d-flex justify-content-between" aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      {invalid && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {hasMessage(meta.error) ? _(meta.error) : meta.error}
        </div>
      )}
    </Form.Group>
  );
}
