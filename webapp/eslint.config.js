// ESLint for the web app: the JS recommendations, React, the rules of hooks,
// jsx-a11y (accessibility) and the import boundaries between shared code and
// features, run by `npm run lint` and `make test`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (README.md beside this file): code flows one way, shared → features → app.
// - Shared code (components, lib, i18n) is used by features and pages, so it never
//   imports a feature or the app: what two features need moves down into it.
// - A feature imports another feature only through that feature's public entry, its
//   index.js; its other files are its own to change.
// - A feature reaches into the app only for the data layer it plugs into: the RTK
//   Query API (app/api.js) and slice injection (app/reducer.js). Tests may also use
//   the app's store and pages to render a screen as it is used.
// - The app (pages, routes, store), the prerender shell and test helpers compose
//   everything and may import anything.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sharedZones = ['components', 'lib', 'i18n'].map((dir) => ({
  target: `./src/${dir}`,
  from: ['./src/features', './src/app'],
  message: 'Shared code must not import a feature or the app: move what both need into src/components or src/lib.',
}));

const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.js`)],
  message: "Import another feature through its public entry (features/<name>/index.js), not its insides.",
}));

const appZone = {
  target: './src/features',
  from: './src/app',
  except: ['./api.js', './reducer.js'],
  message: 'A feature uses only the app\'s data layer (app/api.js, app/reducer.js); pages compose features, not the reverse.',
};

const TESTS = ['**/*.test.{js,jsx}', 'src/test/**'];

export default [
  { ignores: ['dist/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat['jsx-runtime'],
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{js,jsx,mjs}'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: 'detect' } },
    rules: {
      'react/prop-types': 'off', // no PropTypes: components are small and tested
      // `role` is also a prop of our own components (the viewer's role).
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['src/**/*.{js,jsx}'],
    plugins: { import: importPlugin },
    rules: { 'import/no-restricted-paths': ['error', { zones: [...sharedZones, ...featureZones, appZone] }] },
  },
  {
    files: TESTS,
    plugins: { import: importPlugin },
    rules: { 'import/no-restricted-paths': ['error', { zones: [...sharedZones, ...featureZones] }] },
  },
  {
    files: ['e2e/**', 'perf/**', 'vite.config.js', 'eslint.config.js', 'scripts/**', 'src/styles/icons/usedIcons.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: TESTS,
    languageOptions: { globals: { ...globals.node, ...globals.vitest } },
  },
  {
    files: ['public/push-sw.js'], // the service worker's push handling (scripts/sw.mjs)
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
];
