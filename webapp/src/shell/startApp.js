import { addLink } from './links.js';

/**
 * Starts the app's entry module (its URL, fetched already by a modulepreload link), and fetches the
 * page's own `modules` (which it imports first): at once, or after the next frame is painted when a
 * pre-rendered page is on screen, so the page shows before the app's code runs and nothing competes
 * with what that paint needs. A tab in the background paints no frames: a timer starts the app there.
 */
export function startApp(doc, win, src, { afterPaint, modules = [] }) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    modules.forEach((href) => addLink(doc, { rel: 'modulepreload', crossorigin: '', href }));
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    doc.head.append(script);
  };
  if (!afterPaint) {
    start();
    return;
  }
  win.requestAnimationFrame(() => win.setTimeout(start, 0));
  win.setTimeout(start, 500);
}
