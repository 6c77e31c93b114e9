import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { useRejectConsultantMutation } from '../consultantReviewApi.js';

/**
 * Reject for a consultant awaiting review: the reason (required; mailed to them, who may fix the profile
 * and resubmit) and the confirmation. `onRejected()` once the server has recorded it.
 */
export default function RejectConsultant({ consultant, disabled = false, onRejected }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reject, { isLoading, error }] = useRejectConsultantMutation();
  const dispatch = useDispatch();
  if (!open) {
    return (
      <Button variant="outline-danger" onClick={() => setOpen(true)} disabled={disabled}>
        Reject…
      </Button>
    );
  }
  const submit = async (e) => {
    e.preventDefault();
    const res = await reject({ id: consultant.id, reason: reason.trim() });
    if (res.error) return;
    dispatch(alertSuccess(res.data?.message || 'Consultant rejected.'));
    onRejected?.();
  };
  return (
    <Form onSubmit={submit} className="w-100" aria-label={`Reject ${consultant.firstName} ${consultant.lastName}`}>
      {error && <Alert variant="danger">{error.message || 'The consultant could not be rejected. Please try again.'}</Alert>}
      <Form.Group controlId={`reject-reason-${consultant.id}`} className="mb-2">
        <Form.Label>Why (mailed to the consultant, who may fix the profile and resubmit)</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} required />
      </Form.Group>
      <div className="d-flex gap-2 justify-content-end">
        <Button variant="outline-secondary" onClick={() => setOpen(false)} disabled={isLoading}>
          Back
        </Button>
        <Button type="submit" variant="danger" disabled={isLoading || reason.trim() === ''}>
          Reject with this reason
        </Button>
      </div>
    </Form>
  );
}
