import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLingui } from '@lingui/react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { sessionsApi, usePreviousSessionsQuery } from '../../sessions/index.js';
import {
  currentSubscription, dismiss, dismissed, permission, pushSupported, rememberTold, subscribeDevice, told,
  unsubscribeDevice,
} from '../device.js';
import {
  useDeletePushSubscriptionMutation, useLazyVapidPublicKeyQuery, useSavePushSubscriptionMutation,
} from '../pushApi.js';

/**
 * "Get reminders on this device": offered on a dashboard once the person has a booking (never before:
 * the browser's permission prompt is asked for only on their click, for something they have), per
 * device. On: the device's subscription goes to the server; off: it is withdrawn and ended. "Not now"
 * hides the offer on this device. A subscription the browser renewed is sent again.
 */
export default function PushReminders({ viewer, profileId }) {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const owner = useSelector((state) => state.auth.user?.email ?? '');
  const supported = pushSupported();
  // Asked only where pushes can be had (another browser's dashboard asks nothing more).
  const skip = !supported || !profileId;
  const { data: upcoming = [] } = sessionsApi.endpoints.upcomingSessions.useQuery({ viewer, profileId }, { skip });
  const { data: previous = [] } = usePreviousSessionsQuery({ viewer, profileId }, { skip });
  const [fetchKey] = useLazyVapidPublicKeyQuery();
  const [save] = useSavePushSubscriptionMutation();
  const [remove] = useDeletePushSubscriptionMutation();
  const [state, setState] = useState('checking'); // checking | off | on | blocked | hidden
  const [busy, setBusy] = useState(false);

  // What this device's state is for this person; a subscription the browser renewed is sent again.
  const check = useCallback(async () => {
    const sub = await currentSubscription();
    const last = told();
    if (sub && last?.owner === owner && last.endpoint !== sub.endpoint) {
      await save(sub).unwrap();
      rememberTold(owner, sub.endpoint);
    }
    if (sub && told()?.owner === owner && told()?.endpoint === sub.endpoint) return 'on';
    if (dismissed(owner)) return 'hidden';
    return permission() === 'denied' ? 'blocked' : 'off';
  }, [owner, save]);

  useEffect(() => {
    if (!supported) return undefined;
    const refresh = () => check().then(setState, () => setState('hidden'));
    refresh();
    const onMessage = (event) => {
      if (event.data?.type === 'cerebro.push.changed') refresh();
    };
    const workers = navigator.serviceWorker;
    workers.addEventListener('message', onMessage);
    return () => workers.removeEventListener('message', onMessage);
  }, [supported, check]);

  const turnOn = async () => {
    setBusy(true);
    try {
      const key = await fetchKey(undefined, true).unwrap();
      const { permission: answer, subscription } = await subscribeDevice(key);
      if (!subscription) {
        setState(answer === 'denied' ? 'blocked' : 'off');
        return;
      }
      await save(subscription).unwrap();
      rememberTold(owner, subscription.endpoint);
      setState('on');
      dispatch(alertSuccess(_('push.turnedOn')));
    } catch (failure) {
      dispatch(alertError(failure?.message || unexpectedErrorMessage()));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const endpoint = told()?.endpoint ?? (await currentSubscription())?.endpoint;
      if (endpoint) await remove(endpoint).unwrap().catch((failure) => { if (failure?.status !== 404) throw failure; });
      await unsubscribeDevice();
      rememberTold(owner, null);
      setState('off');
      dispatch(alertSuccess(_('push.turnedOff')));
    } catch (failure) {
      dispatch(alertError(failure?.message || unexpectedErrorMessage()));
    } finally {
      setBusy(false);
    }
  };

  const notNow = () => {
    dismiss(owner);
    setState('hidden');
  };

  const booked = upcoming.length + previous.length > 0;
  if (!supported || !booked || state === 'checking' || state === 'hidden') return null;
  return (
    <Card className="mt-4 push-reminders" as="section" aria-labelledby="push-reminders-heading">
      <Card.Body>
        <h2 className="h5" id="push-reminders-heading">
          <i className={`bi ${state === 'on' ? 'bi-bell-fill' : 'bi-bell'} me-2`} aria-hidden="true" />
          {state === 'on' ? _('push.onHeading') : _('push.heading')}
        </h2>
        {state === 'on' && (
          <>
            <p className="mb-2">{_('push.onText')}</p>
            <Button size="sm" variant="outline-secondary" onClick={turnOff} disabled={busy}>
              {_('push.turnOff')}
            </Button>
          </>
        )}
        {state === 'off' && (
          <>
            <p className="mb-2">{_('push.text')}</p>
            <div className="d-flex flex-wrap gap-2">
              <Button size="sm" variant="primary" onClick={turnOn} disabled={busy}>
                <i className="bi bi-bell me-1" aria-hidden="true" />
                {_('push.turnOn')}
              </Button>
              <Button size="sm" variant="link" onClick={notNow} disabled={busy}>{_('push.notNow')}</Button>
            </div>
          </>
        )}
        {state === 'blocked' && (
          <>
            <p className="mb-2">{_('push.blocked')}</p>
            <Button size="sm" variant="link" className="px-0" onClick={notNow}>{_('push.dismiss')}</Button>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
