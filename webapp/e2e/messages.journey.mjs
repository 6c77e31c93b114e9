// A note and messages per booking (issue 33, point 2), run by e2e/browser_test.go: the demo consultee
// books one of Nimal Perera's slots with a note ("What would you like to discuss?") and pays by card;
// Nimal sees the note on his dashboard with one unread message, which carries a PDF; he reads it
// (the count goes) and answers; the consultee sees his answer counted, then read. The thread and the
// dashboards are shot at a phone's width (390) and a desktop's (1280) in English, Sinhala and Tamil.
import { accessibilityProblems, at, bareMessageId, hashIs, runJourney, settle, signIn } from './support.mjs';

const WIDTHS = [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]];
const LANGUAGES = [['en', 'English'], ['si', 'සිංහල'], ['ta', 'தமிழ்']];
const NOTE = 'A conflict check first: the other side is Perera & Sons <Pvt> Ltd.';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

runJourney('messages', async ({ page, step }) => {
  const problems = [];
  /** Shoots the page at both widths as messages-{name}-{lang}-{width}.png and checks it. */
  const shoot = async (name, lang = 'en') => {
    for (const [label, viewport] of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(150);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${name} ${lang} is ${overflow}px wider than a ${viewport.width}px screen`);
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR || 'screenshots'}/messages-${name}-${lang}-${label}.png`, fullPage: true });
      for (const p of await accessibilityProblems(page)) problems.push(`${name} ${lang} (${label}): ${p}`);
      const id = await bareMessageId(page);
      if (id) problems.push(`${name} ${lang} (${label}) shows the message id ${id}`);
    }
    await page.setViewportSize(WIDTHS[0][1]);
  };
  const choose = async (name) => {
    await page.locator('.topbar .language-switcher').selectOption({ label: name });
    await settle(page);
  };
  /** Shoots the page in each language, then goes back to English (the account keeps its choice). */
  const shootInEachLanguage = async (name) => {
    for (const [lang, label] of LANGUAGES) {
      await choose(label);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await settle(page);
      await closeAnyRatingPrompt(1000);
      await shoot(name, lang);
    }
    await choose('English');
  };
  const signOut = async () => {
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(at('/'));
    await page.reload();
    await settle(page);
  };
  // The dashboards ask for a rating of a past session on arrival: it is left for later.
  const closeAnyRatingPrompt = async (wait = 4000) => {
    const dialog = page.locator('[role="dialog"][aria-labelledby="rating-modal-title"]');
    await dialog.waitFor({ timeout: wait }).catch(() => {});
    if (!(await dialog.isVisible().catch(() => false))) return;
    await dialog.locator('.btn-close').click();
    await dialog.waitFor({ state: 'hidden' });
  };
  const card = () => page.locator('.booking-card', { has: page.locator('.booking-note', { hasText: 'Perera & Sons' }) }).first();

  await step('the consultee books a slot of Nimal with a note and pays by card', async () => {
    await signIn(page, 'consultee@cerebro.lk', 'consultee123', '/consulteedashboard');
    await page.waitForTimeout(500);
    await closeAnyRatingPrompt();
    await page.goto(at('/searchconsultant/'));
    await page.getByLabel('Consultant name').fill('Nimal');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'View Profile of Nimal Perera' }).click();
    const days = page.getByRole('navigation', { name: 'Days with open slots' });
    await days.getByRole('button').last().click();
    const slot = page.getByLabel(/^\d{1,2}:\d{2} [AP]M – /).last();
    await slot.waitFor();
    await slot.check();
    await page.getByRole('button', { name: 'Book with Cerebro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('What would you like to discuss? (optional)').fill(NOTE);
    await dialog.getByLabel(/Card payment/).check();
    await page.waitForTimeout(300);
    await settle(page);
    await shoot('booking-dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/payments\/simulator\/checkout/);
    await page.locator('#pay').click();
    await page.waitForURL(hashIs('/payment-gate/success'));
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  });

  let threadPath;
  await step('writes to Nimal with a PDF attached', async () => {
    await page.goto(at('/consulteedashboard'));
    for (let i = 0; i < 15 && !(await card().isVisible()); i += 1) {
      await page.waitForTimeout(1000);
      await page.reload();
      await settle(page, { timeout: 3000 });
      await closeAnyRatingPrompt();
    }
    await card().getByText(NOTE).waitFor();
    await card().getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL(/#\/messages\/\d+$/);
    threadPath = new URL(page.url()).hash.slice(1);
    await page.getByText('No messages yet.').waitFor();
    await page.getByTestId('attach-file').setInputFiles({ name: 'contract draft.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('contract draft.pdf').waitFor();
    await page.getByLabel('Your message').fill('Hello Nimal,\nthe draft contract is attached. <b>Not bold</b>');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('.message-mine', { hasText: 'the draft contract is attached. <b>Not bold</b>' }).waitFor();
    if (await page.locator('.message-list b').count()) throw new Error('message text was rendered as markup');
    await settle(page);
    await shoot('thread-sent');
    await signOut();
  });

  await step('Nimal sees the note and one unread message on his dashboard, in three languages', async () => {
    await signIn(page, process.env.DEMO_CONSULTANT_EMAIL, process.env.DEMO_CONSULTANT_PASSWORD, '/consultantdashboard');
    await closeAnyRatingPrompt();
    await page.getByTestId('unread-messages').getByText(/You have 1 unread message/).waitFor();
    await card().getByText(NOTE).waitFor();
    await card().getByLabel('1 unread').waitFor();
    await settle(page);
    await shootInEachLanguage('consultant-dashboard');
  });

  await step('reads the thread (the count goes), downloads the PDF and answers', async () => {
    await closeAnyRatingPrompt(1000);
    await card().getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL(hashIs(threadPath));
    await page.getByText('What the consultee would like to discuss').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /contract draft\.pdf/ }).click();
    if ((await download).suggestedFilename() !== 'contract draft.pdf') throw new Error('the attachment downloads under another name');
    await page.getByLabel('Your message').fill('Thank you — I will read it before our session.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('.message-mine', { hasText: 'I will read it' }).waitFor();
    await settle(page);
    await shootInEachLanguage('thread');
    await page.goto(at('/consultantdashboard'));
    await settle(page);
    if (await page.getByTestId('unread-messages').count()) throw new Error('the message is still counted unread after reading');
    await signOut();
  });

  await step('the consultee sees the answer counted, then read', async () => {
    await signIn(page, 'consultee@cerebro.lk', 'consultee123', '/consulteedashboard');
    await closeAnyRatingPrompt();
    await card().getByLabel('1 unread').waitFor();
    await settle(page);
    await shoot('consultee-dashboard');
    await page.goto(at(threadPath));
    await page.getByText('I will read it before our session.').waitFor();
    await page.goto(at('/consulteedashboard'));
    await card().waitFor();
    await settle(page);
    if (await card().getByLabel('1 unread').count()) throw new Error('the answer is still counted unread');
    if (problems.length) throw new Error(`layout or accessibility problems: ${problems.join('; ')}`);
  });
});
