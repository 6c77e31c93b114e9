import { useDispatch } from 'react-redux';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { formatDate, formatTime } from '../../../lib/format.js';
import { useConfirmBankDetailsMutation } from '../consultantReviewApi.js';

/**
 * In 'View Consultant': the consultant changed where payouts go, and payouts wait for the admin.
 * "Confirm bank details" accepts the change (after checking it with the consultant), naming the version
 * of the details shown, so a change made meanwhile is never confirmed unseen (409: the admin is told to
 * review again, and the view closes to be opened afresh); `onDone()` after. When the change was made
 * shows in the viewer's zone.
 */
export default function BankChangeNotice({ consultant, onDone }) {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const [confirm, { isLoading }] = useConfirmBankDetailsMutation();
  if (!consultant.bankChangePendingSince) return null;
  const onConfirm = async () => {
    const res = await confirm({ id: consultant.id, version: consultant.bankDetailsVersion });
    if (res.error?.status === 409 && consultant.bankDetailsVersion) {
      dispatch(alertError(_('admin.bankChange.changedSince')));
      onDone();
      return;
    }
    if (res.error) {
      dispatch(alertError(res.error.message || _('admin.bankChange.failed')));
      return;
    }
    dispatch(alertSuccess(res.data?.message || _('admin.bankChange.done')));
    onDone();
  };
  const at = consultant.bankChangePendingSince;
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2" role="status">
      <i className="bi bi-bank" aria-hidden="true" />
      <span className="flex-grow-1">{_('admin.bankChange.notice', { date: formatDate(at), time: formatTime(at) })}</span>
      <Button variant="warning" size="sm" onClick={onConfirm} disabled={isLoading}>
        {_('admin.bankChange.confirm')}
      </Button>
    </Alert>
  );
}
