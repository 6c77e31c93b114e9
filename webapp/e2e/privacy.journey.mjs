// People's data their own (issue 33), run by e2e/browser_test.go. Ruwan Fernando, who has a paid
// session in six days, opens "Your data" from his menu, downloads his data (a ZIP with a JSON file per
// area) and asks to close his account: refused, the dialog says why, in English, Sinhala and Tamil.
// Dilani Rajapaksa, whose last session was ten days ago and who reviewed it, closes hers: she is signed
// out, cannot sign in again, and her review on the consultant's profile is now by "a former member",
// in each language. Shots at a 390 px phone and a 1280 px desktop.
import { readFile } from 'node:fs/promises';
import { VIEWPORTS_390, at, runJourney, settle, signIn } from './support.mjs';

const LANGUAGES = [
  ['en', 'English', 'Your account is still open', 'A former member'],
  ['si', 'සිංහල', 'ඔබේ ගිණුම තවමත් විවෘතයි', 'හිටපු සාමාජිකයෙක්'],
  ['ta', 'தமிழ்', 'உங்கள் கணக்கு இன்னும் திறந்திருக்கிறது', 'முன்னாள் உறுப்பினர் ஒருவர்'],
];
const CLOSE = { en: 'Close my account', si: 'මගේ ගිණුම වසා දමන්න', ta: 'என் கணக்கை மூடு' };
const CONFIRM = { en: 'Yes, close my account', si: 'ඔව්, මගේ ගිණුම වසා දමන්න', ta: 'ஆம், என் கணக்கை மூடு' };
const KEEP = { en: 'Keep my account', si: 'මගේ ගිණුම තබා ගන්න', ta: 'என் கணக்கை வைத்திரு' };

runJourney(
  'privacy',
  async ({ page, shoot, step }) => {
    const choose = async (label) => {
      await page.locator('.topbar .language-switcher').selectOption({ label });
      await settle(page);
    };
    const signOut = async () => {
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(at('/'));
      await page.reload();
      await settle(page);
    };

    await step('Ruwan opens "Your data" from his menu', async () => {
      await signIn(page, process.env.PRIVACY_KEEPS_EMAIL, process.env.PRIVACY_KEEPS_PASSWORD, '/consulteedashboard');
      await settle(page);
      await page.locator('#account-menu').click();
      await page.getByRole('link', { name: 'Your data' }).click();
      await page.getByRole('heading', { name: 'Your data and your account' }).waitFor();
      await settle(page);
      await shoot('privacy-account-en');
    });

    await step('downloads his data: one ZIP with a JSON file per area', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      if (!/^cerebro-my-data-\d{4}-\d{2}-\d{2}\.zip$/.test(download.suggestedFilename())) {
        throw new Error(`the download is named ${download.suggestedFilename()}`);
      }
      const zip = await readFile(await download.path());
      if (zip.subarray(0, 2).toString() !== 'PK') throw new Error('the download is not a ZIP file');
      // The entries' names are stored plainly; their contents (compressed) are checked by api/privacy_test.go.
      for (const name of ['README.txt', 'account.json', 'profile.json', 'bookings.json', 'invoices.json', 'ratings.json']) {
        if (!zip.includes(Buffer.from(name))) throw new Error(`the ZIP has no ${name}`);
      }
      await page.locator('.alert-stack .toast', { hasText: 'Your data has been downloaded.' }).first().waitFor();
    });

    for (const [lang, label, refusedTitle] of LANGUAGES) {
      await step(`asks to close his account (${lang}): refused, because a paid session is ahead`, async () => {
        if (lang !== 'en') await choose(label);
        await page.getByRole('button', { name: CLOSE[lang] }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: CONFIRM[lang] }).click();
        await dialog.getByText(refusedTitle).waitFor();
        const reason = await dialog.getByRole('alert').innerText();
        if (!/[0-9A-Za-z\u0D80-\u0DFF\u0B80-\u0BFF]/.test(reason) || reason.length < 40) throw new Error(`no reason shown: ${reason}`);
        await settle(page);
        await shoot(`privacy-refused-${lang}`, { fullPage: false });
        await dialog.getByRole('button', { name: KEEP[lang] }).click();
        await dialog.waitFor({ state: 'hidden' });
      });
    }

    await step('Dilani closes her account: signed out, and back on the home page', async () => {
      await signOut();
      await signIn(page, process.env.PRIVACY_LEAVES_EMAIL, process.env.PRIVACY_LEAVES_PASSWORD, '/consulteedashboard');
      await page.goto(at('/account'));
      await page.getByRole('button', { name: CLOSE.en }).click();
      const dialog = page.getByRole('dialog', { name: 'Close your account?' });
      await dialog.getByText('This cannot be undone.').waitFor();
      await settle(page);
      await shoot('privacy-confirm-en', { fullPage: false });
      await dialog.getByRole('button', { name: CONFIRM.en }).click();
      await page.locator('.alert-stack .toast', { hasText: 'Your account is closed.' }).first().waitFor();
      await page.waitForURL((url) => new URL(url).hash === '#/' || new URL(url).hash === '');
      await shoot('privacy-closed-en', { fullPage: false }); // at once: the message leaves after 4 s
    });

    await step('she cannot sign in again', async () => {
      await page.goto(at('/login'));
      await settle(page);
      await page.getByLabel('Email').fill(process.env.PRIVACY_LEAVES_EMAIL);
      await page.getByLabel('Password').fill(process.env.PRIVACY_LEAVES_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Invalid email or password.').first().waitFor();
      await settle(page);
      await shoot('privacy-signin-refused-en', { fullPage: false });
    });

    for (const [lang, label, , former] of LANGUAGES) {
      await step(`her review on the consultant's profile is by a former member (${lang})`, async () => {
        await page.goto(at(`/profile/${process.env.PRIVACY_CONSULTANT_ID}`));
        await settle(page);
        if (lang !== 'en') await choose(label);
        const review = page.locator('.reviews .review', { hasText: 'Clear, patient advice about my lease.' });
        await review.getByText(former, { exact: true }).waitFor();
        if (await review.getByText('Dilani').count()) throw new Error('her name is still on the review');
        await shoot(`privacy-former-member-${lang}`);
      });
    }
    await step('the privacy policy says what is kept, why and for how long (ta, then en)', async () => {
      await page.goto(at('/privacy-policy'));
      await settle(page);
      await page.getByText(/உள்நாட்டு இறைவரிச் சட்டம் \(பிரிவு 127/).waitFor();
      await shoot('privacy-policy-ta');
      await choose('English');
      await page.getByText(/Inland Revenue Act, No\. 24 of 2017 \(section 127, Records\)/).waitFor();
      await page.getByText(/Close my account” erases your personal data/).waitFor();
    });
  },
  { viewports: VIEWPORTS_390 },
);
