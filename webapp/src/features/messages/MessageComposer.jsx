import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useLingui } from '@lingui/react';
import { usePostMessageMutation, useUploadAttachmentMutation } from './messagesApi.js';
import { ACCEPTED_TYPES, MAX_MESSAGE_LENGTH, attachmentProblem } from './attachments.js';

/**
 * Writing to a booking's thread: the text (at most 2,000 characters) and files (PDF, PNG or JPEG of
 * at most 10 MB each), uploaded as they are picked and sent with the message.
 */
export default function MessageComposer({ bookingId }) {
  const { _ } = useLingui();
  const [text, setText] = useState('');
  const [files, setFiles] = useState([]);
  const [problem, setProblem] = useState(null);
  const picker = useRef(null);
  const [post, posting] = usePostMessageMutation();
  const [upload, uploading] = useUploadAttachmentMutation();
  const busy = posting.isLoading || uploading.isLoading;

  const pick = async (e) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    const why = attachmentProblem(file);
    if (why) return setProblem(_(`messages.compose.${why}`));
    if (!file) return undefined;
    setProblem(null);
    const res = await upload({ bookingId, file });
    if (res.error) return setProblem(res.error.message);
    return setFiles((list) => [...list, res.data]);
  };

  const send = async (e) => {
    e.preventDefault();
    if (!text.trim()) return setProblem(_('messages.compose.empty'));
    const res = await post({ bookingId, text, attachmentIds: files.map((f) => f.id) });
    if (res.error) return setProblem(res.error.message);
    setText('');
    setFiles([]);
    return setProblem(null);
  };

  return (
    <Form onSubmit={send} className="message-composer mt-3" noValidate>
      {problem && (
        <Alert variant="danger" className="py-2" role="alert">
          {problem}
        </Alert>
      )}
      <Form.Group controlId="message-text">
        <Form.Label className="visually-hidden">{_('messages.compose.label')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={_('messages.compose.placeholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <Form.Text muted>{_('messages.compose.count', { count: text.length, max: MAX_MESSAGE_LENGTH })}</Form.Text>
      </Form.Group>
      {files.length > 0 && (
        <ul className="list-unstyled small my-2" aria-label={_('messages.compose.attached')}>
          {files.map((f) => (
            <li key={f.id}>
              <i className="bi bi-paperclip me-1" aria-hidden="true" />
              {f.fileName}
            </li>
          ))}
        </ul>
      )}
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mt-2">
        <div>
          <input ref={picker} type="file" accept={ACCEPTED_TYPES} className="d-none" onChange={pick} data-testid="attach-file" />
          <Button variant="outline-secondary" size="sm" onClick={() => picker.current?.click()} disabled={busy}>
            <i className="bi bi-paperclip me-1" aria-hidden="true" />
            {_('messages.compose.attach')}
          </Button>
          <Form.Text muted className="ms-2">
            {_('messages.compose.attachHint')}
          </Form.Text>
        </div>
        <Button type="submit" variant="accent" disabled={busy}>
          {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {_('messages.compose.send')}
        </Button>
      </div>
    </Form>
  );
}
