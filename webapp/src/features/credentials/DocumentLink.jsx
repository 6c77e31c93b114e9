import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Button from 'react-bootstrap/Button';
import { getBlob } from '../../lib/http.js';

/**
 * Opens the registration document in a new tab. The API serves it only to its owner and the admin, so
 * it is fetched with the session and shown through an object URL.
 */
export default function DocumentLink({ url }) {
  const { _ } = useLingui();
  const [failed, setFailed] = useState(false);
  const open = async () => {
    // Opened before the fetch, so the browser treats it as the click's own window.
    const tab = window.open('', '_blank');
    try {
      const blob = await getBlob(url);
      const objectUrl = URL.createObjectURL(blob);
      if (tab) tab.location.href = objectUrl;
      else window.location.assign(objectUrl);
      setFailed(false);
    } catch {
      tab?.close();
      setFailed(true);
    }
  };
  return (
    <>
      <Button variant="outline-primary" size="sm" onClick={open}>
        <i className="bi bi-eye me-1" aria-hidden="true" />
        {_('credentials.document.open')}
      </Button>
      {failed && <span className="text-danger small ms-2">{_('credentials.document.failed')}</span>}
    </>
  );
}
