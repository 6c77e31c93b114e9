// What a first visit to a page downloads before it can show anything: the entry, the page's own chunk,
// the English message catalogues it shows (fetched with it, see app/routes.jsx) and every chunk those
// import statically, per Vite's build manifest (dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The public pages: the module each route loads and its catalogues (app/routes.jsx). */
export const PUBLIC_PAGES = {
  home: { module: 'src/app/pages/HomePage.jsx', texts: ['public'] },
  services: { module: 'src/app/pages/ServicesPage.jsx', texts: ['public', 'policies'] },
  search: { module: 'src/app/pages/SearchPage.jsx', texts: ['public'] },
  login: { module: 'src/features/auth/components/LoginPage.jsx', texts: ['auth'] },
  profile: { module: 'src/app/pages/ConsultantProfilePage.jsx', texts: ['public'] },
};

/** The JS and CSS files a first load of `page` ({module, texts}) fetches, from the manifest in `dist`. */
export function firstLoadFiles(dist, { module, texts = [] }) {
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
  visit(module);
  for (const name of texts) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/src/locales/en/${name}.json.js`));
    if (!key) throw new Error(`the English catalogue ${name} is not in the build manifest`);
    visit(key);
  }
  return { js: [...js], css: [...css] };
}

/** The gzip size in bytes of built files. */
export function gzipBytes(dist, files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
}
