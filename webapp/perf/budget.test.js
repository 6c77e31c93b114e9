// The first-load budget of the public pages (issue: ≤ 150 kB of JavaScript, gzip), on the build in
// dist/ (`npm run build`; `make test` builds before testing).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadFiles, gzipBytes, PUBLIC_PAGES } from './firstLoad.js';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const BUDGET_BYTES = 150 * 1000;

describe('first load of a public page', () => {
  it('has a build to measure', () => {
    expect(existsSync(path.join(dist, '.vite', 'manifest.json')), 'run `npm run build` first').toBe(true);
  });

  it.each(Object.entries(PUBLIC_PAGES))('%s fetches at most 150 kB of JavaScript (gzip)', (name, page) => {
    const { js } = firstLoadFiles(dist, page);
    expect(js.length).toBeGreaterThan(1);
    expect(gzipBytes(dist, js)).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('leaves the dashboards, forms and video room out of a visitor’s first load', () => {
    const { js } = firstLoadFiles(dist, PUBLIC_PAGES.home);
    for (const later of ['AdminDashboardPage', 'ConsulteeDashboardPage', 'VideoPage', 'ConsultantTypeahead', 'AccountMenu']) {
      expect(js.some((file) => file.includes(later))).toBe(false);
    }
  });
});
