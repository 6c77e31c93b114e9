// Shared by the browser journeys (*.journey.mjs, run by e2e/browser_test.go) and the screenshot tool:
// launching Debian's headless Chromium, and desktop + phone screenshots of a page.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';

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

/**
 * Waits for the app to have taken over a page pre-rendered at build time (src/shell): until then the
 * page holds typing and form submissions back.
 */
export async function appReady(page) {
  await page.waitForFunction(() => !document.getElementById('root')?.dataset.shell);
}

/** Waits until the page has stopped loading: no network, no loading overlay or spinner. */
export async function settle(page, { timeout = 10000 } = {}) {
  await appReady(page);
  await page.waitForLoadState('networkidle', { timeout }).catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('.loading-overlay, [role="status"] .spinner-border'), null, { timeout })
    .catch(() => {});
  await page.waitForTimeout(150);
}

// The accessibility rules every screen is held to (axe-core): WCAG 2.1 A and AA.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's serious and critical WCAG violations on the page as it is now, one line each. */
export async function accessibilityProblems(page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}, at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

// A message id on screen (the app shows the id when a catalogue lacks it or was not loaded).
const BARE_MESSAGE_ID = /\b(?:common|public|policies|auth|profile|consultee|consultant|sessions|booking|admin|credentials)\.[a-z]\w*(?:\.\w+)+/;

/** A message id shown instead of its text, or null. */
export async function bareMessageId(page) {
  const text = await page.locator('body').innerText();
  return BARE_MESSAGE_ID.exec(text)?.[0] ?? null;
}

/**
 * Whether a screen of the app shows the test-payments banner, as every one must on the harness's site (the
 * PayHere simulator: test payments). A page that is not the app's (the simulator's own) passes.
 */
export async function showsTestPayments(page) {
  if ((await page.locator('#root').count()) === 0) return true;
  return page.locator('.test-payments-banner').isVisible();
}

/**
 * A screenshot taker for one page: shoot(name) writes {name}-desktop.png and {name}-phone.png
 * (full page) into `dir`, restoring the desktop size afterwards, and checks each with axe-core.
 * Pages wider than the phone, serious or critical accessibility violations, message ids shown
 * instead of their texts and a missing test-payments banner are collected in `problems`.
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
      for (const problem of await accessibilityProblems(page)) problems.push(`${name} (${label}): ${problem}`);
      const id = await bareMessageId(page);
      if (id) problems.push(`${name} (${label}) shows the message id ${id} instead of its text`);
      if (!(await showsTestPayments(page))) problems.push(`${name} (${label}) does not show the test-payments banner`);
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

/** Where a journey runs (BASE_URL) and where its screenshots go (SCREENSHOT_DIR). */
export const BASE = (process.env.BASE_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
export const SHOTS = process.env.SCREENSHOT_DIR || path.resolve('screenshots');

/** The app's URL of a hash route, and a matcher for it (ignoring its query). */
export const at = (route) => `${BASE}/#${route}`;
export const hashIs = (route) => (url) => new URL(url).hash.split('?')[0] === `#${route}`;

// The line every mail of a site with test payments begins with (the harness's site has them: simulator).
const TEST_PAYMENTS_MAIL = 'Test payments: no real money moves.';

/**
 * The link (matching `pattern`, e.g. /#\/verify-email\/\S+/) in the latest mail to `email` whose subject starts
 * with `subject`, read from the test harness's mailbox (MAILBOX_URL); waits up to 15 s for it. The mail must
 * begin with the test-payments line.
 */
export async function mailedLink(email, subject, pattern) {
  const mailbox = process.env.MAILBOX_URL;
  if (!mailbox) throw new Error('MAILBOX_URL is not set: the journeys read mail from the test harness');
  for (let i = 0; i < 60; i += 1) {
    const mails = await (await fetch(`${mailbox}?to=${encodeURIComponent(email)}`)).json();
    const mail = mails.filter((m) => m.subject.startsWith(subject)).pop();
    const link = mail?.body.match(/https?:\/\/\S+/g)?.find((l) => pattern.test(l));
    if (link && !mail.body.startsWith(TEST_PAYMENTS_MAIL)) throw new Error(`"${subject}" does not begin with "${TEST_PAYMENTS_MAIL}"`);
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail "${subject}" with a link to ${email}`);
}

/** Opens the verification link mailed to `email` in `page`, as its owner would, and waits for the thanks. */
export async function verifyEmailByMail(page, email) {
  await page.goto(await mailedLink(email, 'Verify your email address', /#\/verify-email\//));
  await page.getByText('Thank you: your email address is verified.').waitFor();
}

/** Signs in on the login page and waits for the role's landing route. */
export async function signIn(page, email, password, landing) {
  await page.goto(at('/login'));
  await appReady(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(hashIs(landing));
}

/** Closes the rating the dashboard asks for on arrival (a session that has ended is unrated). */
export async function closeRatingPrompt(page) {
  const dialog = page.getByRole('dialog', { name: /rate/i });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Runs one journey in a fresh browser: `body({page, shoot, step})` with 20 s steps and screenshots to
 * SHOTS. It fails (exit code 1, a FAILED-<name>-journey.png and the page's text) on a thrown error, an
 * error the page threw, a pre-rendered page the app could not take over as it was, or a page wider
 * than the phone; browser console errors are printed unless `ignoreConsole(text)` says otherwise.
 */
export async function runJourney(name, body, { ignoreConsole = () => false } = {}) {
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  page.setDefaultTimeout(20000);
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !ignoreConsole(m.text())) console.log(`  browser console: ${m.text()}`);
    // main.jsx: a page pre-rendered at build time that React had to draw again (it differs from the app)
    if (/pre-rendered page was rendered again/.test(m.text())) pageErrors.push(m.text());
  });
  const failedShot = path.join(SHOTS, `FAILED-${name}-journey.png`);
  const { shoot, files, problems } = await screenshotter(page, SHOTS);
  await rm(failedShot, { force: true });
  const steps = stepper();
  try {
    await body({ page, shoot, step: steps.step });
    if (pageErrors.length) throw new Error(`the page threw: ${pageErrors.join(' | ')}`);
    if (problems.length) throw new Error(`layout or accessibility problems: ${problems.join('; ')}`);
    console.log(`${name} journey passed in ${steps.elapsed()} s; ${files.length} screenshots in ${SHOTS}`);
  } catch (e) {
    console.error(`${name} journey FAILED at "${steps.current}" after ${steps.elapsed()} s: ${e.message}`);
    console.error(`  at ${page.url()}`);
    await page.screenshot({ path: failedShot, fullPage: true }).catch(() => {});
    const text = await page.locator('body').innerText().catch(() => '');
    console.error(`  page text: ${text.replace(/\s+/g, ' ').slice(0, 600)}`);
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
}
