// The consultee journey (issue 6), run by e2e/browser_test.go against the real `cerebro serve` with the
// demo data: a visitor finds Nimal Perera, is asked to sign in, signs up as a consultee, completes the
// profile, books a slot by card and pays on the PayHere simulator, sees the booking under Upcoming with
// a ticking countdown, then books another slot by bank slip and uploads the slip. Desktop and phone
// screenshots of every page go to SCREENSHOT_DIR. Exits non-zero on any failure.
//   BASE_URL=http://127.0.0.1:8080 SCREENSHOT_DIR=screenshots node e2e/consultee.journey.mjs
import { appReady, at, hashIs, runJourney, SAMPLE_PNG, settle, verifyEmailByMail } from './support.mjs';

/** Tomorrow's date in Asia/Colombo (UTC+05:30, no daylight saving), "YYYY-MM-DD". */
function colomboTomorrow() {
  const d = new Date(Date.now() + 5.5 * 3600 * 1000 + 24 * 3600 * 1000);
  return d.toISOString().slice(0, 10);
}

function fail(message) {
  throw new Error(message);
}

runJourney('consultee', async ({ page, shoot, step }) => {
  const tomorrow = colomboTomorrow();
  const email = `journey.${Date.now()}@example.com`;
  const password = 'journey-Secret-1';

  /** On the profile page: search tomorrow's slots and tick the one starting at `time` ("9:30 AM"). */
  async function tickSlot(time) {
    await page.getByLabel('Date', { exact: true }).fill(tomorrow);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByLabel(new RegExp(`^${time} – `));
    await box.waitFor();
    if (!(await box.isEnabled())) fail(`the ${time} slot of ${tomorrow} cannot be ticked`);
    await box.check();
  }

  /** From the dashboard: Book a Cerebroslot, search Nimal, open his profile. */
  async function openNimalFromDashboard() {
    await page.goto(at('/consulteedashboard'));
    await page.getByRole('link', { name: 'Book a Cerebroslot' }).click();
    await page.waitForURL(hashIs('/searchconsultant/'));
    await page.getByLabel('Consultant name').fill('Nimal');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'View Profile of Nimal Perera' }).click();
    await page.getByRole('heading', { name: 'Availability' }).waitFor();
  }

  let profilePath;
  await step('a visitor finds Nimal with the typeahead', async () => {
    await page.goto(at('/'));
    await settle(page);
    await shoot('journey-home');
    await page.getByPlaceholder('Type consultant name here...').pressSequentially('Nimal', { delay: 60 });
    await page.getByRole('option', { name: /Nimal Perera/ }).click();
    await page.getByRole('heading', { name: 'Nimal Perera' }).waitFor();
    profilePath = new URL(page.url()).hash.slice(1);
    if (!/^\/profile\/\d+$/.test(profilePath)) fail(`unexpected profile route ${profilePath}`);
    await page.getByText('Lawyer').first().waitFor();
  });

  await step('the profile offers the days with open slots and lists the reviews', async () => {
    const days = page.getByRole('navigation', { name: 'Days with open slots' });
    await days.getByRole('button').first().click();
    await page.getByLabel(/^\d{1,2}:\d{2} [AP]M – /).first().waitFor();
    await page.getByRole('heading', { name: 'Reviews' }).waitFor();
    // A review's stars are an image named "Rated N out of 5"; with none, the list says so.
    await page.getByText('No reviews yet.').or(page.getByRole('img', { name: /^Rated \d out of 5$/ })).first().waitFor();
  });

  await step('a visitor sorts the consultants by price and shows them as a list', async () => {
    await page.goto(at('/searchconsultant/'));
    await appReady(page);
    await page.getByLabel('Sort by').selectOption('price');
    await page.getByRole('button', { name: 'List' }).click();
    await page.locator('.consultant-card-list').first().waitFor();
    const prices = (await page.locator('.consultant-card-list .price-tag strong').allInnerTexts()).map((p) =>
      Number(p.replace(/[^0-9]/g, '')),
    );
    if (prices.some((p, i) => i > 0 && p < prices[i - 1])) fail(`not sorted by price: ${prices.join(', ')}`);
    await page.getByText(/^Next free: /).first().waitFor();
    await settle(page);
    await shoot('search-list-by-price');
    await page.getByRole('button', { name: 'Grid' }).click();
    await page.goto(at(profilePath));
    await page.getByRole('heading', { name: 'Availability' }).waitFor();
  });

  await step("a visitor pressing 'Book with Cerebro' is asked to sign in", async () => {
    await tickSlot('9:00 AM');
    await page.getByRole('button', { name: 'Book with Cerebro' }).click();
    await page.getByRole('alert').getByText('Please signin for book a consultant').waitFor();
    await settle(page);
    await shoot('profile-visitor');
    await page.getByRole('link', { name: 'sign up as a consultee' }).click();
  });

  await step('signs up as a consultee', async () => {
    await page.waitForURL(hashIs('/signupconsultee'));
    await page.getByLabel('User Name').fill('Amaya Fernando');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Re-enter Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(hashIs('/consulteeform'));
  });

  await step('is asked to verify the email address, and opens the mailed link', async () => {
    await page.getByText('Please verify your email address').waitFor();
    await settle(page);
    await shoot('verify-email-notice');
    await verifyEmailByMail(page, email);
    await settle(page);
    await shoot('verify-email-done');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(hashIs('/consulteeform'));
    if (await page.getByText('Please verify your email address').count()) throw new Error('the notice outlived the verification');
  });

  await step('completes the profile (messages first, then a picture and valid details)', async () => {
    await page.getByRole('heading', { name: 'Consultee Profile' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    for (const m of ['Cannot leave First Name empty', 'Cannot leave Last Name empty', 'Cannot leave birthday empty',
      'Please select your gender', 'Cannot leave Phone empty']) {
      await page.getByText(m).waitFor();
    }
    await shoot('consulteeform-errors');
    await page.getByLabel('First Name').fill('Amaya');
    await page.getByLabel('Last Name').fill('Fernando');
    await page.getByLabel('Birthday').fill('1992-04-18');
    await page.getByLabel('Female').check();
    await page.getByLabel('Phone No').fill('771234567');
    await page.getByLabel('Image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
    await page.locator('img[alt="Your profile picture"]').waitFor();
    await shoot('consulteeform');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(hashIs('/consulteedashboard'));
    await page.getByRole('heading', { name: 'My Appointment Dashboard' }).waitFor();
    await page.getByText('Currently You Dont Have Any Appointment.').waitFor();
    await settle(page);
    await shoot('consulteedashboard-empty');
  });

  await step('finds Nimal by search and ticks a slot tomorrow', async () => {
    await openNimalFromDashboard();
    await settle(page);
    await shoot('searchconsultant-nimal-profile');
    await tickSlot('9:00 AM');
    await page.locator('.booking-selection').getByText('2,500.00 LKR').waitFor();
    await shoot('profile-selected');
  });

  await step('books by card: the dialog shows the cost and the methods', async () => {
    await page.getByRole('button', { name: 'Book with Cerebro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Confirm your booking').waitFor();
    const cost = await dialog.getByTestId('estimated-cost').textContent();
    if (cost !== '2,500.00 LKR') fail(`estimated cost is ${cost}`);
    await dialog.getByLabel(/Card payment/).check();
    await page.waitForTimeout(300); // the modal's fade-in
    await shoot('booking-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  });

  await step('is posted to the PayHere simulator automatically and pays', async () => {
    await page.waitForURL(/\/payments\/simulator\/checkout/);
    await page.locator('#pay').waitFor();
    await shoot('payhere-simulator');
    await page.locator('#pay').click();
    await page.waitForURL(hashIs('/payment-gate/success'));
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor(); // once the invoice says so
    const receipt = page.getByLabel('Receipt');
    await receipt.getByText('Card (PayHere)').waitFor();
    await receipt.getByText('Nimal Perera', { exact: false }).first().waitFor();
    await settle(page);
    await shoot('payment-success');
  });

  await step('sees the booking under Upcoming with a ticking countdown', async () => {
    await page.getByRole('link', { name: 'Back To Dashboard' }).click();
    await page.waitForURL(hashIs('/consulteedashboard'));
    // The booking is confirmed once the gateway's notification has been processed.
    const row = page.locator('.booking-card', { hasText: 'Nimal Perera' }).first();
    for (let i = 0; i < 15 && !(await row.isVisible()); i += 1) {
      await page.waitForTimeout(1000);
      await page.reload();
      await page.getByRole('heading', { name: 'My Appointment Dashboard' }).waitFor();
      await settle(page, { timeout: 3000 });
    }
    await row.waitFor({ timeout: 5000 });
    await row.getByText('Cerebro Time Starts Within').waitFor();
    const timer = row.getByRole('timer').first();
    const before = await timer.textContent();
    await page.waitForTimeout(2200);
    const after = await timer.textContent();
    if (before === after) fail(`the countdown did not tick: ${before} then ${after}`);
    console.log(`  countdown ${before} → ${after}`);
    await shoot('consulteedashboard-upcoming');
  });

  await step('books another slot by bank slip', async () => {
    await openNimalFromDashboard();
    await tickSlot('9:30 AM');
    if (await page.getByLabel(/^9:00 AM – /).isEnabled()) fail('the slot paid by card is still bookable');
    await page.getByRole('button', { name: 'Book with Cerebro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Bank slip upload/).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(hashIs('/slipupload'));
    await page.getByRole('heading', { name: 'Upload Payment Slip' }).waitFor();
    await page.locator('.acc-number').first().waitFor();
  });

  await step('uploads the slip and sees the invoice as PENDING APPROVAL', async () => {
    await page.getByRole('button', { name: 'Upload Payment Slip' }).click();
    await page.getByText('Slip is required').waitFor();
    await page.getByText('Please select a bank').waitFor();
    await shoot('slipupload-errors');
    await page.getByLabel('Payment Slip', { exact: true }).setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
    const bank = page.getByLabel('Bank', { exact: true });
    const firstBank = await bank.locator('option').nth(1).getAttribute('value');
    await bank.selectOption(firstBank);
    await page.getByLabel('Ref Number').fill('JRN-0001');
    await page.getByLabel('Remarks').fill('Paid at the Kollupitiya branch.');
    await shoot('slipupload');
    await page.getByRole('button', { name: 'Upload Payment Slip' }).click();
    await page.getByText('Bank Slip Upladed Successfully.').waitFor();
    await page.waitForURL((url) => new URL(url).hash === '#/consulteedashboard?tab=invoices');
    await page.locator('.invoice-item .status-badge', { hasText: 'PENDING APPROVAL' }).first().waitFor();
    await settle(page);
    await shoot('consulteedashboard-invoices');
  });

  await step('the other pages of the journey', async () => {
    await page.getByRole('tab', { name: 'Previous Bookings' }).click();
    await settle(page);
    await shoot('consulteedashboard-previous');
    await page.goto(at('/mybookings'));
    await page.locator('table.my-bookings').getByText('Slip under review').waitFor();
    await page.locator('table.my-bookings').getByText('Confirmed').waitFor();
    await settle(page);
    await shoot('mybookings');
    await page.goto(at('/updateconsultee'));
    await page.waitForFunction(() => [...document.querySelectorAll('input')].some((i) => i.value === 'Amaya'));
    await settle(page);
    await shoot('updateconsultee');
    await page.goto(at('/payment-gate/failed'));
    await page.getByRole('heading', { name: 'Payment not completed' }).waitFor();
    await shoot('payment-failed');
    await page.goto(at('/error'));
    await page.getByRole('heading', { name: 'Sorry, we could not finish that' }).waitFor();
    await shoot('error');
    // The payment gate as it looks when someone comes back from the gateway without paying.
    await page.evaluate(() => {
      const request = { action: 'about:blank', fields: { order_id: 'CRB-SAMPLE', items: 'Consultation with Nimal Perera', amount: '2500.00', currency: 'LKR' } };
      sessionStorage.setItem('cerebro.gatewayRequest', JSON.stringify({ invoiceId: 1, attempt: 'shown', request }));
      sessionStorage.setItem('cerebro.gatewayPosted', JSON.stringify('shown'));
    });
    await page.goto(at('/payment-gate'));
    await page.getByRole('button', { name: /Continue to payment/ }).waitFor();
    await shoot('payment-gate');
    await page.goto(at('/slipupload'));
    await page.waitForURL(hashIs('/consulteedashboard')); // no booking details: back to the dashboard
  });
});
