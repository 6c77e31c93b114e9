// After payment (issue 19), run by e2e/browser_test.go: Sunil Jayawardena, who has a paid 3,000 LKR
// session with Nimal Perera three days ahead and one held two hours ago (real session workflows), moves
// the upcoming one to one of Nimal's 2,500 LKR slots (500 LKR refunded), then cancels it (refunded in
// full) and finds it under Previous saying who cancelled; reports the held one as unsatisfactory; and sees the refund on his invoice. Desktop and
// phone screenshots go to SCREENSHOT_DIR.
import { at, closeRatingPrompt, runJourney, settle, signIn } from './support.mjs';

runJourney('claims', async ({ page, shoot, step }) => {
  const toast = (text) => page.locator('.alert-stack .toast', { hasText: text }).first().waitFor();

  await step('Sunil signs in (and leaves the rating for later)', async () => {
    await signIn(page, process.env.OUTCOME_CONSULTEE_EMAIL, process.env.OUTCOME_CONSULTEE_PASSWORD, '/consulteedashboard');
    await closeRatingPrompt(page);
  });

  await step('moves the 3,000 LKR booking to one of the consultant\'s 2,500 LKR slots: the difference comes back', async () => {
    const card = page.locator('.booking-card', { hasText: 'Nimal Perera' }).first();
    await card.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move this booking' });
    await dialog.getByRole('radio').first().waitFor();
    await dialog.getByText('500.00 LKR refunded to you').first().waitFor();
    await settle(page);
    await shoot('reschedule-dialog', { fullPage: false });
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Move my booking' }).click();
    await toast('500.00 LKR, the difference, is refunded to you');
    await card.getByText('Rescheduled once').waitFor();
    if (await card.getByRole('button', { name: 'Reschedule' }).count()) throw new Error('Reschedule is still offered after the move');
    await settle(page);
    await shoot('rescheduled-booking');
  });

  await step('cancels it, more than a day ahead: a full refund, and it moves to Previous', async () => {
    const card = page.locator('.booking-card', { hasText: 'Nimal Perera' }).first();
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByText('you are refunded in full').waitFor();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await toast('full refund');
    await page.getByRole('tab', { name: 'Previous Bookings' }).click();
    await page.locator('.booking-card', { hasText: 'Cancelled by the consultee' }).waitFor();
    await settle(page);
    await shoot('previous-cancelled');
  });

  await step('reports the held session as unsatisfactory', async () => {
    const held = page.locator('.booking-card', { hasText: 'Session held' }).first();
    await held.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem with this session' });
    await dialog.getByLabel(/The session was unsatisfactory/).check();
    await dialog.getByLabel('Tell us what happened').fill('The consultant was forty minutes late.');
    await settle(page);
    await shoot('report-problem-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await toast('an admin will decide');
  });

  await step('sees the refund of the cancelled booking on his invoice', async () => {
    await page.goto(at('/consulteedashboard?tab=invoices'));
    const refunded = page.locator('.invoice-item', { hasText: 'Nimal Perera' }).first();
    await refunded.waitFor();
    await settle(page);
    await shoot('invoices-with-refund');
    await page.goto(at('/mybookings'));
    await page.getByText('Cancelled by you').first().waitFor();
    await settle(page);
    await shoot('mybookings-truthful');
  });
});
