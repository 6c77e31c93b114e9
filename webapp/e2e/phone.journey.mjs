// Texts to a verified number (issue 34), run by e2e/browser_test.go: Ruwani Fernando, a consultee, opens
// her account page, enters her mobile number, reads the code the app texted to it (from the test
// harness's stand-in of Notify.lk, SMS_INBOX_URL, as she would read her phone), verifies the number and
// sees it marked Verified; then she switches texts off. She reads the card in Sinhala and Tamil. Phone
// (390 px) and desktop screenshots in each language go to SCREENSHOT_DIR.
import { VIEWPORTS_390, appReady, at, runJourney, settle, signIn } from './support.mjs';

const NUMBER = '0771234567';
const TO = '94771234567';
const LANGUAGES = [['si', 'සිංහල', 'ඔබේ දුරකථනයට කෙටි පණිවිඩ'], ['ta', 'தமிழ்', 'உங்கள் தொலைபேசிக்குக் குறுஞ்செய்திகள்']];

/** The code in the latest text to the number, waiting up to 15 s for it. */
async function textedCode() {
  const inbox = process.env.SMS_INBOX_URL;
  if (!inbox) throw new Error('SMS_INBOX_URL is not set: the journey reads texts from the test harness');
  for (let i = 0; i < 60; i += 1) {
    const texts = await (await fetch(`${inbox}?to=${TO}`)).json();
    const code = texts.pop()?.body.match(/Cerebro: your code is (\d{6})\./)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code texted to ${TO}`);
}

runJourney('phone', async ({ page, shoot, step }) => {
  const card = page.locator('.phone-settings');
  const choose = async (name) => {
    await page.locator('.topbar .language-switcher').selectOption({ label: name });
    await settle(page);
  };

  await step('she opens her account page: her number is not verified', async () => {
    await signIn(page, process.env.PHONE_EMAIL, process.env.PHONE_PASSWORD, '/consulteedashboard');
    await page.goto(at('/account'));
    await appReady(page);
    await page.getByRole('heading', { name: 'Texts to your phone' }).waitFor();
    await card.getByText('Your number is not verified yet').waitFor();
    await settle(page);
    await shoot('phone-unverified-en');
  });

  await step('she asks for a code to her mobile number', async () => {
    await card.getByLabel('Mobile number').fill(NUMBER);
    await card.getByRole('button', { name: 'Text me a code' }).click();
    await card.getByText('We texted a 6-digit code to +94 771234567').waitFor();
    await settle(page);
    await shoot('phone-code-en');
  });

  await step('a wrong code is refused with the tries left', async () => {
    const code = await textedCode();
    await card.getByLabel('Code').fill(code === '000000' ? '000001' : '000000');
    await card.getByRole('button', { name: 'Verify' }).click();
    await card.getByText('You have 4 tries left').waitFor();
  });

  await step('the texted code verifies her number', async () => {
    await card.getByLabel('Code').fill(await textedCode());
    await card.getByRole('button', { name: 'Verify' }).click();
    await card.locator('.phone-verified').waitFor();
    if ((await card.locator('.phone-number').innerText()) !== `+${TO}`) throw new Error('the verified number is not shown');
    await settle(page);
    await shoot('phone-verified-en');
  });

  await step('she switches texts off', async () => {
    const toggle = card.getByLabel('Send me texts');
    if (!(await toggle.isChecked())) throw new Error('texts were not on');
    await toggle.click();
    await page.getByText('Texts are off. Your mails keep coming.').waitFor();
    const prefs = await page.evaluate(async () => {
      const stored = JSON.parse(localStorage.getItem('user') ?? 'null');
      const res = await fetch('/api/v1/me/notifications', { headers: { Authorization: `Bearer ${stored?.token}` } });
      return res.json();
    });
    if (prefs.texts !== false || prefs.phoneVerified !== true) throw new Error(`the server has ${JSON.stringify(prefs)}`);
    if (await toggle.isChecked()) throw new Error('the switch still shows texts on');
    await settle(page);
    await shoot('phone-texts-off-en');
  });

  for (const [code, name, heading] of LANGUAGES) {
    await step(`she reads the card in ${code}`, async () => {
      await choose(name);
      await page.getByRole('heading', { name: heading }).waitFor();
      await shoot(`phone-texts-off-${code}`);
    });
  }

  await step('back in English, texts are still off after a reload', async () => {
    await choose('English');
    await page.reload();
    await appReady(page);
    await card.locator('.phone-verified').waitFor();
    if (await card.getByLabel('Send me texts').isChecked()) throw new Error('texts came back on');
  });
}, { viewports: VIEWPORTS_390 });
