import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childPids } from '../bench/support.ts';
import { schemaErrors } from '../contract/sitemaps/validate.ts';
import { ROOT, signInToPortal, startStack, type Jar, type Stack } from '../security/stack.ts';

/**
 * The run-time sitemaps (issue 20, item 1; src/lib/sitemaps/) on a running portal: the local services and
 * `src/runtime/serve.ts` on the build (`npm run build` first; PORTAL_DIST_DIR), with a store of its own.
 *
 * - a fresh start with nothing stored and no schedule answers an index of the editorial sitemap, made at once;
 * - `npm run sitemaps` walks every source into the same store, and the portal serves them at once;
 * - the index and every file validate against the sitemaps.org schemas (tests/contract/sitemaps/);
 * - every URL of a sample of each sitemap answers 200 (no redirect: they are the pages' own addresses);
 * - a private gallery never appears, a public one does once walked;
 * - after a restart the portal serves the same files before any walk (they live in the store);
 * - with the schedule on and an empty store, the server walks every source in its walker process
 *   (src/runtime/sitemap-walker.ts), which ends once no walk is left.
 */
const SAMPLE = 12;

let stack: Stack;
let dataDir: string;
let owner: Jar;

/** The portal's environment (read at each start): its own store, and no schedule until the restart. */
const portalEnv: Record<string, string> = { SITEMAP_REFRESH_HOURS: '0' };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-sitemaps-'));
  portalEnv.PORTAL_DATA_DIR = dataDir;
  stack = await startStack({ portalEnv });
}, 180_000);

