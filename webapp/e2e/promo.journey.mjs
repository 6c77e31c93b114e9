// Promo codes (issue 34, point 6), run by e2e/browser_test.go: the admin creates a launch code on the
// Promo codes tab and sees it listed with its uses; Dilani, a consultee, books the demo consultant's slot
// (PROMO_DATE, 4:00 PM) with it: a wrong code is refused under the field and the dialog stays open, the
// right one (typed in lower case), applied, shows 10 % off and 2,250.00 LKR left to pay; she pays it on
// the PayHere stand-in and sees the discount and the code on her invoice. Back on the admin's tab, the
// code shows one use. Phone and desktop screenshots in English, Sinhala and Tamil go to SCREENSHOT_DIR.
import { at, hashIs, runJourney, settle, signIn } from './support.mjs';

const LANGUAGES = [['si', 'සිංහල'], ['ta', 'தமிழ்']];

function fail(message) {
  throw new Error(message);
}

runJourney('promo', async ({ page, shoot, step }) => {
  const code = `LAUNCH${String(Date.now()).slice(-5)}`;
  const choose = async (name) => {
    await page.locator('.topbar .language-switcher').selectOption({ label: name });
    await settle(page);
  };
  const inEachLanguage = async (name, ready, options = {}) => {
    for (const [lang, label] of LANGUAGES) {
      await choose(label);
      await ready();
      await shoot(`${name}-${lang}`, options);
    }
    await choose('English');
  };
  const signOut = async () => {
    await page.locator('#account-menu').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(hashIs('/'));
  };
  const pane = page.locator('[role="tabpanel"][id$="-tabpane-promo"]');

  await step('the admin creates a launch code on the Promo codes tab', async () => {
    await signIn(page, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD, '/admindashboard');
    await page.goto(at('/admindashboard?tab=promo'));
    await pane.getByRole('heading', { name: 'New promo code' }).waitFor();
    await pane.getByRole('button', { name: 'Create code' }).click();
    await pane.getByText('The code must be 3 to 32 letters, digits, _ or -.').first().waitFor();
    await pane.getByLabel('Code', { exact: true }).fill(code);
    await pane.getByLabel('Percentage off (1–100)').fill('10');
    await pane.getByLabel('Uses in all').fill('50');
    await pane.getByLabel('Uses per person').fill('1');
    await pane.getByRole('button', { name: 'Create code' }).click();
    await pane.getByText(`The code ${code} was created.`).waitFor();
    const row = pane.getByTestId('promo-row').filter({ hasText: code });
    await row.waitFor();
    if ((await row.getByTestId('promo-uses').textContent()).trim() !== '0 of 50') fail('a new code has uses');
    await settle(page);
    await shoot('promo-admin-en');
    await inEachLanguage('promo-admin', () => pane.locator('table').waitFor());
    await signOut();
  });

  await step('the consultee picks the slot and a wrong code is refused under the field', async () => {
    await signIn(page, process.env.PROMO_CONSULTEE_EMAIL, process.env.PROMO_CONSULTEE_PASSWORD, '/consulteedashboard');
    await page.getByRole('link', { name: 'Book a Cerebroslot' }).click();
    await page.waitForURL(hashIs('/searchconsultant/'));
    await page.getByLabel('Consultant name').fill('Nimal');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'View Profile of Nimal Perera' }).click();
    await page.getByRole('heading', { name: 'Availability' }).waitFor();
    await page.getByLabel('Date', { exact: true }).fill(process.env.PROMO_DATE);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByLabel(/^4:00 PM – /).check();
    await page.getByRole('button', { name: 'Book with Cerebro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Confirm your booking').waitFor();
    await dialog.getByLabel('Promo code (optional)').fill('NOSUCHCODE');
    await dialog.getByLabel(/Card payment/).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('There is no promo code NOSUCHCODE.', { exact: false }).waitFor();
    await page.waitForTimeout(300);
    await shoot('promo-booking-refused-en', { fullPage: false });
    // The server's refusal stays in the language it was asked in; the dialog's own texts follow.
    await inEachLanguage('promo-booking-dialog', () => dialog.getByRole('textbox').first().waitFor(), { fullPage: false });
  });

  await step('the right code, in lower case, applied: the dialog shows the discount and what is left to pay', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Promo code (optional)').fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const toPay = dialog.getByTestId('amount-to-pay');
    await toPay.waitFor();
    if (!/2,?250\.00/.test(await toPay.textContent())) fail(`the quote is not 2,250.00: ${await toPay.textContent()}`);
    await page.waitForTimeout(300);
    await shoot('promo-quote-en', { fullPage: false });
    await inEachLanguage('promo-quote', () => dialog.getByTestId('amount-to-pay').waitFor(), { fullPage: false });
  });

  await step('she confirms; she pays the discounted total on the PayHere stand-in', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/payments\/simulator\/checkout/);
    await page.locator('#pay').waitFor();
    const body = await page.locator('body').innerText();
    if (!/2,?250\.00/.test(body)) fail(`the gateway is not asked for 2,250.00: ${body.slice(0, 300)}`);
    await page.locator('#pay').click();
    await page.waitForURL(hashIs('/payment-gate/success'));
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  });

  await step('her invoice shows the discount and the code', async () => {
    await page.goto(at('/consulteedashboard?tab=invoices'));
    const invoice = page.locator('.invoice-item', { hasText: '2,250.00' }).first();
    await invoice.waitFor();
    await invoice.locator('.accordion-button').click();
    const discount = invoice.getByTestId('invoice-discount');
    await discount.waitFor();
    const text = await discount.textContent();
    if (!text.includes('250.00') || !text.includes(code)) fail(`the invoice's discount line says ${text}`);
    await settle(page);
    await shoot('promo-invoice-en');
    await inEachLanguage('promo-invoice', () => invoice.getByTestId('invoice-discount').waitFor());
    await signOut();
  });

  await step('the admin sees the code used once', async () => {
    await signIn(page, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD, '/admindashboard');
    await page.goto(at('/admindashboard?tab=promo'));
    const row = pane.getByTestId('promo-row').filter({ hasText: code });
    await row.waitFor();
    const uses = (await row.getByTestId('promo-uses').textContent()).trim();
    if (uses !== '1 of 50') fail(`the code shows ${uses}`);
  });
});
