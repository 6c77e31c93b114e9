import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { alertError } from '../../../components/feedback/alertsSlice.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';

/** A button that downloads a file (`download()`), busy while it comes, with the refusal as an alert. */
export default function DownloadButton({ download, label, busyLabel, disabled = false, ...props }) {
  const dispatch = useDispatch();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (failure) {
      dispatch(alertError(failure?.message || unexpectedErrorMessage()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline-primary" size="sm" onClick={run} disabled={busy || disabled} {...props}>
      {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : <i className="bi bi-file-earmark-pdf me-2" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
