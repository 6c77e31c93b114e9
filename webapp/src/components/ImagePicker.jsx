import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Avatar from './Avatar.jsx';
import { IMAGE_ACCEPT } from '../lib/uploads.js';

/**
 * A profile picture with a labelled PNG/JPEG file input beside it. The parent uploads the chosen
 * file (`onChoose`) and passes back the new `imageUrl`, whether it is `busy`, and any `error`.
 */
export default function ImagePicker({ label = 'Image', imageUrl, busy = false, error, onChoose }) {
  const id = useId();
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <div className="d-flex align-items-center gap-3">
        <Avatar src={imageUrl} size={72} alt={imageUrl ? 'Your profile picture' : ''} />
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
                Uploading…
              </span>
            ) : (
              'PNG or JPEG, up to 5 MB.'
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
