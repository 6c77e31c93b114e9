import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useDispatch } from 'react-redux';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { formatDate, formatTime } from '../../../lib/format.js';
import { useConfirmBankDetailsMutation } from '../consultantReviewApi.js';

/**
 * In 'View Consultant': the consultant changed where payouts go, and payouts wait for the admin.
 * "Confirm bank details" accepts the change (after checking it with the consultant); `onDone()` after.
 */
export default function BankChangeNotice({ consultant, onDone }) {
  const dispatch = useDispatch();
  const [confirm, { isLoading }] = useConfirmBankDetailsMutation();
  if (!consultant.bankChangePendingSince) return null;
  const onConfirm = async () => {
    const res = await confirm(consultant.id);
    if (res.error) {
      dispatch(alertError(res.error.message || 'Could not confirm the bank details.'));
      return;
    }
    dispatch(alertSuccess(res.data?.message || 'Bank details confirmed.'));
    onDone();
  };
  const at = consultant.bankChangePendingSince;
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2" role="status">
      <i className="bi bi-bank" aria-hidden="true" />
      <span className="flex-grow-1">
        The bank details below were changed on {formatDate(at)} at {formatTime(at)}. Payouts are held until you confirm
        them with the consultant.
      </span>
      <Button variant="warning" size="sm" onClick={onConfirm} disabled={isLoading}>
        Confirm bank details
      </Button>
    </Alert>
  );
}
