/**
 * JavaScript and CSS a page loads before any interaction, gzip-compressed, measured in the
 * system Chromium (no scrolling, no clicks). Budgets from the issues: editorial pages (home)
 * at most 15 KB of JavaScript, item pages at most 100 KB, every page at most 30 KB of CSS.
 *
 * Usage: node tests/bench/js-bytes.ts [baseURL]   (default: starts the portal on port 4395)
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface ByteFigure {
  readonly page: string;
  readonly jsGzipBytes: number;
  readonly cssGzipBytes: number;
  readonly jsBudget: number;
  readonly cssBudget: number;
}

const PAGES: readonly { path: string; jsBudget: number }[] = [
  { path: '/en', jsBudget: 15 * 1024 },
  { path: '/de', jsBudget: 15 * 1024 },
  { path: '/en/no-such-page', jsBudget: 15 * 1024 },
  { path: '/en/search?query=portrait', jsBudget: 90 * 1024 },
  { path: '/en/collections/person/91257422-edgar-degas', jsBudget: 90 * 1024 },
  // Item page: the deep-zoom viewer (OpenSeadragon) loads on demand and is not counted here.
  { path: '/en/item/2000001/aic_93784', jsBudget: 100 * 1024 },
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
    for (const { path, jsBudget } of PAGES) {
      const page = await browser.newPage();
      const sizes = { js: 0, css: 0 };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
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
  } finally {
    await browser.close();
  }
  return figures;
}

if (import.meta.main) {
  let baseURL = process.argv[2];
  let stop = (): void => undefined;
  if (!baseURL) {
    const port = '4395';
    const child = spawn(process.execPath, ['scripts/start.ts'], {
      stdio: 'ignore',
      env: { ...process.env, PORT: port, SERVICES_PORT: '4495' },
    });
    stop = () => child.kill('SIGTERM');
    baseURL = `http://localhost:${port}`;
    await waitFor(`${baseURL}/_api/health`, 240_000);
  }
  try {
    const figures = await measureBytes(baseURL);
    console.table(figures.map((f) => ({ ...f, js: `${(f.jsGzipBytes / 1024).toFixed(1)} KB`, css: `${(f.cssGzipBytes / 1024).toFixed(1)} KB` })));
    const missed = figures.filter((f) => f.jsGzipBytes > f.jsBudget || f.cssGzipBytes > f.cssBudget);
    if (missed.length > 0) {
      console.error(`Budget missed: ${missed.map((m) => m.page).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    stop();
  }
}
