// Card money goes back to the card (issue 31), run by e2e/browser_test.go. The admin finds a card
// payment's refund owed by bank transfer (CARD_TRANSFER_CREF): the consultee typed an account in, and
// the transfer cannot be marked made until the admin asks PayHere for the card holder's name, sees it
// beside the typed account and verifies it; even then not before the card's 120-day chargeback window
// closes. Then the admin opens a charged-back invoice (CHARGEBACK_CREF) and reads what the chargeback
// did, and the terms state the 120-day window. Desktop and phone screenshots go to SCREENSHOT_DIR.
import path from 'node:path';
import { SHOTS, VIEWPORTS, at, runJourney, settle, signIn } from './support.mjs';

const transferCref = process.env.CARD_TRANSFER_CREF;
const chargebackCref = process.env.CHARGEBACK_CREF;

runJourney('card-money', async ({ page, shoot, step }) => {
  const fail = (why) => {
    throw new Error(why);
  };
  const pane = (key) => page.locator(`[role="tabpanel"][id$="-tabpane-${key}"]`);
  const toast = (text) => page.locator('.alert-stack .toast', { hasText: text }).first().waitFor();
  if (!transferCref || !chargebackCref) fail('CARD_TRANSFER_CREF and CHARGEBACK_CREF are not set');

  await step('the admin signs in and opens the refunds tab', async () => {
    await signIn(page, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD, '/admindashboard');
    await page.getByRole('tab', { name: 'Refunds' }).click();
  });

  const row = () => pane('refunds').locator('tr', { hasText: transferCref });
  const mark = () => row().getByRole('button', { name: 'Mark transferred' });

  await step('the owed transfer of card money waits for the card holder check', async () => {
    await row().getByText('8001234567').waitFor();
    await row().getByText('Card money goes back only to the card holder’s own account').waitFor();
    if (await mark().isEnabled()) fail('a card payment’s transfer can be marked made to an account typed in alone');
    await settle(page);
    await shoot('card-transfer-unverified');
  });

  await step('asks PayHere for the name on the card and sees it beside the typed account', async () => {
    await row().getByRole('button', { name: 'Check the card holder' }).click();
    await row().getByText('Name on the card (from PayHere): Sandbox Tester').waitFor();
    await row().getByText('K. Fernando').waitFor();
    if (await mark().isEnabled()) fail('checking the name alone enabled the transfer');
    await settle(page);
    await shoot('card-transfer-card-holder');
  });

  await step('verifies the account: still not before the chargeback window closes', async () => {
    await row().getByRole('button', { name: 'This account is the card holder’s: verify' }).click();
    await toast(/Account verified as the card holder/);
    await row().getByText('Verified as the card holder’s account (Sandbox Tester)').waitFor();
    await row().getByText(/Transfer allowed from .*chargeback window/).waitFor();
    if (await mark().isEnabled()) fail('the transfer can be marked made inside the chargeback window');
    await settle(page);
    await shoot('card-transfer-verified');
  });

  await step('the charged-back invoice says what the chargeback did', async () => {
    await page.goto(at('/admindashboard'));
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await pane('invoices').getByLabel('Status').selectOption('SUCCESS_PAYMENT');
    await pane('invoices').getByRole('button', { name: 'Search', exact: true }).click();
    const id = Number(chargebackCref.replace(/\D/g, ''));
    await pane('invoices').getByRole('button', { name: `View invoice ${id}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Chargeback', { exact: true }).first().waitFor();
    await dialog.getByText(/the card holder’s bank took back payment \d+ \(2,500\.00 LKR\)/).waitFor();
    await dialog.getByText(/held from payouts/).waitFor();
    await page.waitForTimeout(300);
    await shoot('invoice-chargeback', { fullPage: false });
    // On a phone the chargeback is below the invoice's facts: scrolled to, as the admin would.
    await page.setViewportSize(VIEWPORTS[1][1]);
    await dialog.getByTestId('chargeback').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'invoice-chargeback-alert-phone.png') });
    await page.setViewportSize(VIEWPORTS[0][1]);
  });

  await step('the terms state the chargeback window and the minimum slot rate', async () => {
    await page.goto(at('/terms-conditions'));
    await page.getByText(/only after 120 days from the payment/).waitFor();
    await page.getByText(/a slot costs at least LKR 500/).waitFor();
  });
});
