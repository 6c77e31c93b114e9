// The app's service worker (dist/sw.js, scripts/sw.mjs: the installable app, its offline page and
// pushes, features/push) is registered once the page has loaded, so it never
// competes with the first load; a build only (the dev server has no sw.js).
export function registerServiceWorker(win = globalThis) {
  if (!import.meta.env.PROD || !win.navigator?.serviceWorker) return;
  const register = () => {
    win.navigator.serviceWorker.register('/sw.js').catch((error) => console.warn('No service worker:', error.message));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
