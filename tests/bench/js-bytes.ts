/**
 * JavaScript and CSS a page loads before any interaction, gzip-compressed, measured in the
 * system Chromium (no scrolling, no clicks). Budgets from the issues: editorial pages (home)
 * at most 15 KB of JavaScript, item pages at most 100 KB, every page at most 30 KB of CSS.
 *
 * Usage: node tests/bench/js-bytes.ts [baseURL] [dist dir]   (default: starts the portal on port 4395; dist/)
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { kb, writeFigures, type Figure } from './report.ts';

export interface ByteFigure {
  readonly page: string;
  readonly jsGzipBytes: number;
  readonly cssGzipBytes: number;
  readonly jsBudget: number;
  readonly cssBudget: number;
}

const EDITORIAL = 15 * 1024;
const PAGES: readonly { path: string; jsBudget: number; signedIn?: boolean }[] = [
  { path: '/en', jsBudget: EDITORIAL },
  { path: '/de', jsBudget: EDITORIAL },
  { path: '/en/stories/monet-at-etretat', jsBudget: EDITORIAL },
  { path: '/en/exhibitions/impressionism-light-and-modern-life/painting-outdoors', jsBudget: EDITORIAL },
  { path: '/en/no-such-page', jsBudget: EDITORIAL },
  { path: '/en/search?query=portrait', jsBudget: 90 * 1024 },
  { path: '/en/collections/person/91257422-edgar-degas', jsBudget: 90 * 1024 },
  // Item page: the deep-zoom viewer (OpenSeadragon) loads on demand and is not counted here.
  { path: '/en/item/2000001/aic_93784', jsBudget: 100 * 1024 },
  // Every kind of media (issue 24): players, <model-viewer> and platform players load on demand, not counted.
  { path: '/en/item/2000002/sound_carillon', jsBudget: 100 * 1024 },
  { path: '/en/item/2000002/film_mandelbrot', jsBudget: 100 * 1024 },
  // Streamed films: dash.js (233 KB gzip) and hls.js (114 KB gzip) load when the visitor presses play.
  { path: '/en/item/2000002/film_mandelbrot_stream', jsBudget: 100 * 1024 },
  { path: '/en/item/2000002/film_life_stream', jsBudget: 100 * 1024 },
  { path: '/en/item/2000002/model_amphora', jsBudget: 100 * 1024 },
  { path: '/en/item/2000002/embed_youtube_bbb', jsBudget: 100 * 1024 },
  { path: '/en/item/2000002/film_studies?page=3', jsBudget: 100 * 1024 },
  // The reader (issue 22 item 1): a newspaper page with its text and a search inside it; a PDF.
  { path: '/en/item/2000004/newspaper_harbour_courier_1912?page=3&find=lighthouse', jsBudget: 100 * 1024 },
  { path: '/en/item/2000004/pamphlet_public_baths', jsBudget: 100 * 1024 },
  // The account page of the demo user (signed in through the local identity service first).
  { path: '/en/account', jsBudget: 90 * 1024, signedIn: true },
];
const CSS_BUDGET = 30 * 1024;

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs / 1000)} s`);
}

export async function measureBytes(baseURL: string): Promise<ByteFigure[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const figures: ByteFigure[] = [];
  try {
    const context = await browser.newContext();
    for (const { path, jsBudget, signedIn } of PAGES) {
      if (signedIn === true) await signIn(context, baseURL);
      const page = await context.newPage();
      const sizes = { js: 0, css: 0 };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        // What the web sends, not the browser's own parts (its PDF viewer's chrome-extension:// scripts on a PDF).
        if (!/^https?:/.test(response.url())) return;
        pending.push(
          response.body().then((body) => {
            sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body).length;
          }),
        );
      });
      const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      if (!response?.ok() && response?.status() !== 404) throw new Error(`${path} answered ${String(response?.status())}`);
      await Promise.all(pending);
      // Inline scripts and styles count too.
      const inline = await page.evaluate(() => ({
        js: [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent).join(''),
        css: [...document.querySelectorAll('style')].map((s) => s.textContent).join(''),
      }));
      sizes.js += inline.js ? gzipSync(inline.js).length : 0;
      sizes.css += inline.css ? gzipSync(inline.css).length : 0;
      figures.push({ page: path, jsGzipBytes: sizes.js, cssGzipBytes: sizes.css, jsBudget, cssBudget: CSS_BUDGET });
      await page.close();
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return figures;
}

/** The sign-in flow of tests/e2e/account.spec.ts with the demo account; the session stays in `context`. */
async function signIn(context: BrowserContext, baseURL: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseURL}/en/account`);
  await page.locator('input[name="username"]').fill('demo-user');
  await page.locator('input[name="password"]').fill('portal-demo-1');
  await page.locator('[data-qa="sign-in-submit"]').click();
  await page.waitForURL((url) => url.pathname === '/en/account', { timeout: 30_000 });
  await page.close();
}

/** All client chunks of the build (dist/client/_astro/*.js), gzip, as a figure to watch. */
export function clientBuildBytes(distDir = 'dist'): { files: number; gzipBytes: number } {
  const dir = join(distDir, 'client', '_astro');
  const files = readdirSync(dir).filter((file) => file.endsWith('.js'));
  return { files: files.length, gzipBytes: files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file))).length, 0) };
}

if (import.meta.main) {
  let baseURL = process.argv[2];
  let stop = (): void => undefined;
  if (!baseURL) {
    const port = '4395';
    const child = spawn(process.execPath, ['src/runtime/start.ts'], {
      stdio: 'ignore',
      env: { ...process.env, PORT: port, SERVICES_PORT: '4495' },
    });
    stop = () => child.kill('SIGTERM');
    baseURL = `http://localhost:${port}`;
    await waitFor(`${baseURL}/_api/health`, 240_000);
  }
  try {
    const figures = await measureBytes(baseURL);
    const rows: Figure[] = figures.flatMap((f) => [
      { bench: 'bytes', figure: `JS gzip ${f.page}`, value: kb(f.jsGzipBytes), budget: `≤ ${kb(f.jsBudget)}`, pass: f.jsGzipBytes <= f.jsBudget },
      { bench: 'bytes', figure: `CSS gzip ${f.page}`, value: kb(f.cssGzipBytes), budget: `≤ ${kb(f.cssBudget)}`, pass: f.cssGzipBytes <= f.cssBudget },
    ]);
    const total = clientBuildBytes(process.argv[3]);
    rows.push({ bench: 'bytes', figure: `whole client build (${String(total.files)} JS chunks)`, value: kb(total.gzipBytes), budget: '— (reference portal ≈ 1.8 MB)', pass: undefined });
    writeFigures('1-bytes', rows, { figures, clientBuild: total });
    console.table(rows);
    const missed = figures.filter((f) => f.jsGzipBytes > f.jsBudget || f.cssGzipBytes > f.cssBudget);
    if (missed.length > 0) {
      console.error(`Budget missed: ${missed.map((m) => m.page).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    stop();
  }
}
