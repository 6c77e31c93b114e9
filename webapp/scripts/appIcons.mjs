// `npm run app-icons`: the installed app's icons (public/icons/*.png), drawn from the favicon's mark
// (public/favicon.svg) by Chromium, as PNGs the web app manifest and iOS's home screen need: 192 and
// 512 px, a maskable 512 px one whose mark sits inside the centre 60 % (the safe zone Android's
// masks keep), and the 180 px apple-touch-icon on a full square. Run it after changing the favicon;
// the PNGs are committed.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'public', 'icons');
const favicon = await readFile(path.join(root, 'public', 'favicon.svg'), 'utf8');
const mark = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<rect[^>]*\/>/, '');
const BRAND = '#17497a';

/** The mark on the brand square: rounded as the favicon, or full-bleed with the mark scaled to `scale`. */
function svg(size, { bleed = false, scale = 1 } = {}) {
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">`
    + `<rect width="32" height="32" ${bleed ? '' : 'rx="8"'} fill="${BRAND}"/>`
    + `<g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`;
}

const icons = {
  'icon-192.png': svg(192),
  'icon-512.png': svg(512),
  'maskable-512.png': svg(512, { bleed: true, scale: 0.6 }),
  'apple-touch-icon.png': svg(180, { bleed: true, scale: 0.8 }),
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  await mkdir(out, { recursive: true });
  for (const [name, image] of Object.entries(icons)) {
    const size = Number(image.match(/width="(\d+)"/)[1]);
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${image}</body></html>`);
    await writeFile(path.join(out, name), await page.screenshot({ omitBackground: true, type: 'png' }));
    await page.close();
    console.log(`${name} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
