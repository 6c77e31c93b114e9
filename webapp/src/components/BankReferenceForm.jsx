import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useLingui } from '@lingui/react';

/** The shortest bank reference the server takes (api: transferReference). */
const MIN_REFERENCE = 3;

/**
 * A bank transfer made: the bank's reference and the button that records it. `onSubmit(reference)`
 * resolves true when the server took it, which clears the field.
 */
export default function BankReferenceForm({ label, submitLabel, busy = false, disabled = false, onSubmit }) {
  const { _ } = useLingui();
  const [reference, setReference] = useState('');
  const submit = async (e) => {
    e.preventDefault();
    if (await onSubmit(reference.trim())) setReference('');
  };
  return (
    <Form className="d-flex gap-2" onSubmit={submit} aria-label={label}>
      <Form.Control
        size="sm"
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        placeholder={_('common.bankReference')}
        aria-label={_('common.bankReference')}
        maxLength={64}
        required
        disabled={disabled}
      />
      <Button size="sm" type="submit" disabled={disabled || busy || reference.trim().length < MIN_REFERENCE}>
        {submitLabel}
      </Button>
    </Form>
  );
}
