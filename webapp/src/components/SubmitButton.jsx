import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** A submit button that shows a spinner and is disabled while its form is busy. */
export default function SubmitButton({ busy = false, children, variant = 'primary', className = '', ...props }) {
  return (
    <Button type="submit" variant={variant} disabled={busy} className={className} {...props}>
      {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
