// The outcome of a session (issue 18), run by e2e/browser_test.go after it has the real session workflow
// judge a session of Sunil Jayawardena with Nimal Perera that ended half an hour ago, in which the
// consultee's browser reported ten minutes in the room and the consultant's thirty: the consultee (asked
// to rate it first, which he skips for now) sees
// it "Cut short" under Previous Bookings, the consultant the same under Previous Appointments, and the
// admin, deciding the refund claim it opened, sees both parties' presence. Desktop and phone
// screenshots go to SCREENSHOT_DIR.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser, screenshotter, settle, stepper } from './support.mjs';

const BASE = (process.env.BASE_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
const SHOTS = process.env.SCREENSHOT_DIR || path.resolve('screenshots');
const STEP_TIMEOUT = 20000;
const CUT_SHORT = 'Cut short: an admin is reviewing the refund';

const at = (route) => `${BASE}/#${route}`;
const hashIs = (route) => (url) => new URL(url).hash.split('?')[0] === `#${route}`;

async function main() {
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const { shoot, files, problems } = await screenshotter(page, SHOTS);
  await rm(path.join(SHOTS, 'FAILED-session-outcome-journey.png'), { force: true });
  const steps = stepper();
  const { step } = steps;

  async function signIn(email, password, landing) {
    await page.goto(at('/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(hashIs(landing));
  }
  /** Closes the rating the dashboard asks for on arrival (a session that has ended is unrated). */
  async function laterForRating() {
    const dialog = page.getByRole('dialog', { name: /rate/i });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  async function signOut() {
    await page.locator('#account-menu').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(hashIs('/'));
  }

  try {
    await step('the consultee sees the session cut short under Previous Bookings', async () => {
      await signIn(process.env.OUTCOME_CONSULTEE_EMAIL, process.env.OUTCOME_CONSULTEE_PASSWORD, '/consulteedashboard');
      await laterForRating();
      await page.getByRole('tab', { name: 'Previous Bookings' }).click();
      await page.locator('.booking-card', { hasText: 'Nimal Perera' }).getByText(CUT_SHORT).waitFor();
      await settle(page);
      await shoot('session-outcome-consultee');
      await signOut();
    });

    await step('the consultant sees the same outcome under Previous Appointments', async () => {
      await signIn(process.env.DEMO_CONSULTANT_EMAIL, process.env.DEMO_CONSULTANT_PASSWORD, '/consultantdashboard');
      await laterForRating();
      await page.getByRole('tab', { name: 'Previous Appointments' }).click();
      await page.locator('.booking-card', { hasText: 'Sunil Jayawardena' }).getByText(CUT_SHORT).waitFor();
      await settle(page);
      await shoot('session-outcome-consultant');
      await signOut();
    });

    await step('the admin decides the claim with both parties\' presence in front of them', async () => {
      await signIn(process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD, '/admindashboard');
      await page.goto(at('/admindashboard?tab=refunds'));
      const row = page.locator('tr', { hasText: 'Sunil Jayawardena' }).filter({ hasText: 'Session cut short' }).first();
      await row.getByRole('button', { name: 'Decide' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Presence in the video room' }).waitFor();
      await dialog.getByText(/Consultee: in the room 10 min 0 s/).waitFor();
      await dialog.getByText(/Consultant: in the room 30 min 0 s/).waitFor();
      await dialog.getByText(/Together by both accounts: 10 min 0 s/).waitFor();
      await dialog.getByText(/Consultee left the room/).waitFor();
      await settle(page);
      await shoot('refund-modal-presence', { fullPage: false });
    });

    if (pageErrors.length) throw new Error(`the page threw: ${pageErrors.join(' | ')}`);
    if (problems.length) throw new Error(`layout problems: ${problems.join('; ')}`);
    console.log(`session outcome journey passed in ${steps.elapsed()} s; ${files.length} screenshots in ${SHOTS}`);
  } catch (e) {
    console.error(`session outcome journey FAILED at "${steps.current}" after ${steps.elapsed()} s: ${e.message}`);
    console.error(`  at ${page.url()}`);
    await page.screenshot({ path: path.join(SHOTS, 'FAILED-session-outcome-journey.png'), fullPage: true }).catch(() => {});
    const text = await page.locator('body').innerText().catch(() => '');
    console.error(`  page text: ${text.replace(/\s+/g, ' ').slice(0, 600)}`);
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
