/**
 * Lighthouse (mobile emulation, its default) in the system Chromium on home, a story, search and an item.
 * Budgets: performance ≥ 98, accessibility, best practices and SEO 100. Each page is loaded once before it is
 * measured, so the figures are those of a returning server (route cache warm), not of the first render.
 * Then SEO alone on every other public page type (issue 20: "Lighthouse SEO stays 100 on every page type"), the
 * list the outside checkers visit (tests/e2e/outside-checkers.spec.ts).
 *
 * Usage: node tests/bench/lighthouse.bench.ts <baseURL>
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { writeFigures, type Figure } from './report.ts';
import { waitFor } from './support.ts';

const PAGES = ['/en', '/en/stories/monet-at-etretat', '/en/search?query=portrait', '/en/item/2000001/aic_93784'];
/** An item page of each kind of media (issue 24): performance ≥ 95 with the mobile profile. */
const MEDIA_PAGES = ['/en/item/2000002/sound_carillon', '/en/item/2000002/film_mandelbrot', '/en/item/2000002/model_amphora', '/en/item/2000002/embed_youtube_bbb'];
/** Every other public page type, for the SEO category; a gallery's path is read from the galleries listing. */
const SEO_PAGES = [
  '/en/stories', '/en/exhibitions/impressionism-light-and-modern-life', '/en/exhibitions/impressionism-light-and-modern-life/painting-outdoors',
  '/en/themes', '/en/themes/art', '/en/collections', '/en/collections/persons', '/en/collections/topics', '/en/collections/person/91257422-edgar-degas',
  '/en/galleries', '/en/trending', '/en/feature-ideas', '/en/about-us', '/de/stories/monet-at-etretat', '/de/item/2000002/film_mandelbrot',
];
const BUDGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const MEDIA_PERFORMANCE_BUDGET = 95;
type Category = keyof typeof BUDGETS;
const CATEGORIES = Object.keys(BUDGETS) as Category[];
const DEBUG_PORT = 9396;

const base = process.argv[2];
if (!base) throw new Error('usage: lighthouse.bench.ts <baseURL>');

const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
const chromium = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run',
  `--remote-debugging-port=${String(DEBUG_PORT)}`, `--user-data-dir=${profile}`, 'about:blank',
], { stdio: 'ignore' });

const figures: Figure[] = [];
const details: Record<string, Record<string, number>> = {};
try {
  await waitFor(`http://127.0.0.1:${String(DEBUG_PORT)}/json/version`, 30_000);
  for (const path of [...PAGES, ...MEDIA_PAGES]) {
    await (await fetch(`${base}${path}`, { headers: { cookie: 'i18n_locale_code=en' } })).arrayBuffer();
    const result = await lighthouse(`${base}${path}`, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const scores: Record<string, number> = {};
    for (const category of CATEGORIES) {
      const score = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
      scores[category] = score;
      const budget = category === 'performance' && MEDIA_PAGES.includes(path) ? MEDIA_PERFORMANCE_BUDGET : BUDGETS[category];
      figures.push({ bench: 'lighthouse', figure: `${category} ${path}`, value: String(score), budget: `≥ ${String(budget)}`, pass: score >= budget });
    }
    const audits = result.lhr.audits;
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
      const value = audits[id]?.numericValue;
      if (value !== undefined) scores[id] = Math.round(value * 1000) / 1000;
    }
    details[path] = scores;
    console.log(`${path}: ${JSON.stringify(scores)}`);
    const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary').map((audit) => audit.id);
    if (failing.length > 0) console.log(`  failing audits: ${failing.join(', ')}`);
  }
  const galleries = await (await fetch(`${base}/en/galleries`, { headers: { cookie: 'i18n_locale_code=en' } })).text();
  const gallery = /href="(\/en\/galleries\/[^"?#/]+)"/.exec(galleries)?.[1];
  if (gallery === undefined) throw new Error('no gallery linked from /en/galleries');
  for (const path of [...SEO_PAGES, gallery]) {
    await (await fetch(`${base}${path}`)).arrayBuffer();
    const result = await lighthouse(`${base}${path}`, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const score = Math.round((result.lhr.categories.seo?.score ?? 0) * 100);
    figures.push({ bench: 'lighthouse', figure: `seo ${path}`, value: String(score), budget: `≥ ${String(BUDGETS.seo)}`, pass: score >= BUDGETS.seo });
    details[path] = { seo: score };
    const failing = Object.values(result.lhr.audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary').map((audit) => audit.id);
    console.log(`${path}: seo ${String(score)}${failing.length > 0 ? `; failing audits: ${failing.join(', ')}` : ''}`);
  }
} finally {
  chromium.kill('SIGTERM');
  rmSync(profile, { recursive: true, force: true });
}
writeFigures('2-lighthouse', figures, details);
console.table(figures);
process.exit(figures.every((figure) => figure.pass !== false) ? 0 : 1);
