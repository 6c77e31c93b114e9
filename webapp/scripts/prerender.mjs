// After `vite build`: renders the public pages (src/shell/pages.js) in every language into inert
// <script type="text/html"> blocks of dist/index.html (text to the parser, not DOM: only the one shown
// is ever parsed), adds the classic script (src/shell/shell.js, bundled here) that shows the one for
// the location before the app's modules arrive, and writes index.html's brotli and gzip copies again.
// The pages are rendered by the app's own components (src/shell/render.jsx), in Vite's SSR mode, with
// jsdom standing in for the browser.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { build, createServer } from 'vite';
import { LANGUAGES } from '../src/i18n/languages.js';
import { firstLoadFiles } from '../perf/firstLoad.js';

const DIST = 'dist';

function browserGlobals() {
  const { window } = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    url: 'http://localhost/',
  });
  for (const name of ['window', 'document', 'localStorage', 'navigator', 'HTMLElement', 'Node']) {
    Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true });
  }
}

async function renderPages() {
  const vite = await createServer({
    server: { middlewareMode: true },
    appType: 'custom',
    logLevel: 'error',
    // react-bootstrap and its helpers give Node CommonJS, or ES modules it cannot resolve: Vite loads
    // their ES builds itself, picked as for a bundler (no "node" condition).
    ssr: {
      noExternal: ['react-bootstrap', /^@restart\//, 'react-transition-group'],
      resolve: { conditions: ['module', 'import', 'development|production'] },
    },
  });
  try {
    const { SHELL_PAGES, shellId, renderPage } = await vite.ssrLoadModule('/src/shell/render.jsx');
    const blocks = [];
    for (const { code } of LANGUAGES) {
      for (const page of SHELL_PAGES) {
        const html = await renderPage(page.path, code);
        // Inside a script element "<script" or "</script" would end or garble the text.
        if (/<\/?script/i.test(html)) throw new Error(`${page.path} in ${code} has a script tag`);
        // The page's own code and texts in that language, fetched as soon as the page is shown.
        const modules = firstLoadFiles(DIST, page, { lang: code, entry: false }).js.map((f) => `/${f}`);
        const id = shellId(page.name, code);
        blocks.push(`<script type="text/html" id="${id}" data-modules="${modules.join(' ')}">${html}</script>`);
      }
    }
    return blocks.join('');
  } finally {
    await vite.close();
  }
}

/** A file of the build, with the brotli and gzip copies the server answers with (api/static.go). */
async function writeCompressed(file, data) {
  await Promise.all([
    writeFile(file, data),
    writeFile(`${file}.br`, brotliCompressSync(data)),
    writeFile(`${file}.gz`, gzipSync(data, { level: 9 })),
  ]);
}

/** shell.js as one small classic script under a name carrying its hash (cached for good). */
async function bundleShell() {
  const [{ output }] = [await build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      minify: true,
      target: 'es2019',
      lib: { entry: 'src/shell/shell.js', formats: ['iife'], name: 'cerebroShell' },
    },
  })].flat();
  const { code } = output[0];
  const name = `assets/shell-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeCompressed(`${DIST}/${name}`, code);
  return name;
}

/**
 * The built stylesheets of each language's font ({si: ['/assets/sinhala-400-….css', …]}), from Vite's
 * manifest: a pre-rendered page in Sinhala or Tamil links them at once (src/shell/showShell.js).
 */
async function fontStylesheets() {
  const manifest = JSON.parse(await readFile(`${DIST}/.vite/manifest.json`, 'utf8'));
  const fonts = {};
  for (const { code, font } of LANGUAGES.filter((l) => l.font)) {
    const css = new RegExp(`^node_modules/@fontsource/${font}/[\\w-]+\\.css$`);
    fonts[code] = Object.keys(manifest).filter((key) => css.test(key)).map((key) => `/${manifest[key].file}`);
    if (!fonts[code].length) throw new Error(`no stylesheet of @fontsource/${font} in the build`);
  }
  return fonts;
}

browserGlobals();
const [pages, shell, fonts] = await Promise.all([renderPages(), bundleShell(), fontStylesheets()]);
const index = await readFile(`${DIST}/index.html`, 'utf8');
const root = '<div id="root"></div>';
if (!index.includes(root)) throw new Error(`${DIST}/index.html has no ${root}`);
if (index.includes('id="shell-')) throw new Error(`${DIST}/index.html is pre-rendered already: run vite build first`);
// The app's entry module is started by the shell script (after the first paint, when there is a page
// to paint): here it is only fetched, at once.
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
if (!entry) throw new Error(`${DIST}/index.html has no entry module script`);
const html = index
  .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
  .replace(root, `${root}${pages}<script src="/${shell}" data-app="${entry[1]}" data-fonts='${JSON.stringify(fonts)}'></script>`);
await writeCompressed(`${DIST}/index.html`, html);
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`prerender: index.html ${kB(html.length)}, ${kB(brotliCompressSync(html).length)} brotli; /${shell}`);
