// Formik-connected form controls that always carry a visible label and show the schema's message.
import { useEffect, useId, useRef } from 'react';
import { useField, useFormikContext } from 'formik';
import Form from 'react-bootstrap/Form';
import { useLingui } from '@lingui/react';
import { hasMessage } from '../i18n/index.js';

/**
 * A field's validation message. Schemas may give a message id, or `{ id, values }` (Yup takes an
 * object as a message), translated here so the message follows a language switch; or a text, shown as
 * it is.
 */
function FieldError({ error }) {
  const { _ } = useLingui();
  if (error && typeof error === 'object' && hasMessage(error.id)) return _(error.id, error.values);
  return typeof error === 'string' && hasMessage(error) ? _(error) : error;
}

/** A labelled text-like input (text, email, password …) bound to a Formik field. */
export function TextField({ name, label, type = 'text', hint, className = 'mb-3', ...inputProps }) {
  const [field, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const id = `${useId()}-${name}`;
  // Messages appear from the first submit on, then follow the typing. (Showing them on blur moves the
  // submit button under the pointer between mousedown and mouseup, and the click is lost.)
  const invalid = Boolean(submitCount > 0 && meta.touched && meta.error);
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...field}
        {...inputProps}
        type={inputProps.as ? undefined : type}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        <FieldError error={meta.error} />
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/** A labelled textarea bound to a Formik field. */
export function TextAreaField({ name, label, rows = 4, className = 'mb-3', ...inputProps }) {
  return <TextField name={name} label={label} as="textarea" rows={rows} className={className} {...inputProps} />;
}

/** Whether a field's message should show: from the first submit on, like TextField. */
function useFieldState(name) {
  const [field, meta, helpers] = useField(name);
  const { submitCount } = useFormikContext();
  const invalid = Boolean(submitCount > 0 && meta.touched && meta.error);
  return { field, meta, helpers, invalid };
}

/** A labelled select bound to a Formik field; `options` are [{value, label}]. */
export function SelectField({ name, label, options, placeholder, hint, className = 'mb-3', onValueChange, ...selectProps }) {
  const { field, meta, invalid } = useFieldState(name);
  const id = `${useId()}-${name}`;
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        {...field}
        {...selectProps}
        onChange={(e) => {
          field.onChange(e);
          onValueChange?.(e.target.value);
        }}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
      >
        {placeholder != null && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        <FieldError error={meta.error} />
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/** A labelled group of radio buttons (a fieldset with a legend) bound to a Formik field. */
export function RadioGroupField({ name, label, options, inline = true, className = 'mb-3' }) {
  const { field, meta, invalid } = useFieldState(name);
  const id = `${useId()}-${name}`;
  return (
    <fieldset className={className} aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend className="form-label fs-6">{label}</legend>
      <div>
        {options.map((o, i) => (
          <Form.Check
            key={o.value}
            inline={inline}
            type="radio"
            id={`${id}-${o.value}`}
            name={name}
            value={o.value}
            label={o.label}
            checked={field.value === o.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={invalid}
            aria-invalid={i === 0 ? invalid : undefined}
          />
        ))}
      </div>
      {invalid && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          <FieldError error={meta.error} />
        </div>
      )}
    </fieldset>
  );
}

/**
 * A labelled file input bound to a Formik field (the field holds the File, or null).
 * `accept` limits the choice, e.g. "image/png,image/jpeg".
 */
export function FileField({ name, label, accept, hint, className = 'mb-3', onFile }) {
  const { meta, helpers, invalid } = useFieldState(name);
  const id = `${useId()}-${name}`;
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="file"
        name={name}
        accept={accept}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0] ?? null;
          helpers.setValue(file);
          helpers.setTouched(true, false);
          onFile?.(file);
        }}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        <FieldError error={meta.error} />
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/**
 * After a submit that failed validation, moves the keyboard focus to the first field with a message,
 * so keyboard and screen-reader users land on what needs fixing. Place it inside a Formik form.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  // Once per submit attempt, not on every keystroke.
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    const first = document.querySelector('form [aria-invalid="true"]');
    // A group (the star rating) is invalid as a whole: focus its first control.
    const control = first?.matches('input, select, textarea, button') ? first : first?.querySelector('input');
    control?.focus();
  }, [submitCount, isSubmitting, isValidating, errors]);
  return null;
}
