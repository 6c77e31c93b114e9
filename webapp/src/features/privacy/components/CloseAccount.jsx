import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ConfirmDialog from '../../../components/ConfirmDialog.jsx';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { logout } from '../../auth/index.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { refusalOf, useCloseAccountMutation } from '../privacyApi.js';

/**
 * "Close my account": what closing erases and keeps, a confirmation, and then either the server's
 * reason it cannot close yet (shown in the dialog) or the end of the session.
 */
export default function CloseAccount() {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState(null);
  const [closeAccount, { isLoading }] = useCloseAccountMutation();

  const open = () => {
    setRefusal(null);
    setAsking(true);
  };
  const confirm = async () => {
    if (isLoading) return;
    try {
      await closeAccount().unwrap();
      setAsking(false);
      // As the top bar's Logout: leave the signed-in page first, so its role guard does not send
      // the former member to /login.
      flushSync(() => navigate('/', { replace: true, state: { loggingOut: true } }));
      dispatch(logout());
      dispatch(alertSuccess(_('privacy.close.closed')));
    } catch (failure) {
      const why = refusalOf(failure);
      if (why) {
        setRefusal(why);
      } else {
        setAsking(false);
        dispatch(alertError(failure?.message || unexpectedErrorMessage()));
      }
    }
  };

  return (
    <Card border="danger">
      <Card.Body>
        <h2 className="h5">{_('privacy.close.heading')}</h2>
        <p>{_('privacy.close.text')}</p>
        <p className="text-muted small">{_('privacy.close.conditions')}</p>
        <Button variant="outline-danger" onClick={open}>
          <i className="bi bi-person-x me-2" aria-hidden="true" />
          {_('privacy.close.button')}
        </Button>
      </Card.Body>
      <ConfirmDialog
        show={asking}
        title={refusal ? _('privacy.close.refusedTitle') : _('privacy.close.confirmTitle')}
        confirmLabel={_('privacy.close.confirm')}
        cancelLabel={_('privacy.close.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {refusal ? (
          <Alert variant="warning" className="mb-0" role="alert">
            {refusal}
          </Alert>
        ) : (
          <p className="mb-0">{_('privacy.close.confirmText')}</p>
        )}
      </ConfirmDialog>
    </Card>
  );
}
