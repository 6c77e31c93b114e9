// What a first visit to a page downloads before it can show anything: the entry, the page's own chunk
// and every chunk those import statically, per Vite's build manifest (dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The public pages and the module each route loads (app/routes.jsx). */
export const PUBLIC_PAGES = {
  home: 'src/app/pages/HomePage.jsx',
  services: 'src/app/pages/ServicesPage.jsx',
  search: 'src/app/pages/SearchPage.jsx',
  login: 'src/features/auth/components/LoginPage.jsx',
  profile: 'src/app/pages/ConsultantProfilePage.jsx',
};

/** The JS and CSS files a first load of `page` fetches, from the manifest in `dist`. */
export function firstLoadFiles(dist, page) {
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
  visit(page);
  return { js: [...js], css: [...css] };
}

/** The gzip size in bytes of built files. */
export function gzipBytes(dist, files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
}
