// Screenshots of every public and auth page, desktop (1280 wide) and phone (375 wide), into screenshots/,
// without a server: serves the built dist/ with `vite preview`; API calls go to the proxy and fail, so
// pages are shown in their error/empty state. A few extra "-sample" shots answer the API from the
// browser with sample data, to show the filled-in states. (The consultee pages are shot against the
// real server by consultee.journey.mjs.)
//   npm run build && npm run screenshots
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { launchBrowser, settle, VIEWPORTS } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'screenshots');

const PAGES = [
  ['home', '/'],
  ['services', '/services'],
  ['aboutus', '/aboutus'],
  ['contactus', '/contactus'],
  ['privacy-policy', '/privacy-policy'],
  ['refund-policy', '/refund-policy'],
  ['terms-conditions', '/terms-conditions'],
  ['login', '/login'],
  ['signupconsultee', '/signupconsultee'],
  ['signupconsultant', '/signupconsultant'],
  ['resetpassword', '/resetpassword'],
  ['updatepassword', '/updatepassword/sample-token'],
  ['searchconsultant', '/searchconsultant/'],
  ['profile', '/profile/1'],
];

const CATEGORIES = [
  'Lawyer', 'Doctor', 'Engineer', 'Programmer', 'Architect', 'Accountant', 'Tutor', 'Counselor',
].map((name, i) => ({ id: i + 1, name, thumbnail: `/thumbs/${name.toLowerCase()}.png` }));

const CONSULTANTS = [
  // Rates in cents, like the API.
  ['Nimal', 'Perera', 'Dr. Nimal Perera', 'Doctor', 250000, 30],
  ['Anjali', 'Fernando', '', 'Lawyer', 400000, 60],
  ['Kasun', 'Jayasuriya', '', 'Engineer', 150000, 45],
  ['Dilini', 'Wickramasinghe', '', 'Tutor', 100000, 60],
  ['Ruwan', 'Silva', '', 'Accountant', 200000, 30],
].map(([firstName, lastName, displayName, categoryName, slotRate, slotSize], i) => ({
  id: i + 1, firstName, lastName, displayName, categoryName, slotRate, slotSize,
  experience: 5 + i, country: 'Sri Lanka',
  about: `${firstName} has helped hundreds of clients with clear, practical advice.\nAvailable on weekday evenings and weekends.`,
}));

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Answers the API from the browser with sample data. */
async function routeSampleApi(page) {
  await page.route('**/api/v1/**', (route) => {
    const url = new URL(route.request().url());
    const p = url.pathname.replace('/api/v1', '');
    const json = (body) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    if (p === '/consultantCategory') return json(CATEGORIES);
    if (p === '/consultant') {
      const q = (url.searchParams.get('consultantName') || '').toLowerCase();
      const hits = CONSULTANTS.filter((c) => `${c.displayName} ${c.firstName} ${c.lastName}`.toLowerCase().includes(q));
      return json({ pageData: hits, currentPageNo: 1, totalNoOfPages: 40, hasMorePages: true });
    }
    const one = p.match(/^\/consultant\/(\d+)$/);
    if (one) return json(CONSULTANTS[Number(one[1]) - 1] ?? CONSULTANTS[0]);
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
  });
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const port = await freePort();
  const server = await preview({ root, logLevel: 'silent', preview: { port, strictPort: true, host: '127.0.0.1', open: false } });
  const base = `http://127.0.0.1:${port}/`;
  const browser = await launchBrowser();
  const { context } = browser;
  const shots = [];
  const problems = [];
  try {
    for (const [vpName, viewport] of VIEWPORTS) {
      const page = await context.newPage();
      page.on('pageerror', (e) => problems.push(`${vpName}: page error: ${e.message}`));
      await page.setViewportSize(viewport);
      const shoot = async (name) => {
        const file = path.join(outDir, `${name}-${vpName}.png`);
        await page.screenshot({ path: file, fullPage: true });
        shots.push(path.relative(root, file));
      };

      // Every page as it is with no API behind it.
      for (const [name, route] of PAGES) {
        await page.goto(`${base}#${route}`);
        await settle(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${vpName}: ${name} is ${overflow}px wider than the screen`);
        await shoot(name);
      }

      // Validation messages on the sign-up form.
      await page.goto(`${base}#/signupconsultee`);
      await settle(page);
      await page.getByLabel('Password', { exact: true }).fill('secret1');
      await page.getByLabel('Re-enter Password').fill('secret2');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.waitForTimeout(200);
      await shoot('signupconsultee-errors');

      // The login banner when the server cannot be reached.
      await page.goto(`${base}#/login`);
      await settle(page);
      await page.getByLabel('Email').fill('nimal@example.com');
      await page.getByLabel('Password').fill('wrong');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForSelector('.alert-danger', { timeout: 5000 }).catch(() => {});
      await shoot('login-error');

      // With sample data from the API.
      await routeSampleApi(page);
      for (const [name, route] of [['home', '/'], ['searchconsultant', '/searchconsultant/1'], ['profile', '/profile/1']]) {
        await page.goto(`${base}#${route}`);
        await settle(page);
        await shoot(`${name}-sample`);
      }
      await page.goto(`${base}#/`);
      await settle(page);
      const search = page.getByPlaceholder('Type consultant name here...');
      await search.pressSequentially('ni', { delay: 80 });
      await page.waitForSelector('.rbt-menu .dropdown-item:not(.disabled)', { timeout: 5000 }).catch(() => {});
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(outDir, `typeahead-sample-${vpName}.png`) });
      shots.push(`screenshots/typeahead-sample-${vpName}.png`);
      await search.fill('');
      await search.pressSequentially('qqq', { delay: 80 });
      await page.waitForSelector('text=No matches found.', { timeout: 5000 }).catch(() => {});
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(outDir, `typeahead-empty-${vpName}.png`) });
      shots.push(`screenshots/typeahead-empty-${vpName}.png`);

      // Logged in: the account dropdown.
      await page.evaluate(() => {
        localStorage.setItem('user', JSON.stringify({
          token: 'sample', roles: ['CONSULTEE'], username: 'nimal@example.com', email: 'nimal@example.com',
          consultant: null, consultee: { id: 1 }, admin: null,
        }));
      });
      await page.goto(`${base}#/consulteedashboard`);
      await page.reload();
      await settle(page);
      if (vpName === 'phone') await page.getByLabel('Toggle navigation').click();
      await page.locator('#account-menu').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `account-menu-${vpName}.png`) });
      shots.push(`screenshots/account-menu-${vpName}.png`);
      await page.evaluate(() => localStorage.clear());
      await page.unroute('**/api/v1/**');
      await page.close();
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
  console.log(`${shots.length} screenshots in ${path.relative(process.cwd(), outDir) || '.'}`);
  if (problems.length) {
    console.log(problems.join('\n'));
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
