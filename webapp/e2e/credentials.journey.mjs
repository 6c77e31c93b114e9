// A lawyer's registration from upload to the badge (issue 33, point 1), run by e2e/browser_test.go.
// Nimal Perera, the demo lawyer, opens his dashboard: his profession is regulated by the Supreme
// Court's Attorney-at-Law enrolment, so it asks for his registration. A number in the wrong format is
// refused on the spot; he gives 12345, an expiry date a year ahead and his certificate (a PDF). The
// admin opens him in View Consultant, sees the registration beside the profile, opens the certificate
// and records it as checked. The public profile and his search card then say "Registration checked:
// AAL 12345, <today>". Shot on a phone (390 px) and a desktop (1280 px) in English, Sinhala and Tamil;
// every language is set back to English at the end for the journeys that follow.
import path from 'node:path';
import {
  SHOTS, accessibilityProblems, appReady, at, bareMessageId, hashIs, runJourney, settle, signIn,
} from './support.mjs';

const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@cerebro.lk';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'admin-password';
const LAWYER_EMAIL = process.env.DEMO_CONSULTANT_EMAIL || 'nimal.perera@example.com';
const LAWYER_PASSWORD = process.env.DEMO_CONSULTANT_PASSWORD || 'consultant-Secret-1';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n'
  + '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const LANGUAGES = [['en', 'English'], ['si', 'සිංහල'], ['ta', 'தமிழ்']];
const SIZES = [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]];
const BADGE = { en: 'Registration checked: AAL 12345', si: 'ලියාපදිංචිය පරීක්ෂා කළා: AAL 12345', ta: 'பதிவு சரிபார்க்கப்பட்டது: AAL 12345' };

const inAYear = () => {
  const d = new Date();
  d.setFullYear(d.getFullYear() + 1);
  return d.toISOString().slice(0, 10);
};

runJourney('credentials', async ({ page, step }) => {
  const problems = [];
  // This journey's shots: 390 and 1280 px wide, each checked like the shared ones.
  const shoot = async (name, { fullPage = true } = {}) => {
    for (const [label, size] of SIZES) {
      await page.setViewportSize(size);
      if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(150);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${name} is ${overflow}px wider than ${size.width}px`);
      await page.screenshot({ path: path.join(SHOTS, `credentials-${name}-${label}.png`), fullPage });
      for (const p of await accessibilityProblems(page)) problems.push(`${name} (${label}): ${p}`);
      const id = await bareMessageId(page);
      if (id) problems.push(`${name} (${label}) shows the message id ${id}`);
    }
    await page.setViewportSize(SIZES[1][1]);
  };
  const choose = async (label) => {
    await page.locator('.topbar .language-switcher').selectOption({ label });
    await settle(page);
  };
  // As a person would: clearing the storage under a signed-in page lets its guards send the next
  // page to a dashboard, and from there to the login page.
  const signOut = async () => {
    await page.locator('#account-menu').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'LOGIN' }).waitFor();
    await page.waitForURL(hashIs('/'));
    await appReady(page);
  };
  const panel = () => page.locator('.credentials-panel');
  let consultantId;

  await step('the lawyer is asked for his registration on the dashboard', async () => {
    await signIn(page, LAWYER_EMAIL, LAWYER_PASSWORD, '/consultantdashboard');
    await panel().getByText('Please give your registration number and upload your certificate').waitFor();
    await panel().getByText('Supreme Court of Sri Lanka (Attorney-at-Law enrolment)').first().waitFor();
    consultantId = await page.evaluate(() => window.localStorage.getItem('consultantId'));
    const dialog = page.getByRole('dialog', { name: /rate/i });
    if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: 'Close' }).click();
    await settle(page);
    await shoot('en-form');
  });

  await step('a number in the wrong format is refused on the spot', async () => {
    await panel().getByLabel('AAL registration number').fill('AB-12');
    await panel().getByLabel('Registration certificate').setInputFiles({ name: 'enrolment.pdf', mimeType: 'application/pdf', buffer: PDF });
    await panel().getByRole('button', { name: 'Send for checking' }).click();
    await panel().getByText('This is not a AAL registration number (for example 12345).').waitFor();
  });

  await step('he gives 12345, an expiry a year ahead and his certificate: it waits for the admin', async () => {
    await panel().getByLabel('AAL registration number').fill('12345');
    await panel().getByLabel('Expiry date (if your registration expires)').fill(inAYear());
    await panel().getByRole('button', { name: 'Send for checking' }).click();
    await panel().getByText('Waiting for check').waitFor();
    await panel().getByRole('button', { name: 'Open certificate' }).waitFor();
    await settle(page);
    for (const [lang, label] of LANGUAGES.slice(1)) {
      await choose(label);
      await shoot(`${lang}-submitted`);
    }
    await choose('English');
    await signOut();
  });

  await step('the admin sees it beside the profile, opens the certificate and records it as checked', async () => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admindashboard');
    const pane = page.locator('[role="tabpanel"][id$="-tabpane-consultants"]');
    await pane.getByLabel('Email').fill(LAWYER_EMAIL);
    await pane.getByRole('button', { name: 'Search', exact: true }).click();
    const row = pane.locator('tr', { hasText: LAWYER_EMAIL });
    await row.getByRole('button', { name: /^View / }).click();
    const dialog = page.getByRole('dialog');
    const review = dialog.locator('.credentials-review');
    await review.getByText('12345', { exact: true }).waitFor();
    await review.getByText('Waiting for check').waitFor();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), review.getByRole('button', { name: 'Open certificate' }).click()]);
    await tab.waitForURL(/^blob:/);
    await tab.close();
    await page.waitForTimeout(300); // the modal's fade-in
    for (const [lang, label] of LANGUAGES) {
      if (lang !== 'en') {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await choose(label);
        await row.getByRole('button').first().click();
        await review.locator('.badge').waitFor();
        await page.waitForTimeout(300);
      }
      await dialog.locator('.modal-body').evaluate((el) => { el.scrollTop = 0; });
      await shoot(`${lang}-admin-review`, { fullPage: false });
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await choose('English');
    await row.getByRole('button', { name: /^View / }).click();
    await review.getByRole('button', { name: 'Checked against the register' }).click();
    await review.getByText('Checked', { exact: true }).waitFor();
    await review.getByText('Checked on').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await signOut();
  });

  await step('the search card and the public profile say the registration is checked, in each language', async () => {
    for (const [lang, label] of LANGUAGES) {
      await page.goto(at('/searchconsultant/'));
      await settle(page);
      if (lang !== 'en') await choose(label);
      // The card that carries the badge: other consultants share the demo lawyer's name.
      const card = page.locator('.consultant-card', { has: page.locator('.registration-badge', { hasText: BADGE[lang] }) });
      await card.first().waitFor();
      await shoot(`${lang}-search`);
      await card.first().getByRole('link').click();
      await page.waitForURL(/#\/profile\/\d+/);
      if (consultantId && !page.url().endsWith(`/profile/${consultantId}`)) throw new Error(`the badge is on ${page.url()}, not on profile ${consultantId}`);
      await page.locator('.registration-badge', { hasText: BADGE[lang] }).first().waitFor();
      await settle(page);
      await shoot(`${lang}-profile`);
    }
    await choose('English');
    if (problems.length) throw new Error(`layout or accessibility problems: ${problems.join('; ')}`);
  });
});
