// Formik-connected form controls that always carry a visible label and show the schema's message.
import { useEffect, useId } from 'react';
import { useField, useFormikContext } from 'formik';
import Form from 'react-bootstrap/Form';

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
        {meta.error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/** A labelled textarea bound to a Formik field. */
export function TextAreaField({ name, label, rows = 4, className = 'mb-3', ...inputProps }) {
  return <TextField name={name} label={label} as="textarea" rows={rows} className={className} {...inputProps} />;
}

/**
 * After a submit that failed validation, moves the keyboard focus to the first field with a message,
 * so keyboard and screen-reader users land on what needs fixing. Place it inside a Formik form.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValidating || Object.keys(errors).length === 0) return;
    const first = document.querySelector('form [aria-invalid="true"]');
    first?.focus();
    // Only after each submit attempt, not on every keystroke.
  }, [submitCount, isSubmitting]);
  return null;
}
