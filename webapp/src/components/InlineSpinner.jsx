import Spinner from 'react-bootstrap/Spinner';
import { useLingui } from '@lingui/react';

/** A centred spinner with a caption, for a part of a page that is still loading. */
export default function InlineSpinner({ label, className = '' }) {
  const { _ } = useLingui();
  return (
    <div className={`d-flex align-items-center justify-content-center gap-2 py-4 text-muted ${className}`} role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{label ?? _('common.loading')}</span>
    </div>
  );
}
