// This device's side of Web Push: whether the browser can, the permission, the subscription its push
// service gave (pushManager), and what this browser remembers telling the server (localStorage), so a
// person sees "on" only for their own subscription and a renewed one is sent again.
import { readStored } from '../../lib/storage.js';

const TOLD_KEY = 'cerebro.push.told'; // {owner, endpoint}: the subscription last sent to the server
const DISMISSED_KEY = 'cerebro.push.dismissed'; // owners who said "not now" on this device

/** Whether this browser can take pushes: a secure page, a service worker, the Push and Notification APIs. */
export function pushSupported(win = globalThis) {
  return Boolean(win.isSecureContext && win.navigator?.serviceWorker && win.PushManager && win.Notification);
}

/** The browser's notification permission: 'default', 'granted' or 'denied'. */
export const permission = (win = globalThis) => win.Notification?.permission ?? 'default';

/** A base64url VAPID key as the bytes pushManager.subscribe takes. */
export function keyBytes(base64url) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function registration(win) {
  return win.navigator.serviceWorker.getRegistration('/');
}

/** This device's push subscription, as JSON ({endpoint, keys}), or null. */
export async function currentSubscription(win = globalThis) {
  const reg = await registration(win);
  const sub = reg ? await reg.pushManager.getSubscription() : null;
  return sub ? sub.toJSON() : null;
}

/**
 * Asks for permission (the browser's prompt, so only on a person's click) and subscribes with the
 * site's key: {permission, subscription} (subscription null unless granted).
 */
export async function subscribeDevice(vapidKey, win = globalThis) {
  const answer = await win.Notification.requestPermission();
  if (answer !== 'granted') return { permission: answer, subscription: null };
  const reg = (await registration(win)) ?? (await win.navigator.serviceWorker.register('/sw.js'));
  const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidKey) });
  return { permission: answer, subscription: sub.toJSON() };
}

/** Ends this device's subscription with its push service; its endpoint, or null when there was none. */
export async function unsubscribeDevice(win = globalThis) {
  const reg = await registration(win);
  const sub = reg ? await reg.pushManager.getSubscription() : null;
  if (!sub) return null;
  const { endpoint } = sub;
  await sub.unsubscribe();
  return endpoint;
}

function readJSON(key, fallback) {
  try {
    return JSON.parse(readStored(key)) ?? fallback;
  } catch {
    return fallback;
  }
}

/** The subscription this browser last told the server of, and for whom. */
export const told = () => readJSON(TOLD_KEY, null);

export function rememberTold(owner, endpoint) {
  if (endpoint) globalThis.localStorage.setItem(TOLD_KEY, JSON.stringify({ owner, endpoint }));
  else globalThis.localStorage.removeItem(TOLD_KEY);
}

export const dismissed = (owner) => readJSON(DISMISSED_KEY, []).includes(owner);

export function dismiss(owner) {
  globalThis.localStorage.setItem(DISMISSED_KEY, JSON.stringify([...new Set([...readJSON(DISMISSED_KEY, []), owner])]));
}
