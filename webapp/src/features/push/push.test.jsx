import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, consulteeUser, inLanguage, mockFetch, renderWithStore } from '../../test/utils.jsx';
import { setStoredUser } from '../../lib/storage.js';
import { keyBytes } from './device.js';
import PushReminders from './components/PushReminders.jsx';

const KEY = 'BK29HqAhlsTsPV6h5QrSkZAgIm0UP51yKvV8NgpQ4m6MKiHoIaNd8YNSrbexUgfYhrzMO3_2VT52iICT9CfT5X8';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
};

/** A browser with push: its permission prompt answers `answer`; the device starts unsubscribed. */
function browserWithPush(answer = 'granted') {
  let current = null;
  const subscription = { ...SUBSCRIPTION, toJSON: () => SUBSCRIPTION, unsubscribe: vi.fn(async () => { current = null; return true; }) };
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => { current = subscription; return subscription; }),
  };
  const Notification = { permission: 'default', requestPermission: vi.fn(async () => { Notification.permission = answer; return answer; }) };
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', Notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }), register: vi.fn(), addEventListener() {}, removeEventListener() {} },
  });
  return { pushManager, Notification, subscription };
}

/** The API: the consultee's bookings (`booked` of them), the VAPID key, and the subscription routes. */
function api(booked) {
  return mockFetch((url, init) => {
    if (url.includes('/push/vapidPublicKey')) return [200, { key: KEY }];
    if (url.includes('/push/subscriptions')) return [204, undefined];
    if (url.includes('/booking/consultee/9') && !url.includes('previous')) return [200, booked ? [{ id: 1 }] : []];
    return [200, init.method ? undefined : []];
  });
}

afterEach(() => {
  delete navigator.serviceWorker;
  localStorage.clear();
});

describe('keyBytes', () => {
  it('reads a base64url VAPID key as the 65 bytes of its point', () => {
    const bytes = keyBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('PushReminders', () => {
  it('is offered only once the person has a booking', async () => {
    setStoredUser(consulteeUser());
    browserWithPush();
    const fetchMock = api(false);
    await inLanguage('en', ['push']);
    renderWithStore(<PushReminders viewer="consultee" profileId={9} />);
    await waitFor(() => expect(callsTo(fetchMock, '/booking/consultee/9').length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Get reminders on this device' })).not.toBeInTheDocument();
  });

  it('asks the browser on a click, sends the subscription, and turns it off on this device', async () => {
    setStoredUser(consulteeUser());
    const { pushManager, Notification, subscription } = browserWithPush();
    const fetchMock = api(true);
    await inLanguage('en', ['push']);
    renderWithStore(<PushReminders viewer="consultee" profileId={9} />);
    await screen.findByRole('heading', { name: 'Get reminders on this device' });
    expect(Notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Turn on reminders' }));
    await screen.findByRole('heading', { name: 'Reminders are on for this device' });
    expect(Notification.requestPermission).toHaveBeenCalledTimes(1);
    const [{ userVisibleOnly, applicationServerKey }] = pushManager.subscribe.mock.calls[0];
    expect(userVisibleOnly).toBe(true);
    expect(applicationServerKey).toEqual(keyBytes(KEY));
    const posts = callsTo(fetchMock, '/push/subscriptions', 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0][1].body)).toEqual(SUBSCRIPTION);

    await userEvent.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    await screen.findByRole('heading', { name: 'Get reminders on this device' });
    const deletes = callsTo(fetchMock, '/push/subscriptions', 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(JSON.parse(deletes[0][1].body)).toEqual({ endpoint: SUBSCRIPTION.endpoint });
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('says so when notifications are blocked, and "not now" hides the offer on this device', async () => {
    setStoredUser(consulteeUser());
    browserWithPush('denied');
    const fetchMock = api(true);
    await inLanguage('si', ['push']);
    renderWithStore(<PushReminders viewer="consultee" profileId={9} />);
    await userEvent.click(await screen.findByRole('button', { name: 'සිහිකැඳවීම් සක්‍රිය කරන්න' }));
    expect(await screen.findByText(/දැනුම්දීම් අවහිර කර ඇත/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/push/subscriptions', 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'මෙය සඟවන්න' }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
