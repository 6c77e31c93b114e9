// The calendar feed (issue 34), run by e2e/browser_test.go: the demo consultant, Nimal Perera, finds the
// private address of his sessions on his dashboard; the address, fetched as a calendar app fetches it
// (no sign-in), is an iCalendar feed holding his sessions with Sunil Jayawardena. He reads the card in
// Sinhala and Tamil, makes a new address (the old one stops answering) and switches back to English.
// Phone and desktop screenshots in each language go to SCREENSHOT_DIR.
import { closeRatingPrompt, runJourney, settle, signIn } from './support.mjs';

const ENGLISH = 'English';
const LANGUAGES = [['si', 'සිංහල'], ['ta', 'தமிழ்']];

async function feedAddress(page) {
  const box = page.locator('.calendar-feed input');
  await page.waitForFunction(() => document.querySelector('.calendar-feed input')?.value.includes('.ics'));
  return box.inputValue();
}

async function fetchFeed(page, url) {
  return page.request.get(process.env.BASE_URL + new URL(url).pathname, { failOnStatusCode: false });
}

runJourney('calendar', async ({ page, shoot, step }) => {
  const choose = async (name) => {
    await page.locator('.topbar .language-switcher').selectOption({ label: name });
    await settle(page);
  };
  let address;

  await step('the consultant finds his calendar address on his dashboard', async () => {
    await signIn(page, process.env.DEMO_CONSULTANT_EMAIL, process.env.DEMO_CONSULTANT_PASSWORD, '/consultantdashboard');
    await closeRatingPrompt(page);
    await page.getByRole('heading', { name: 'Your sessions in your calendar' }).waitFor();
    address = await feedAddress(page);
    await settle(page);
    await shoot('calendar-feed-en');
  });

  await step('a calendar app reads his sessions from it without signing in', async () => {
    const res = await fetchFeed(page, address);
    if (res.status() !== 200) throw new Error(`the feed answered ${res.status()}`);
    if (!/^text\/calendar/.test(res.headers()['content-type'])) throw new Error(`not a calendar: ${res.headers()['content-type']}`);
    const text = await res.text();
    const events = text.match(/BEGIN:VEVENT/g) ?? [];
    if (!text.startsWith('BEGIN:VCALENDAR') || events.length === 0) throw new Error(`no sessions in the feed: ${text.slice(0, 300)}`);
    if (!/UID:booking-\d+@cerebro\.lk/.test(text) || !/Sunil/.test(text)) throw new Error('the feed does not name his sessions');
  });

  for (const [code, name] of LANGUAGES) {
    await step(`he reads the card in ${code}`, async () => {
      await choose(name);
      await page.locator('.calendar-feed h2').filter({ hasNotText: 'Your sessions' }).waitFor();
      await shoot(`calendar-feed-${code}`);
    });
  }

  await step('a new address retires the old one', async () => {
    await choose(ENGLISH);
    await page.getByRole('button', { name: 'Make a new address' }).click();
    await page.locator('.calendar-feed').getByRole('button', { name: 'Make a new address' }).click();
    await page.waitForFunction((old) => {
      const v = document.querySelector('.calendar-feed input')?.value;
      return v && v !== old;
    }, address);
    const renewed = await feedAddress(page);
    if ((await fetchFeed(page, address)).status() !== 404) throw new Error('the old address still answers');
    if ((await fetchFeed(page, renewed)).status() !== 200) throw new Error('the new address does not answer');
  });
});
