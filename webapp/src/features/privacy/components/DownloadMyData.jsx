import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLingui } from '@lingui/react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { downloadMyData } from '../privacyApi.js';

/** "Download my data": the ZIP of everything the server keeps about the signed-in user. */
export default function DownloadMyData() {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
      dispatch(alertSuccess(_('privacy.export.done')));
    } catch (failure) {
      dispatch(alertError(failure?.message || unexpectedErrorMessage()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">{_('privacy.export.heading')}</h2>
        <p>{_('privacy.export.text')}</p>
        <Button variant="primary" onClick={download} disabled={busy}>
          {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : <i className="bi bi-download me-2" aria-hidden="true" />}
          {busy ? _('privacy.export.busy') : _('privacy.export.button')}
        </Button>
      </Card.Body>
    </Card>
  );
}
