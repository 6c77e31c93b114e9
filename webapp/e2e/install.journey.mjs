// The installable app and its push reminders (issue 34), run by e2e/browser_test.go: Chromium's own
// installability checks (Page.getInstallabilityErrors over CDP) find nothing missing; the service worker
// is active; with the network gone a page opens as the offline page, and no answer of the API is in any
// cache. The demo consultee, who has bookings, is offered reminders on her dashboard, turns them on
// (Chromium grants the permission; its push service is Google's, out of reach here, so the page's
// pushManager is given a subscription of a stand-in endpoint and keys made here), reads the card in
// Sinhala and Tamil and turns them off again. A push handed to the service worker (CDP) shows its
// notification with the notice's title, text and link. Phone (390 px) and desktop screenshots in each language.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { BASE, VIEWPORTS_390, at, runJourney, settle, signIn } from './support.mjs';

const LANGUAGES = [['si', 'සිංහල'], ['ta', 'தமிழ்']];

/** A browser's subscription keys: a P-256 point and a 16-byte auth secret, base64url. */
function browserKeys() {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]);
  return { p256dh: point.toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** Page script: pushManager hands out `subscription` (what the browser's push service would). */
function standInPushService(subscription) {
  let current = null;
  const make = () => ({
    ...subscription,
    options: { userVisibleOnly: true },
    toJSON: () => subscription,
    unsubscribe: async () => { current = null; return true; },
  });
  PushManager.prototype.subscribe = async function subscribe(options) {
    if (!options?.applicationServerKey || options.applicationServerKey.byteLength !== 65) throw new Error('no VAPID key');
    current = make();
    return current;
  };
  PushManager.prototype.getSubscription = async function getSubscription() { return current; };
}

async function cachedURLs(page) {
  return page.evaluate(async () => {
    const out = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) out.push(`${name} ${request.url}`);
    }
    return out;
  });
}

runJourney('install', async ({ page, shoot, step }) => {
  const cdp = await page.context().newCDPSession(page);
  const choose = async (name) => {
    await page.locator('.topbar .language-switcher').selectOption({ label: name });
    await settle(page);
  };

  await step('Chromium finds the app installable and its service worker active', async () => {
    await page.goto(`${BASE}/`);
    await settle(page);
    const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    if (state !== 'activated') throw new Error(`the service worker is ${state}`);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    if (installabilityErrors.length) throw new Error(`not installable: ${JSON.stringify(installabilityErrors)}`);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    if (!url.endsWith('/manifest.webmanifest') || errors.length) throw new Error(`manifest ${url}: ${JSON.stringify(errors)}`);
    const manifest = await (await page.request.get(url)).json();
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    for (const want of ['192x192 any', '512x512 any', '512x512 maskable']) {
      if (!sizes.includes(want)) throw new Error(`no ${want} icon: ${sizes}`);
    }
    for (const icon of manifest.icons) {
      const res = await page.request.get(new URL(icon.src, BASE).href);
      if (res.status() !== 200 || res.headers()['content-type'] !== icon.type) throw new Error(`${icon.src}: ${res.status()} ${res.headers()['content-type']}`);
    }
  });

  await step('the demo consultee signs in and her dashboard asks the API', async () => {
    await page.context().grantPermissions(['notifications'], { origin: BASE });
    await signIn(page, 'consultee@cerebro.lk', 'consultee123', '/consulteedashboard');
    await settle(page);
    const dialog = page.getByRole('dialog', { name: /rate/i });
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await step('offline, a page opens as the offline page and no API answer is cached', async () => {
    await page.context().setOffline(true);
    try {
      await page.goto(`${BASE}/?opened=offline`).catch(() => {}); // a new document, not a hash change
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      await shoot('install-offline');
      const cached = await cachedURLs(page);
      if (!cached.some((u) => u.includes('/offline.html'))) throw new Error(`the offline page is not precached: ${cached}`);
      const personal = cached.filter((u) => /\/api\/|\/uploads?\/|\/categor|index\.html|\/$/.test(new URL(u.split(' ')[1]).pathname));
      if (personal.length) throw new Error(`cached what must never be: ${personal}`);
    } finally {
      await page.context().setOffline(false);
    }
  });

  const subscription = { endpoint: 'http://127.0.0.1:9/push/install-journey', expirationTime: null, keys: browserKeys() };
  await page.addInitScript(standInPushService, subscription);

  await step('she is offered reminders and turns them on for this device', async () => {
    await page.goto(at('/consulteedashboard'));
    await settle(page);
    const dialog = page.getByRole('dialog', { name: /rate/i });
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('heading', { name: 'Get reminders on this device' }).waitFor();
    await page.locator('.push-reminders').scrollIntoViewIfNeeded();
    await shoot('install-push-offer-en');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/push/subscriptions') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Turn on reminders' }).click();
    const res = await saved;
    if (res.status() !== 204) throw new Error(`subscribing answered ${res.status()}: ${await res.text()}`);
    if (JSON.parse(res.request().postData()).keys.p256dh !== subscription.keys.p256dh) throw new Error('not the browser\'s keys');
    await page.getByRole('heading', { name: 'Reminders are on for this device' }).waitFor();
    await settle(page);
    await shoot('install-push-on-en');
  });

  await step('a push reaching the service worker shows its notification', async () => {
    const registrations = new Promise((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
        const mine = list.find((r) => r.scopeURL === `${BASE}/` && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registrations;
    const notice = { title: 'Session booked', body: 'Cerebro: your session with Nimal Perera is booked.', link: `${BASE}/#/consulteedashboard`, event: 'booking_confirmed' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: BASE, registrationId, data: JSON.stringify(notice) });
    let shown = [];
    for (let tries = 0; tries < 50 && !shown.length; tries += 1) {
      await page.waitForTimeout(100);
      shown = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications())
        .map((n) => ({ title: n.title, body: n.body, tag: n.tag, link: n.data?.link })));
    }
    const [n] = shown;
    if (!n || n.title !== notice.title || n.body !== notice.body || n.tag !== notice.event || n.link !== notice.link) {
      throw new Error(`the notification shown: ${JSON.stringify(n)}`);
    }
    await cdp.send('ServiceWorker.disable');
  });

  for (const [code, name] of LANGUAGES) {
    await step(`she reads the card in ${code}`, async () => {
      await choose(name);
      await page.locator('.push-reminders h2').filter({ hasNotText: 'Reminders are on' }).waitFor();
      await shoot(`install-push-on-${code}`);
    });
  }

  await step('she turns them off on this device', async () => {
    await choose('English');
    const removed = page.waitForResponse((r) => r.url().endsWith('/api/v1/push/subscriptions') && r.request().method() === 'DELETE');
    await page.getByRole('button', { name: 'Turn off on this device' }).click();
    const res = await removed;
    if (res.status() !== 204) throw new Error(`unsubscribing answered ${res.status()}: ${await res.text()}`);
    await page.getByRole('heading', { name: 'Get reminders on this device' }).waitFor();
  });
}, { viewports: VIEWPORTS_390 });
