/**
 * Starts the app's entry module (its URL, fetched already by a modulepreload link): at once, or after
 * the next frame is painted when a pre-rendered page is on screen, so the page shows before the
 * app's code runs. A tab in the background paints no frames: a timer starts the app there.
 */
export function startApp(doc, win, src, { afterPaint }) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
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
