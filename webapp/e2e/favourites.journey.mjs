// Favourites, "tell me when" and book again (issue 34), run by e2e/browser_test.go: Sunil Jayawardena, who
// had a session with the demo consultant Nimal Perera, presses Book again on it and lands on Nimal's profile
// at his first open day; there he keeps Nimal as a favourite and asks to be told when new times open; his
// dashboard then lists Nimal with his next open time and a Book link. He reads it all in Sinhala and Tamil,
// then takes both back and returns to English. Phone (390) and desktop screenshots in each language.
import { at, closeRatingPrompt, runJourney, settle, signIn, VIEWPORTS_390 } from './support.mjs';

const LANGUAGES = [['si', 'සිංහල'], ['ta', 'தமிழ்'], ['en', 'English']];

runJourney(
  'favourites',
  async ({ page, shoot, step }) => {
    // The dashboard asks again for the unrated session when it is drawn anew in another language: closed.
    const closePrompt = async () => {
      const close = page.locator('.modal.show .btn-close');
      if (await close.isVisible()) {
        await close.click();
        await page.locator('.modal.show').waitFor({ state: 'detached' });
      }
    };
    const choose = async (name) => {
      await page.locator('.topbar .language-switcher').selectOption({ label: name });
      await settle(page);
      await closePrompt();
    };
    let profile;

    await step('Book again on a previous session opens the consultant at his first open day', async () => {
      await signIn(page, process.env.OUTCOME_CONSULTEE_EMAIL, process.env.OUTCOME_CONSULTEE_PASSWORD, '/consulteedashboard');
      await closeRatingPrompt(page);
      await page.goto(at('/consulteedashboard?tab=previous'));
      const again = page.getByRole('link', { name: 'Book again' }).first();
      await again.click();
      await page.waitForURL((url) => /#\/profile\/\d+\?again=1$/.test(url.hash));
      profile = new URL(page.url()).hash.slice(1).split('?')[0];
      // The first open day is picked: its button is pressed, and its slots are listed.
      await page.locator('.open-days button').first().and(page.locator('[aria-pressed="true"]')).waitFor();
      await settle(page);
      await shoot('favourites-book-again-en');
    });

    await step('he keeps Nimal as a favourite and asks to be told of new times', async () => {
      await page.getByRole('button', { name: 'Add to favourites' }).click();
      await page.getByRole('button', { name: 'In your favourites' }).waitFor();
      await page.getByRole('button', { name: 'Tell me when new times open' }).click();
      await page.getByRole('button', { name: 'We will tell you when new times open' }).waitFor();
      await settle(page);
      await shoot('favourites-profile-en');
    });

    await step('his dashboard lists Nimal with his next open time and a Book link', async () => {
      await page.goto(at('/consulteedashboard'));
      const card = page.locator('.favourites-card');
      await card.getByRole('link', { name: 'Book Nimal Perera' }).waitFor();
      if (!(await card.getByText(/^Next open:/).isVisible())) throw new Error('the next open time is not shown');
      await card.getByText('Waiting for new times').waitFor();
      const href = await card.getByRole('link', { name: 'Book Nimal Perera' }).getAttribute('href');
      if (href !== `#${profile}?again=1`) throw new Error(`Book leads to ${href}, not ${profile}'s next open day`);
      await card.scrollIntoViewIfNeeded();
      await settle(page);
      await shoot('favourites-dashboard-en');
    });

    for (const [code, name] of LANGUAGES.slice(0, 2)) {
      await step(`he reads his favourites and the profile's buttons in ${code}`, async () => {
        await choose(name);
        await page.locator('.favourites-card h2').filter({ hasNotText: 'Your favourite' }).waitFor();
        await closePrompt();
        await shoot(`favourites-dashboard-${code}`);
        await page.goto(at(profile));
        await page.locator('.keep-consultant button[aria-pressed="true"]').nth(1).waitFor();
        await settle(page);
        await shoot(`favourites-profile-${code}`);
        await page.goto(at('/consulteedashboard'));
      });
    }

    await step('he takes both back, in English again', async () => {
      await choose('English');
      await page.goto(at(profile));
      await page.getByRole('button', { name: 'We will tell you when new times open' }).click();
      await page.getByRole('button', { name: 'Tell me when new times open' }).waitFor();
      await page.getByRole('button', { name: 'In your favourites' }).click();
      await page.getByRole('button', { name: 'Add to favourites' }).waitFor();
      await page.goto(at('/consulteedashboard'));
      await page.locator('.favourites-card').getByText(/Keep consultants you like/).waitFor();
    });
  },
  { viewports: VIEWPORTS_390 },
);
