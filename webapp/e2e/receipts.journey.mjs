// Receipts and statements (issue 34), run by e2e/browser_test.go: Tharushi, who reads Sinhala, downloads
// the receipt of her paid booking from her invoices; the demo consultant, Nimal Perera, downloads his
// statement of this month from his earnings. Each file is checked to be a PDF of some size (kept in
// SCREENSHOT_DIR to be opened), and each screen is shot on a phone and a desktop in English, Sinhala
// and Tamil. Tharushi's account is left in Sinhala and Nimal's in English, as the fixtures made them.
import { readFile, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { SHOTS, VIEWPORTS_390, at, closeRatingPrompt, runJourney, settle, signIn } from './support.mjs';

const LANGUAGES = [['en', 'English'], ['si', 'සිංහල'], ['ta', 'தமிழ்']];

/** Clicks `button` and checks what the browser downloads: a PDF of more than 10 KB, kept as `name`. */
async function downloadsPdf(page, button, name) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  const bytes = await readFile(file);
  if (bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${name} is not a PDF: ${bytes.subarray(0, 40)}`);
  if (bytes.length < 10000) throw new Error(`${name} is only ${bytes.length} bytes`);
  await copyFile(file, path.join(SHOTS, name));
  console.log(`  ${name}: ${bytes.length} bytes (${download.suggestedFilename()})`);
  return download.suggestedFilename();
}

runJourney('receipts', async ({ page, shoot, step }) => {
  const choose = async (name) => {
    await page.locator('.topbar .language-switcher').selectOption({ label: name });
    await settle(page);
  };

  await step('Tharushi opens her paid invoice and downloads its receipt in Sinhala', async () => {
    await signIn(page, process.env.ABROAD_CONSULTEE_EMAIL, process.env.ABROAD_CONSULTEE_PASSWORD, '/consulteedashboard');
    await choose('සිංහල');
    await page.waitForFunction(() => document.documentElement.lang === 'si');
    await page.goto(at('/consulteedashboard?tab=invoices'));
    await settle(page);
    // The invoice opens once (a second press would close it again).
    const invoice = page.locator('.invoice-item').first();
    await invoice.locator('.accordion-button').waitFor();
    if ((await invoice.locator('.accordion-collapse.show').count()) === 0) await invoice.locator('.accordion-button').click();
    await invoice.locator('.accordion-collapse.show').waitFor();
    const button = page.getByRole('button', { name: /හි රිසිට්පත බාගන්න \(PDF\)/ }).first();
    await button.waitFor();
    const name = await downloadsPdf(page, button, 'receipt-si.pdf');
    if (!/^cerebro-receipt-.+\.pdf$/.test(name)) throw new Error(`the receipt's file name: ${name}`);
  });

  for (const [code, name] of LANGUAGES) {
    await step(`her invoice with its receipt button in ${code}`, async () => {
      await choose(name);
      await page.locator('.invoice-item .accordion-collapse.show').first().waitFor();
      await page.locator('.invoice-item .accordion-collapse.show button .bi-file-earmark-pdf').first().waitFor();
      await shoot(`receipts-invoice-${code}`);
    });
  }

  await step('her account is left in Sinhala', async () => {
    await choose('සිංහල');
    await page.evaluate(() => window.localStorage.clear()); // signed out, the browser's English again
    await page.goto(at('/'));
    await page.reload();
    await settle(page);
  });

  await step('the consultant downloads his statement of this month from his earnings', async () => {
    await signIn(page, process.env.DEMO_CONSULTANT_EMAIL, process.env.DEMO_CONSULTANT_PASSWORD, '/consultantdashboard');
    await closeRatingPrompt(page);
    await page.goto(at('/consultantdashboard?tab=earnings'));
    await settle(page);
    await page.getByRole('heading', { name: 'Monthly statement' }).waitFor();
    const month = new Date().toISOString().slice(0, 7);
    await page.getByLabel('Month', { exact: true }).fill(month);
    const name = await downloadsPdf(page, page.getByRole('button', { name: 'Download statement' }), 'statement-en.pdf');
    if (name !== `cerebro-statement-${month}.pdf`) throw new Error(`the statement's file name: ${name}`);
  });

  for (const [code, name] of LANGUAGES) {
    await step(`his statement card in ${code}`, async () => {
      await choose(name);
      const section = page.locator('section[aria-labelledby="monthly-statement"]');
      await section.scrollIntoViewIfNeeded();
      await shoot(`receipts-statement-${code}`);
      if (code !== 'en') await downloadsPdf(page, section.getByRole('button'), `statement-${code}.pdf`);
    });
  }

  await step('his account is left in English', async () => {
    await choose('English');
  });
}, { viewports: VIEWPORTS_390 });
