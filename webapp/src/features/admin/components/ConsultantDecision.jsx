import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { useSetConsultantStatusMutation } from '../consultantReviewApi.js';

/** The admin's decisions on a consultant that need a reason, mailed to them. */
const DECISIONS = {
  reject: {
    status: 'REJECTED',
    open: 'Reject…',
    why: 'Why (mailed to the consultant, who may fix the profile and resubmit)',
    confirm: 'Reject with this reason',
    done: 'Consultant rejected.',
    failed: 'The consultant could not be rejected. Please try again.',
  },
  suspend: {
    status: 'SUSPENDED',
    open: 'Suspend…',
    why: 'Why (mailed to the consultant; their open slots leave search, paid sessions go ahead)',
    confirm: 'Suspend with this reason',
    done: 'Consultant suspended.',
    failed: 'The consultant could not be suspended. Please try again.',
  },
};

/**
 * Reject (a consultant awaiting review) or Suspend (a verified one), `kind` 'reject' or 'suspend': the
 * reason (required) and the confirmation. `onDone()` once the server has recorded it.
 */
export default function ConsultantDecision({ kind, consultant, disabled = false, onDone }) {
  const d = DECISIONS[kind];
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [decide, { isLoading, error }] = useSetConsultantStatusMutation();
  const dispatch = useDispatch();
  if (!open) {
    return (
      <Button variant="outline-danger" onClick={() => setOpen(true)} disabled={disabled}>
        {d.open}
      </Button>
    );
  }
  const submit = async (e) => {
    e.preventDefault();
    const res = await decide({ id: consultant.id, status: d.status, reason: reason.trim() });
    if (res.error) return;
    dispatch(alertSuccess(res.data?.message || d.done));
    onDone?.();
  };
  return (
    <Form onSubmit={submit} className="w-100" aria-label={`${d.open.replace('…', '')} ${consultant.firstName} ${consultant.lastName}`}>
      {error && <Alert variant="danger">{error.message || d.failed}</Alert>}
      <Form.Group controlId={`${kind}-reason-${consultant.id}`} className="mb-2">
        <Form.Label>{d.why}</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} required />
      </Form.Group>
      <div className="d-flex gap-2 justify-content-end">
        <Button variant="outline-secondary" onClick={() => setOpen(false)} disabled={isLoading}>
          Back
        </Button>
        <Button type="submit" variant="danger" disabled={isLoading || reason.trim() === ''}>
          {d.confirm}
        </Button>
      </div>
    </Form>
  );
}

/** Lift a consultant's suspension (VERIFIED again). `onDone()` once recorded. */
export function LiftSuspension({ consultant, disabled = false, onDone }) {
  const [decide, { isLoading, error }] = useSetConsultantStatusMutation();
  const dispatch = useDispatch();
  const lift = async () => {
    const res = await decide({ id: consultant.id, status: 'VERIFIED', reason: '' });
    if (res.error) return;
    dispatch(alertSuccess(res.data?.message || 'Suspension lifted.'));
    onDone?.();
  };
  return (
    <>
      {error && <Alert variant="danger" className="w-100">{error.message || 'The suspension could not be lifted.'}</Alert>}
      <Button variant="outline-success" onClick={lift} disabled={disabled || isLoading}>
        Lift suspension
      </Button>
    </>
  );
}
