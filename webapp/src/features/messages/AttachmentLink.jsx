import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLingui } from '@lingui/react';
import { getBlob } from '../../lib/http.js';
import { formatBytes } from './attachments.js';

const ICONS = { 'application/pdf': 'bi-file-earmark-pdf', 'image/png': 'bi-file-earmark-image', 'image/jpeg': 'bi-file-earmark-image' };

/**
 * One attachment of a message: its name and size; pressing it downloads the file with the session
 * (the API serves it only to those who may read the thread) under the name it was sent with.
 */
export default function AttachmentLink({ attachment }) {
  const { _, i18n } = useLingui();
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setFailed(false);
    try {
      const blob = await getBlob(attachment.url);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = attachment.fileName;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      setFailed(true);
    }
  };
  return (
    <span className="message-attachment d-inline-flex align-items-center gap-1">
      <Button variant="link" size="sm" className="p-0 text-start" onClick={save} title={_('messages.attachment.download')}>
        <i className={`bi ${ICONS[attachment.mediaType] ?? 'bi-paperclip'} me-1`} aria-hidden="true" />
        {attachment.fileName}
      </Button>
      <small className="text-muted">({formatBytes(attachment.bytes, i18n.locale)})</small>
      {failed && <small className="text-danger">{_('messages.attachment.failed')}</small>}
    </span>
  );
}
