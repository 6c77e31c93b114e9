// The classic script index.html runs right after the pre-rendered pages (bundled by scripts/prerender.mjs):
// the pre-rendered page is on screen at the first paint, with its language's font (data-fonts), and
// the app (data-app, its entry module) starts once it is.
import { showShell } from './showShell.js';
import { startApp } from './startApp.js';

const { app, fonts } = document.currentScript.dataset;
const shown = showShell(window, { fonts: JSON.parse(fonts || '{}') });
startApp(document, window, app, { afterPaint: shown !== null, modules: shown?.modules });
