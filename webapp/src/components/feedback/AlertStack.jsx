import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectAlerts } from './alertsSlice.js';

const ToastStack = lazy(() => import('./ToastStack.jsx'));

/** The pop-up alerts (ToastStack), whose code is fetched with the first alert, not on every first load. */
export default function AlertStack() {
  const alerts = useSelector(selectAlerts);
  if (alerts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
