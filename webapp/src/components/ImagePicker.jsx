import { useId } from 'react';
import { useLingui } from '@lingui/react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Avatar from './Avatar.jsx';
import { IMAGE_ACCEPT } from '../lib/uploads.js';

/**
 * A profile picture with a labelled PNG/JPEG file input beside it (`label`, "Image" by default). The
 * parent uploads the chosen file (`onChoose`) and passes back the new `imageUrl`, whether it is
 * `busy`, and any `error`. Its texts are in the profile catalogue, with the profile forms that use it.
 */
export default function ImagePicker({ label, imageUrl, busy = false, error, onChoose }) {
  const { _ } = useLingui();
  const id = useId();
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label ?? _('profile.image')}</Form.Label>
      <div className="d-flex align-items-center gap-3">
        <Avatar src={imageUrl} size={72} alt={imageUrl ? _('profile.image.yours') : ''} />
        <div className="flex-grow-1">
          <Form.Control
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={busy}
            isInvalid={Boolean(error)}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) onChoose(file);
            }}
          />
          <Form.Text id={`${id}-hint`} muted>
            {busy ? (
              <span role="status">
                <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
                {_('profile.image.uploading')}
              </span>
            ) : (
              _('profile.image.hint')
            )}
          </Form.Text>
          {error && (
            <div className="invalid-feedback d-block" id={`${id}-error`}>
              {error}
            </div>
          )}
        </div>
      </div>
    </Form.Group>
  );
}
