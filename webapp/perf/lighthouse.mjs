// `make lighthouse`: Lighthouse (mobile, default simulated throttling) on the public pages, in
// Debian's Chromium, three runs a page; prints and writes the median of each score and metric, and
// the JavaScript a first load fetches (bytes on the wire, as compressed by the server).
// Run by e2e/lighthouse_test.go against a seeded `cerebro serve`: BASE_URL, PROFILE_ID, OUT.
import { writeFile } from 'node:fs/promises';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const BASE = process.env.BASE_URL;
const RUNS = Number(process.env.RUNS || 3);
const ONLY = process.env.PAGES ? process.env.PAGES.split(',') : null;
const PAGES = [
  ['home', '/#/'],
  ['services', '/#/services'],
  ['search', '/#/searchconsultant/'],
  ['login', '/#/login'],
  ['profile', `/#/profile/${process.env.PROFILE_ID}`],
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The bytes of JavaScript (and of everything) a run fetched, as transferred. */
function transferred(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = (pick) => items.filter(pick).reduce((n, r) => n + (r.transferSize || 0), 0);
  return { js: sum((r) => r.resourceType === 'Script'), all: sum(() => true) };
}

/** One Lighthouse run: its four scores (0–100), the metrics and the bytes. */
async function run(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id].numericValue]));
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return { scores, metrics, bytes: transferred(lhr), failed, shifts: layoutShifts(lhr) };
}

/** What moved, for a page whose layout shifts: the elements and their share of the shift score. */
function layoutShifts(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.slice(0, 3).map((i) => `${i.node?.selector ?? i.node?.snippet ?? '?'} ${(i.score ?? 0).toFixed(3)}`);
}

function summarize(runs) {
  const pick = (f) => median(runs.map(f));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c])])),
    metrics: Object.fromEntries(Object.keys(METRICS).map((k) => [k, pick((r) => r.metrics[k])])),
    jsKB: Math.round(pick((r) => r.bytes.js) / 102.4) / 10,
    totalKB: Math.round(pick((r) => r.bytes.all) / 102.4) / 10,
    failed: [...new Set(runs.flatMap((r) => r.failed))],
    shifts: runs.reduce((worst, r) => (r.metrics.cls > worst.metrics.cls ? r : worst)).shifts,
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const results = {};
try {
  for (const [name, path] of PAGES.filter(([name]) => !ONLY || ONLY.includes(name))) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(BASE + path, chrome.port));
    results[name] = { path, ...summarize(runs) };
    const r = results[name];
    const m = r.metrics;
    console.log(
      `${name.padEnd(9)} perf ${r.scores.performance} a11y ${r.scores.accessibility} bp ${r.scores['best-practices']} ` +
        `seo ${r.scores.seo} | FCP ${(m.fcp / 1000).toFixed(1)} s LCP ${(m.lcp / 1000).toFixed(1)} s ` +
        `TBT ${Math.round(m.tbt)} ms CLS ${m.cls.toFixed(3)} | JS ${r.jsKB} kB of ${r.totalKB} kB` +
        (r.failed.length ? ` | failing: ${r.failed.join(', ')}` : '') +
        (m.cls > 0.05 ? ` | shifted: ${r.shifts.join('; ')}` : ''),
    );
  }
} finally {
  await chrome.kill();
}
if (process.env.OUT) await writeFile(process.env.OUT, JSON.stringify({ runs: RUNS, pages: results }, null, 2) + '\n');
