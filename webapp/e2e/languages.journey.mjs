// Languages and time zones (issue 21), run by e2e/browser_test.go. A visitor switches the site to
// Sinhala, then Tamil, from the top bar (the choice outlives a reload; the Noto Sans subset of that
// script is fetched, and only then). Tharushi Perera, a consultee in London whose account reads
// Sinhala, signs in: the app comes up in Sinhala, her session shows in London time with Sri Lanka time
// beside it; she switches to Tamil, which her account keeps for her next sign-in. The consultant and
// the admin see their dashboards in both languages and switch back to English. Every screen is shot on
// a phone and a desktop in each language (the shots also fail on any message id shown bare). On a
// slow line the public pages, pre-rendered at build time, are on screen in her language before the
// app's code arrives.
import { at, runJourney, settle, signIn } from './support.mjs';

const SINHALA = /[\u0D80-\u0DFF]/;
const TAMIL = /[\u0B80-\u0BFF]/;

runJourney('languages', async ({ page, shoot, step }) => {
  const fonts = [];
  page.on('request', (r) => {
    const m = /noto-sans-(sinhala|tamil)-[\w-]+\.woff2/.exec(r.url());
    if (m) fonts.push(m[1]);
  });
  const choose = async (name) => {
    await page.locator('.topbar .language-switcher').selectOption({ label: name });
    await settle(page);
  };
  const expectScript = async (script, what) => {
    const text = await page.locator('main').innerText();
    if (!script.test(text)) throw new Error(`${what} is not in the chosen script: ${text.slice(0, 200)}`);
  };
  // Signed out, nothing remembered: a new visitor on this browser, in English.
  const freshStart = async () => {
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(at('/'));
    await page.reload();
    await settle(page);
  };
  const publicPages = async (lang) => {
    for (const [name, route] of [['home', '/'], ['services', '/services'], ['search', '/searchconsultant/'], ['login', '/login']]) {
      await page.goto(at(route));
      await settle(page);
      await expectScript(lang === 'si' ? SINHALA : TAMIL, name);
      await shoot(`${lang}-${name}`);
    }
    await page.goto(at('/searchconsultant/'));
    await page.locator('.consultant-card a').first().click();
    await page.waitForURL(/#\/profile\//);
    await settle(page);
    await shoot(`${lang}-profile`);
  };

  await step('a visitor sees English and no Sinhala or Tamil font is fetched', async () => {
    await page.goto(at('/'));
    await settle(page);
    if ((await page.locator('html').getAttribute('lang')) !== 'en') throw new Error('the page is not marked English');
    if (fonts.length) throw new Error(`fonts fetched for English: ${fonts}`);
  });

  await step('switches to Sinhala: the public pages, in Sinhala, with its font', async () => {
    await choose('සිංහල');
    await page.locator('.topbar').getByRole('link', { name: 'මුල් පිටුව', exact: true }).waitFor();
    if ((await page.locator('html').getAttribute('lang')) !== 'si') throw new Error('the page is not marked Sinhala');
    await page.reload();
    await page.locator('.topbar').getByRole('link', { name: 'මුල් පිටුව', exact: true }).waitFor(); // remembered
    await publicPages('si');
    if (!fonts.includes('sinhala') || fonts.includes('tamil')) throw new Error(`fonts fetched: ${fonts}`);
  });

  await step('on a slow line the login page is there in Sinhala before the app’s code; then the app takes it over', async () => {
    let release;
    const arrived = new Promise((resolve) => {
      release = resolve;
    });
    const appCode = /\/assets\/(?!shell-)[^/?]+\.js$/; // every script but the one showing the page
    const hold = (route) => arrived.then(() => route.continue());
    await page.route(appCode, hold);
    await page.goto(at('/login'));
    await page.reload({ waitUntil: 'commit' });
    await page.locator('#root[data-shell="login"] form').waitFor();
    await expectScript(SINHALA, 'the pre-rendered login page');
    // Its font too, linked by the page itself, not by the app's code.
    await page.waitForFunction(() => [...document.fonts].some((f) => /Sinhala/.test(f.family) && f.status === 'loaded'));
    await shoot('si-login-before-the-app');
    release();
    await page.waitForFunction(() => !document.getElementById('root').dataset.shell);
    await page.unroute(appCode, hold);
    await settle(page);
    // The app answers: an empty form is refused, in Sinhala, on the page React took over.
    await page.locator('main form button[type="submit"]').click();
    const error = page.locator('main form .invalid-feedback').first();
    await error.waitFor();
    if (!SINHALA.test(await error.innerText())) throw new Error('the empty login is not refused in Sinhala');
  });

  await step('switches to Tamil: the same pages in Tamil', async () => {
    await page.goto(at('/'));
    await choose('தமிழ்');
    await page.locator('.topbar').getByRole('link', { name: 'முகப்பு', exact: true }).waitFor();
    await publicPages('ta');
    if (!fonts.includes('tamil')) throw new Error(`the Tamil font was not fetched: ${fonts}`);
    await page.goto(at('/'));
    await choose('English');
  });

  await step('Tharushi in London signs in: her account’s Sinhala, her session in London time with Sri Lanka time beside', async () => {
    await signIn(page, process.env.ABROAD_CONSULTEE_EMAIL, process.env.ABROAD_CONSULTEE_PASSWORD, '/consulteedashboard');
    await page.waitForFunction(() => document.documentElement.lang === 'si');
    const card = page.locator('.booking-card').first();
    await card.waitFor();
    const sriLanka = card.locator('.sri-lanka-time');
    await sriLanka.waitFor();
    const text = await sriLanka.innerText();
    if (!/2:30|14[:.]30/.test(text)) throw new Error(`Sri Lanka time beside the session: ${text}`);
    const local = await card.locator('.session-time').innerText();
    if (!/(9|10)[:.]00/.test(local)) throw new Error(`the session is not in London time: ${local}`);
    await settle(page);
    await expectScript(SINHALA, 'the consultee dashboard');
    await shoot('si-consultee-dashboard');
    await page.goto(at('/mybookings'));
    await settle(page);
    await shoot('si-my-bookings');
  });

  await step('she switches to Tamil, and her account keeps it for her next sign-in', async () => {
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/language') && r.request().method() === 'PUT');
    await choose('தமிழ்');
    if ((await saved).status() !== 200) throw new Error('the language was not saved on the account');
    await page.goto(at('/consulteedashboard?tab=invoices'));
    await settle(page);
    await expectScript(TAMIL, 'the invoices');
    await shoot('ta-consultee-invoices');
    await freshStart();
    await signIn(page, process.env.ABROAD_CONSULTEE_EMAIL, process.env.ABROAD_CONSULTEE_PASSWORD, '/consulteedashboard');
    await page.waitForFunction(() => document.documentElement.lang === 'ta');
    await settle(page);
    await shoot('ta-consultee-dashboard');
    await freshStart();
  });

  for (const [who, email, password, landing] of [
    ['consultant', process.env.DEMO_CONSULTANT_EMAIL, process.env.DEMO_CONSULTANT_PASSWORD, '/consultantdashboard'],
    ['admin', process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD, '/admindashboard'],
  ]) {
    await step(`the ${who} sees the dashboard in Sinhala and Tamil, then goes back to English`, async () => {
      await signIn(page, email, password, landing);
      for (const [name, lang, script] of [['සිංහල', 'si', SINHALA], ['தமிழ்', 'ta', TAMIL]]) {
        await choose(name);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        await settle(page);
        await expectScript(script, `the ${who} dashboard`);
        await shoot(`${lang}-${who}-dashboard`);
      }
      await choose('English'); // the other journeys sign in as them and read English
      await freshStart();
    });
  }
});
