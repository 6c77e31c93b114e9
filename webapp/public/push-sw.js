// The service worker's push handling (imported by sw.js, which scripts/sw.mjs generates with Workbox).
// A push's payload is the server's push.Payload, decrypted by the browser: {title, body, link, event}.

self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(self.registration.showNotification(notice.title || 'Cerebro', {
    body: notice.body || '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag: notice.event || undefined, // a newer notice of the same kind replaces the older
    data: { link: notice.link || '/' },
  }));
});

// A click opens the notice's page: in a window of the app already open, else a new one. Only a page
// of this site: a link elsewhere opens the home page.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  let link = new URL(event.notification.data?.link || '/', self.location.origin);
  if (link.origin !== self.location.origin) link = new URL('/', self.location.origin);
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (open) {
      await open.focus();
      return open.navigate(link.href);
    }
    return self.clients.openWindow(link.href);
  })());
});

// The browser renewed or dropped this device's subscription. The worker cannot sign in (the session is
// the page's), so it subscribes again with the same key and tells the open pages, which send the new
// subscription to the server (features/push: a page that opens later does the same when it sees its
// subscription changed).
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil((async () => {
    const options = event.oldSubscription?.options;
    let renewed = event.newSubscription;
    if (!renewed && options?.applicationServerKey) {
      renewed = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: options.applicationServerKey });
    }
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const w of windows) {
      w.postMessage({ type: 'cerebro.push.changed', oldEndpoint: event.oldSubscription?.endpoint ?? null, renewed: Boolean(renewed) });
    }
  })());
});
