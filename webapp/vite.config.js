import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, searchForWorkspaceRoot } from 'vite';
import react from '@vitejs/plugin-react';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import { compression } from 'vite-plugin-compression2';
import linguiCatalogues from './scripts/linguiCatalogues.js';

// The Go server (`cerebro serve`) serves dist/ at / and the API at /api/v1 on :8080.
const api = { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } };

// The server's error messages (code → message per language) live beside the Go code that refuses,
// in ../apperr/catalog; the app reads the same files (src/i18n/index.js), so the dev server must
// be allowed to serve them.
const errorCatalogues = fileURLToPath(new URL('../apperr/catalog', import.meta.url));

// The libraries every page runs, in one chunk that changes only when they are upgraded (the pages
// and the rest of the libraries are split by route, see app/routes.jsx). Everything these import
// must be in the list, or the chunks would import each other in a cycle.
const CORE = [
  'react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'cookie', 'set-cookie-parser',
  'react-redux', 'use-sync-external-store', '@reduxjs/toolkit', 'redux', 'redux-thunk', 'reselect', 'immer',
];
const corePackage = new RegExp(`/node_modules/(${CORE.join('|')})/`);

// The react-bootstrap components the app imports (`react-bootstrap/Modal` → esm/Modal*.js, which also
// covers ModalHeader and the like): the class names they write are among the ones to keep.
function bootstrapComponentsUsed() {
  const names = new Set();
  for (const entry of readdirSync('src', { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.jsx?$/.test(entry.name)) continue;
    const code = readFileSync(`${entry.parentPath}/${entry.name}`, 'utf8');
    for (const [, name] of code.matchAll(/from 'react-bootstrap\/(\w+)'/g)) names.add(name);
  }
  return [...names].map((name) => `./node_modules/react-bootstrap/esm/${name}*.js`);
}

// Bootstrap's CSS is 230 kB and the app uses a fraction: PurgeCSS keeps the rules whose classes
// appear in the app or in the react-bootstrap components it uses, plus the families react-bootstrap builds from props
// (`variant="primary"` → `btn-primary`, `md={6}` → `col-md-6`) and the states it toggles.
const purgeBootstrap = () => purgeCSSPlugin({
  content: [
    './index.html',
    './src/**/*.{js,jsx}',
    ...bootstrapComponentsUsed(),
    './node_modules/react-bootstrap-typeahead/es/**/*.js',
  ],
  safelist: {
    standard: [
      /^(btn|bg|text|text-bg|alert|badge|border|table|spinner)-/, // variant="…", bg="…"
      /^(col|row-cols|offset|order|g|gx|gy)-/, // <Col md={6}>, <Row xs={1}>, gap props
      /^(form-control|form-select|btn|input-group|pagination|modal)-(sm|lg|xl)$/, // size="…"
      /^nav-(tabs|pills|underline)$/, // <Tabs variant>
      /^container-(sm|md|lg|xl|xxl)$/, // <Container fluid="xl"> (the admin dashboard)
      /^(top|bottom|start|end)-|^translate-middle/, // <ToastContainer position>
      /^(show|showing|hiding|fade|collapse|collapsing|active|disabled|was-validated|is-valid|is-invalid)$/,
    ],
    greedy: [/modal/, /dropdown/, /toast/, /rbt/],
  },
});

export default defineConfig(({ command }) => ({
  plugins: [
    linguiCatalogues(),
    react(),
    // brotli and gzip copies of every large file, served by api/static.go to browsers that take them
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: { alias: { '@apperr-catalog': errorCatalogues } },
  server: { proxy: api, fs: { allow: [searchForWorkspaceRoot(process.cwd()), errorCatalogues] } },
  preview: { proxy: api },
  css: command === 'build' ? { postcss: { plugins: [purgeBootstrap()] } } : {},
  build: {
    outDir: 'dist',
    manifest: true, // the first-load budget test (perf/budget.test.js) follows its imports
    rollupOptions: {
      output: {
        manualChunks(id) {
          return corePackage.test(id) ? 'core' : undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.js'],
    css: false,
    restoreMocks: true,
    pool: 'threads',
    maxWorkers: 2,
    // A test that renders a whole page waits for its lazy chunk and catalogues, transformed on first
    // import: on a busy 2-core machine that alone can pass the default 5 s.
    testTimeout: 15000,
  },
}));
