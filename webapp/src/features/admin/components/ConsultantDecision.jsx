import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { fullName } from '../adminViews.js';
import { msg } from '../../../i18n/index.js';
import { useSetConsultantStatusMutation } from '../consultantReviewApi.js';

/** The admin's decisions on a consultant that need a reason, mailed to them: the status and the words. */
const DECISIONS = {
  reject: {
    status: 'REJECTED',
    open: msg('admin.decision.reject.open'),
    form: msg('admin.decision.reject.form'),
    why: msg('admin.decision.reject.why'),
    confirm: msg('admin.decision.reject.confirm'),
    done: msg('admin.decision.reject.done'),
    failed: msg('admin.decision.reject.failed'),
  },
  suspend: {
    status: 'SUSPENDED',
    open: msg('admin.decision.suspend.open'),
    form: msg('admin.decision.suspend.form'),
    why: msg('admin.decision.suspend.why'),
    confirm: msg('admin.decision.suspend.confirm'),
    done: msg('admin.decision.suspend.done'),
    failed: msg('admin.decision.suspend.failed'),
  },
};

/**
 * Reject (a consultant awaiting review) or Suspend (a verified one), `kind` 'reject' or 'suspend': the
 * reason (required) and the confirmation. `onDone()` once the server has recorded it.
 */
export default function ConsultantDecision({ kind, consultant, disabled = false, onDone }) {
  const { _ } = useLingui();
  const d = DECISIONS[kind];
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [decide, { isLoading, error }] = useSetConsultantStatusMutation();
  const dispatch = useDispatch();
  if (!open) {
    return (
      <Button variant="outline-danger" onClick={() => setOpen(true)} disabled={disabled}>
        {_(d.open)}
      </Button>
    );
  }
  const submit = async (e) => {
    e.preventDefault();
    const res = await decide({ id: consultant.id, status: d.status, reason: reason.trim() });
    if (res.error) return;
    dispatch(alertSuccess(res.data?.message || _(d.done)));
    onDone?.();
  };
  return (
    <Form onSubmit={submit} className="w-100" aria-label={_(d.form, { name: fullName(consultant) })}>
      {error && <Alert variant="danger">{error.message || _(d.failed)}</Alert>}
      <Form.Group controlId={`${kind}-reason-${consultant.id}`} className="mb-2">
        <Form.Label>{_(d.why)}</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} required />
      </Form.Group>
      <div className="d-flex gap-2 justify-content-end">
        <Button variant="outline-secondary" onClick={() => setOpen(false)} disabled={isLoading}>
          {_('admin.decision.back')}
        </Button>
        <Button type="submit" variant="danger" disabled={isLoading || reason.trim() === ''}>
          {_(d.confirm)}
        </Button>
      </div>
    </Form>
  );
}

/** Lift a consultant's suspension (VERIFIED again). `onDone()` once recorded. */
export function LiftSuspension({ consultant, disabled = false, onDone }) {
  const { _ } = useLingui();
  const [decide, { isLoading, error }] = useSetConsultantStatusMutation();
  const dispatch = useDispatch();
  const lift = async () => {
    const res = await decide({ id: consultant.id, status: 'VERIFIED', reason: '' });
    if (res.error) return;
    dispatch(alertSuccess(res.data?.message || _('admin.decision.lift.done')));
    onDone?.();
  };
  return (
    <>
      {error && <Alert variant="danger" className="w-100">{error.message || _('admin.decision.lift.failed')}</Alert>}
      <Button variant="outline-success" onClick={lift} disabled={disabled || isLoading}>
        {_('admin.decision.lift.open')}
      </Button>
    </>
  );
}
