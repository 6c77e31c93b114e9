import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useLingui } from '@lingui/react';

/** A yes/no question in a modal: `onConfirm` or `onCancel`. */
export default function ConfirmDialog({ show, title, children, confirmLabel, cancelLabel, variant = 'danger', onConfirm, onCancel }) {
  const { _ } = useLingui();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="confirm-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {cancelLabel ?? _('common.no')}
        </Button>
        <Button variant={variant} onClick={onConfirm}>
          {confirmLabel ?? _('common.yes')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
