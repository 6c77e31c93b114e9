import Button from 'react-bootstrap/Button';
import { useLingui } from '@lingui/react';
import { useDispatch, useSelector } from 'react-redux';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { emailVerified, selectAuth } from '../authSlice.js';
import { useResendVerificationMutation } from '../sessionApi.js';

/** "Send the link again": a new verification mail to the signed-in account. */
export default function ResendVerificationButton({ className, size }) {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const { user } = useSelector(selectAuth);
  const [resend, { isLoading }] = useResendVerificationMutation();
  const onClick = async () => {
    const res = await resend(user?.email);
    if (res.error) {
      dispatch(alertError(res.error.message || _('auth.resend.failed')));
      return;
    }
    if (res.data?.emailVerified) dispatch(emailVerified());
    dispatch(alertSuccess(res.data?.message || _('auth.resend.sent')));
  };
  return (
    <Button variant="outline-primary" className={className} size={size} onClick={onClick} disabled={isLoading}>
      {_('auth.resend.button')}
    </Button>
  );
}
