import { useSelector } from 'react-redux';
import Spinner from 'react-bootstrap/Spinner';
import { useLingui } from '@lingui/react';
import { selectLoading } from './appSlice.js';

/** A dimmed full-screen spinner while the app's loading flag is up. */
export default function LoadingOverlay() {
  const { _ } = useLingui();
  const loading = useSelector(selectLoading);
  if (!loading) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" />
      <span className="visually-hidden">{_('common.loading')}</span>
    </div>
  );
}
