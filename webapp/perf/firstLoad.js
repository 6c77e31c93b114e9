// What a first visit to a page downloads before the app can run it: the entry, the page's own chunk,
// the message catalogues it shows (fetched with it, see app/routes.jsx) and every chunk those import
// statically, per Vite's build manifest (dist/.vite/manifest.json). The budget test counts them; the
// pre-rendered pages fetch the page's own at once (scripts/prerender.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { SHELL_PAGES } from '../src/shell/pages.js';

/** The public pages by name: the module each route loads and its catalogues (src/shell/pages.js). */
export const PUBLIC_PAGES = Object.fromEntries(SHELL_PAGES.map((p) => [p.name, p]));

/**
 * The JS and CSS files a first load of `page` ({module, texts}) in a language fetches, from the manifest
 * in `dist`; `entry: false` leaves out the entry and what it imports (the page's own files).
 */
export function firstLoadFiles(dist, { module, texts = [] }, { lang = 'en', entry = true } = {}) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    (chunk.css ?? []).forEach((file) => css.add(file));
    (chunk.imports ?? []).forEach(visit);
  };
  visit('index.html');
  const entryFiles = new Set(js);
  visit(module);
  for (const name of texts) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/src/locales/${lang}/${name}.json.js`));
    if (!key) throw new Error(`the catalogue ${lang}/${name} is not in the build manifest`);
    visit(key);
  }
  const keep = (file) => entry || !entryFiles.has(file);
  return { js: [...js].filter(keep), css: [...css] };
}

/** The gzip size in bytes of built files. */
export function gzipBytes(dist, files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
}
