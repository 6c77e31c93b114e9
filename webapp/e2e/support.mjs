// Shared by the browser journeys (*.journey.mjs, run by e2e/browser_test.go) and the screenshot tool:
// launching Debian's headless Chromium, and desktop + phone screenshots of a page.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
];

const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

/**
 * Starts Chromium (CHROMIUM_PATH, else /usr/bin/chromium; never a downloaded browser) with a fresh
 * profile. Resolves with {context, close}; close() also removes the profile.
 */
export async function launchBrowser({ viewport = VIEWPORTS[0][1] } = {}) {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'cerebro-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport,
  });
  let closed = false;
  return {
    context,
    async close() {
      if (closed) return;
      closed = true;
      await context.close().catch(() => {});
      await rm(userDataDir, { recursive: true, force: true }).catch(() => {});
    },
  };
}

/** Waits until the page has stopped loading: no network, no loading overlay or spinner. */
export async function settle(page, { timeout = 10000 } = {}) {
  await page.waitForLoadState('networkidle', { timeout }).catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('.loading-overlay, [role="status"] .spinner-border'), null, { timeout })
    .catch(() => {});
  await page.waitForTimeout(150);
}

/**
 * A screenshot taker for one page: shoot(name) writes {name}-desktop.png and {name}-phone.png
 * (full page) into `dir`, restoring the desktop size afterwards. Pages wider than the phone are
 * collected in `problems`.
 */
export async function screenshotter(page, dir) {
  await mkdir(dir, { recursive: true });
  const files = [];
  const problems = [];
  async function shoot(name, { fullPage = true } = {}) {
    for (const [label, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      // A full-page shot of a scrolled page draws the sticky top bar mid-page.
      if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(120);
      if (label === 'phone') {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${name} is ${overflow}px wider than a ${viewport.width}px phone`);
      }
      const file = path.join(dir, `${name}-${label}.png`);
      await page.screenshot({ path: file, fullPage });
      files.push(file);
    }
    await page.setViewportSize(VIEWPORTS[0][1]);
  }
  return { shoot, files, problems };
}

/** A tiny valid PNG (an 8×8 teal square, checksums and all), for upload fields. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mMQ7W/CihiGlgQAnSxJgU3bH2AAAAAASUVORK5CYII=',
  'base64',
);

/** A step runner that prints each step with its time, so a failure says where it happened. */
export function stepper(log = console.log) {
  const started = Date.now();
  let current = '(start)';
  return {
    get current() {
      return current;
    },
    async step(name, fn) {
      current = name;
      const t = Date.now();
      const result = await fn();
      log(`ok  ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
      return result;
    },
    elapsed: () => ((Date.now() - started) / 1000).toFixed(1),
  };
}