afterAll(() => {
  stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run sitemaps` with the portal's configuration (the same store and public origin). */
async function walk(...sources: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/sitemaps.ts', ...sources.flatMap((s) => ['--source', s])], {
    cwd: ROOT,
    env: { ...process.env, SERVICES_PORT: new URL(stack.services).port, PORTAL_BASE_URL: stack.portal, PORTAL_DATA_DIR: dataDir },
    timeout: 120_000,
  });
  return stdout;
}

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

async function index(): Promise<{ status: number; xml: string; files: string[] }> {
  const response = await fetch(`${stack.portal}/sitemap-index.xml`, { redirect: 'manual' });
  const xml = await response.text();
  return { status: response.status, xml, files: response.status === 200 ? locs(xml) : [] };
}

/** A sitemap file as a crawler gets it (gzip) and its URLs. */
async function file(url: string): Promise<{ xml: string; urls: string[]; etag: string | null }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual' });
  expect(response.status, url).toBe(200);
  // fetch decodes gzip itself; the header says it was sent compressed.
  expect(response.headers.get('content-encoding')).toBe('gzip');
  const xml = await response.text();
  return { xml, urls: locs(xml), etag: response.headers.get('etag') };
}

/** Up to `count` entries spread over a list: first, last and evenly between. */
function sample<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, i) => list[Math.round((i * (list.length - 1)) / (count - 1))] as T);
}

describe('sitemaps on a running portal', () => {
  it('answers on a fresh start with the editorial sitemap, made at once, without a language redirect', async () => {
    const { status, xml, files } = await index();
    expect(status).toBe(200);
    expect(await schemaErrors(xml, 'siteindex')).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => /\/sitemap-editorial-\d+\.xml$/.test(f))).toBe(true);
    expect(files.every((f) => f.startsWith(`${stack.portal}/`))).toBe(true);
    const robots = await (await fetch(`${stack.portal}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: \S+\/sitemap-index\.xml$/m);
  });

  it('serves every source after a walk, each file valid, and every sampled URL answers 200', async () => {
    expect(await walk()).toMatch(/items: \d+ URLs/);
    const { xml, files } = await index();
    expect(await schemaErrors(xml, 'siteindex')).toEqual([]);
    for (const source of ['editorial', 'galleries', 'entities', 'items']) expect(files.some((f) => f.includes(`/sitemap-${source}-`)), source).toBe(true);
    for (const url of files) {
      const { xml: body, urls } = await file(url);
      const editorial = url.includes('/sitemap-editorial-');
      expect(await schemaErrors(body, editorial ? 'sitemap-with-alternates' : 'sitemap', url), url).toEqual([]);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(editorial ? 1000 : 10_000);
      for (const page of sample(urls, SAMPLE)) {
        const response = await fetch(page, { redirect: 'manual', headers: { cookie: 'i18n_locale_code=en' } });
        expect(response.status, page).toBe(200);
        await response.arrayBuffer();
      }
    }
  }, 300_000);

  it('lists a public gallery once walked, never a private one', async () => {
    owner = await signInToPortal(stack, 'user@example.org');
    const create = async (title: string, visibility: 'public' | 'private'): Promise<string> => {
      const response = await owner.fetch(`${stack.portal}/_api/sets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.portal },
        body: JSON.stringify({ title, visibility }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const secret = await create('Sitemap secret gallery', 'private');
    const open = await create('Sitemap open gallery', 'public');
    await walk('galleries');
    const galleries = (await index()).files.filter((f) => f.includes('/sitemap-galleries-'));
    const listed = (await Promise.all(galleries.map(async (url) => (await file(url)).urls))).flat();
    expect(listed).toContain(`${stack.portal}/en/galleries/${open}-sitemap-open-gallery`);
    expect(listed.some((url) => new RegExp(`/galleries/${secret}(-|$)`).test(url))).toBe(false);
    // Nor the likes folder (a private set of another type).
    expect(listed.some((url) => /likes/i.test(url))).toBe(false);
    expect(listed.length).toBeGreaterThan(300);
  }, 120_000);

  it('serves the same files after a restart, before any walk', async () => {
    const before = await index();
    const etags = await Promise.all(before.files.map(async (url) => (await file(url)).etag));
    stack.portalProcess.kill('SIGKILL');
    await new Promise((resolve) => stack.portalProcess.once('exit', resolve));
    const logged = stack.portalLog.length;
    // With the schedule on: every source is fresh, so nothing is walked again.
    portalEnv.SITEMAP_REFRESH_HOURS = '24';
    await stack.startPortal();
    const after = await index();
    expect(after.xml).toBe(before.xml);
    expect(await Promise.all(after.files.map(async (url) => (await file(url)).etag))).toEqual(etags);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(stack.portalLog.slice(logged).filter((line) => line.startsWith('[sitemaps]'))).toEqual([]);
  }, 120_000);

  it("walks every source on its schedule in a process of its own, which ends when no walk is left", async () => {
    stack.portalProcess.kill('SIGKILL');
    await new Promise((resolve) => stack.portalProcess.once('exit', resolve));
    // A store of its own, empty: every source is due.
    const fresh = mkdtempSync(join(tmpdir(), 'portal-sitemaps-scheduled-'));
    try {
      portalEnv.PORTAL_DATA_DIR = fresh;
      portalEnv.SITEMAP_REFRESH_HOURS = '24';
      await stack.startPortal();
      const server = stack.portalProcess.pid ?? 0;
      /** The walker among the server's children (the tuned server re-executes itself once: its grandchildren too). */
      const walkers = (): number[] =>
        [...childPids(server), ...childPids(server).flatMap(childPids)].filter((pid) => {
          try {
            return readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').includes('sitemap-walker.ts');
          } catch {
            return false;
          }
        });
      let seen = false;
      const deadline = Date.now() + 120_000;
      let files: string[] = [];
      while (Date.now() < deadline) {
        if (walkers().length > 0) seen = true;
        files = (await index()).files;
        if (['editorial', 'galleries', 'entities', 'items'].every((source) => files.some((f) => f.includes(`/sitemap-${source}-`)))) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(seen).toBe(true);
      expect(files.some((f) => f.includes('/sitemap-items-'))).toBe(true);
      // Ten seconds after its last walk the walker process ends (src/runtime/sitemaps.ts IDLE_MS).
      const ended = Date.now() + 30_000;
      while (walkers().length > 0 && Date.now() < ended) await new Promise((resolve) => setTimeout(resolve, 500));
      expect(walkers()).toEqual([]);
      expect((await fetch(`${stack.portal}/_api/health`)).status).toBe(200);
    } finally {
      portalEnv.PORTAL_DATA_DIR = dataDir;
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 240_000);
});
