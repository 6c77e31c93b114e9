// The outcome of a session (issue 18), run by e2e/browser_test.go after it has the real session workflow
// judge a session of Sunil Jayawardena with Nimal Perera that ended half an hour ago, in which the
// consultee's browser reported ten minutes in the room and the consultant's thirty: the consultee (asked
// to rate it first, which he skips for now) sees it "Cut short" under Previous Bookings, the consultant
// the same under Previous Appointments, and the admin, deciding the refund claim it opened, sees both
// parties' presence. Desktop and phone screenshots go to SCREENSHOT_DIR.
import { at, closeRatingPrompt, hashIs, runJourney, settle, signIn } from './support.mjs';

const CUT_SHORT = 'Cut short: an admin is reviewing the refund';

async function signOut(page) {
  await page.locator('#account-menu').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(hashIs('/'));
}

runJourney('session-outcome', async ({ page, shoot, step }) => {
  await step('the consultee sees the session cut short under Previous Bookings', async () => {
    await signIn(page, process.env.OUTCOME_CONSULTEE_EMAIL, process.env.OUTCOME_CONSULTEE_PASSWORD, '/consulteedashboard');
    await closeRatingPrompt(page);
    await page.getByRole('tab', { name: 'Previous Bookings' }).click();
    await page.locator('.booking-card', { hasText: 'Nimal Perera' }).getByText(CUT_SHORT).waitFor();
    await settle(page);
    await shoot('session-outcome-consultee');
    await signOut(page);
  });

  await step('the consultant sees the same outcome under Previous Appointments', async () => {
    await signIn(page, process.env.DEMO_CONSULTANT_EMAIL, process.env.DEMO_CONSULTANT_PASSWORD, '/consultantdashboard');
    await closeRatingPrompt(page);
    await page.getByRole('tab', { name: 'Previous Appointments' }).click();
    await page.locator('.booking-card', { hasText: 'Sunil Jayawardena' }).getByText(CUT_SHORT).waitFor();
    await settle(page);
    await shoot('session-outcome-consultant');
    await signOut(page);
  });

  await step('the admin decides the claim with both parties\' presence in front of them', async () => {
    await signIn(page, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD, '/admindashboard');
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
});
