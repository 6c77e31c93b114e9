// Reviews answered and moderated (issue 33), run by e2e/browser_test.go after it gives the demo
// consultant, Nimal Perera, two reviews: a fair one from Dilani Fernando and an abusive one from Ruwan
// Bandara. Nimal replies to Dilani's from his public profile, and the reply shows under it; Nadeeka
// Wijesinghe, a consultee, reports Ruwan's; the admin finds it in the Reviews tab of the dashboard and
// hides it with a reason, and it is gone from the profile (the reply stays). The admin then reads the
// tab and the profile in Sinhala and Tamil, and goes back to English. Every screen is shot on a
// 390-pixel phone and a 1280-pixel desktop.
import path from 'node:path';
import { accessibilityProblems, at, bareMessageId, hashIs, runJourney, settle, signIn, SHOTS } from './support.mjs';

const FAIR = 'Clear, practical advice on my lease.';
const ABUSIVE = 'He is a fraud and a thief';
const REPLY = 'Thank you, Dilani. I am glad the lease is clear now.';
const WIDTHS = [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]];

/** Desktop and 390-pixel phone shots of the page as it is, checked like the suite's (support.mjs). */
function shooter(page) {
  const problems = [];
  async function shoot(name, { fullPage = true } = {}) {
    for (const [label, viewport] of WIDTHS) {
      await page.setViewportSize(viewport);
      if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(150);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${name} is ${overflow}px wider than ${viewport.width}px`);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage });
      for (const p of await accessibilityProblems(page)) problems.push(`${name} (${label}): ${p}`);
      const id = await bareMessageId(page);
      if (id) problems.push(`${name} (${label}) shows the message id ${id}`);
    }
    await page.setViewportSize(WIDTHS[0][1]);
  }
  return { shoot, problems };
}

async function signOut(page) {
  await page.locator('#account-menu').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(hashIs('/'));
}

/** Dismisses the rating prompt a dashboard may open on arrival. */
async function dismissRatingPrompt(page) {
  const dialog = page.getByRole('dialog', { name: /rate/i });
  if (await dialog.waitFor({ timeout: 4000 }).then(() => true, () => false)) {
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

/** Opens Nimal Perera's public profile from the search and waits for its reviews. */
async function openProfile(page) {
  await page.goto(at('/searchconsultant/'));
  await page.locator('.consultant-card', { hasText: 'Nimal Perera' }).first().locator('a').first().click();
  await page.waitForURL(/#\/profile\//);
  await page.locator('.reviews li.review').first().waitFor();
  await settle(page);
}

const review = (page, text) => page.locator('.reviews li.review', { hasText: text });

runJourney('reviews', async ({ page, step }) => {
  const { shoot, problems } = shooter(page);

  await step('the consultant replies to a review on his public profile', async () => {
    await signIn(page, process.env.DEMO_CONSULTANT_EMAIL, process.env.DEMO_CONSULTANT_PASSWORD, '/consultantdashboard');
    await dismissRatingPrompt(page);
    await page.getByRole('link', { name: 'View my public profile' }).click();
    await page.waitForURL(/#\/profile\//);
    const fair = review(page, FAIR);
    await fair.getByRole('button', { name: 'Reply' }).click();
    await fair.getByLabel('Your public reply').fill(REPLY);
    await settle(page);
    await fair.scrollIntoViewIfNeeded();
    await shoot('reviews-en-reply-form');
    await fair.getByRole('button', { name: 'Publish reply' }).click();
    await fair.getByText('Reply from the consultant').waitFor();
    await fair.getByText(REPLY).waitFor();
    if (await fair.getByRole('button', { name: 'Reply' }).count()) throw new Error('a second reply is offered');
    await signOut(page);
  });

  await step('a consultee sees the reply and reports the abusive review', async () => {
    await signIn(page, process.env.REPORTER_EMAIL, process.env.REPORTER_PASSWORD, '/consulteedashboard');
    await openProfile(page);
    await review(page, FAIR).getByText(REPLY).waitFor();
    await review(page, ABUSIVE).getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByLabel('Reason').fill('It calls him a thief without saying what happened in the session.');
    await settle(page);
    await shoot('reviews-en-report', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await review(page, ABUSIVE).getByText('Reported. The admin will look at it.').waitFor();
    await signOut(page);
  });

  await step('the admin hides it from the Reviews tab, with a reason', async () => {
    await signIn(page, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD, '/admindashboard');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const card = page.locator('.reported-review', { hasText: ABUSIVE });
    await card.getByText('It calls him a thief').waitFor();
    await settle(page);
    await shoot('reviews-en-admin');
    await card.getByRole('button', { name: 'Hide review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide this review' });
    await dialog.getByLabel('Reason').fill('Accuses him of a crime; not about the session.');
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Hidden', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Restore review' }).waitFor();
  });

  await step('the hidden review is gone from the profile; the reply stays', async () => {
    await openProfile(page);
    await review(page, FAIR).getByText(REPLY).waitFor();
    if (await review(page, ABUSIVE).count()) throw new Error('the hidden review is still on the profile');
    await shoot('reviews-en-profile');
  });

  for (const [lang, name] of [['si', 'සිංහල'], ['ta', 'தமிழ்']]) {
    await step(`the admin reads the Reviews tab and the profile in ${name}`, async () => {
      await page.locator('.topbar .language-switcher').selectOption({ label: name });
      await settle(page);
      await review(page, FAIR).locator('.review-reply').waitFor();
      await review(page, FAIR).locator('.review-actions button').click(); // the report dialog, in the language
      await page.getByRole('dialog').waitFor();
      await settle(page);
      await shoot(`reviews-${lang}-report`, { fullPage: false });
      await page.getByRole('dialog').locator('.modal-footer button').first().click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.goto(at('/admindashboard?tab=reviews'));
      await page.locator('.reported-review', { hasText: ABUSIVE }).waitFor();
      await settle(page);
      await shoot(`reviews-${lang}-admin`);
      await openProfile(page);
    });
  }

  await step('the admin goes back to English', async () => {
    await page.locator('.topbar .language-switcher').selectOption({ label: 'English' });
    await settle(page);
    await page.getByRole('link', { name: 'Home', exact: true }).first().waitFor();
    if (problems.length) throw new Error(`layout or accessibility problems: ${problems.join('; ')}`);
  });
});
