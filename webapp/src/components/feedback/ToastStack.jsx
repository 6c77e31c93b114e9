import { useDispatch, useSelector } from 'react-redux';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useLingui } from '@lingui/react';
import { ALERT_TIMEOUT_MS, dismissAlert, selectAlerts } from './alertsSlice.js';

const ICONS = {
  success: 'bi-check-circle-fill',
  danger: 'bi-exclamation-octagon-fill',
  warning: 'bi-exclamation-triangle-fill',
  info: 'bi-info-circle-fill',
};

/** The pop-up alerts, stacked at the top right; each closes itself after 4 seconds. */
export default function ToastStack() {
  const { _ } = useLingui();
  const alerts = useSelector(selectAlerts);
  const dispatch = useDispatch();
  return (
    <ToastContainer position="top-end" className="p-3 alert-stack" containerPosition="fixed">
      {alerts.map((a) => (
        <Toast
          key={a.id}
          bg={a.type}
          autohide
          delay={ALERT_TIMEOUT_MS}
          onClose={() => dispatch(dismissAlert(a.id))}
          role={a.type === 'danger' ? 'alert' : 'status'}
          aria-live={a.type === 'danger' ? 'assertive' : 'polite'}
        >
          <Toast.Body className="d-flex align-items-start gap-2">
            <i className={`bi ${ICONS[a.type] ?? ICONS.info} flex-shrink-0`} aria-hidden="true" />
            <span className="flex-grow-1">{a.message}</span>
            <button
              type="button"
              className={`btn-close ${a.type === 'warning' ? '' : 'btn-close-white'} flex-shrink-0`}
              aria-label={_('common.close')}
              onClick={() => dispatch(dismissAlert(a.id))}
            />
          </Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
