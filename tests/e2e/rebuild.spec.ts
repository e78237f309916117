import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures.ts';

/**
 * Publication end to end (docs/decisions/0008-incremental-publication.md): an editor changes a story with the
 * content CLI and publishes it; the content service calls `POST /_api/rebuild`; the portal re-renders the
 * pages that read the story into its live build. Another client keeps reading the whole time: no request
 * fails and every page is complete. A new story reaches its own pages, the listing and the home page; unpublishing
 * it gives 404 and takes it off the listing and the home page.
 */
const servicesPort = process.env.E2E_SERVICES_PORT ?? '4490';

function content(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/content.ts', ...args], {
    env: { ...process.env, SERVICES_URL: `http://127.0.0.1:${servicesPort}` },
    encoding: 'utf8',
  });
}

// One publication at a time: the status each test reads is its own publication's.
test.describe.configure({ mode: 'serial' });

interface PublicationStatus {
  readonly requests: number;
  readonly publication: {
    readonly node?: { readonly appliedSeq: number; readonly state: string; readonly pagesRendered: number; readonly failure?: unknown };
    readonly latestPublication?: number;
  };
}

test('an unsigned webhook is refused and starts nothing', async ({ request }) => {
  const before = (await (await request.get('/_api/rebuild')).json()) as PublicationStatus;
  const response = await request.post('/_api/rebuild', {
    headers: { 'content-type': 'application/json', 'x-contentful-timestamp': String(Math.floor(Date.now() / 1000)), 'x-contentful-signature': '0'.repeat(64) },
    data: { sys: { type: 'Entry', id: 'x' } },
  });
  expect(response.status()).toBe(401);
  const after = (await (await request.get('/_api/rebuild')).json()) as PublicationStatus;
  expect(after.requests).toBe(before.requests);
  expect(after.publication.latestPublication).toBe(before.publication.latestPublication);
});

test('a published edit is on the site within seconds while a reader keeps reading', async ({ request }) => {
  test.setTimeout(150_000);
  const path = '/en/stories/renoir-among-friends';
  const marker = `Edited by the rebuild test ${String(Date.now())}`;
  const state = { reading: true };
  let reads = 0;
  const failures: string[] = [];
  const reader = (async () => {
    while (state.reading) {
      try {
        const response = await request.get(path);
        const body = await response.text();
        reads += 1;
        if (response.status() !== 200 || !body.includes('</html>')) failures.push(`${String(response.status())} (${String(body.length)} bytes)`);
        const css = /href="(\/_astro\/[^"]+\.css)"/.exec(body)?.[1];
        if (css) {
          const asset = await request.get(css);
          if (asset.status() !== 200) failures.push(`${css}: ${String(asset.status())}`);
        }
      } catch (error) {
        failures.push(String(error));
      }
    }
  })();

  const started = Date.now();
  content('edit', 'renoir-among-friends', `headline:en-GB=${marker}`);
  content('publish', 'renoir-among-friends');
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes(marker), { timeout: 60_000, intervals: [500] })
    .toBe(true);
  const visibleAfterMs = Date.now() - started;
  // The reader goes on until every page of the publication is written (and for at least twenty reads).
  await expect
    .poll(async () => ((await (await request.get('/_api/rebuild')).json()) as PublicationStatus).publication.node?.state, { timeout: 60_000 })
    .toBe('idle');
  await expect.poll(() => reads, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
  state.reading = false;
  await reader;
  console.log(`[rebuild.spec] visible after ${String(visibleAfterMs)} ms; ${String(reads)} reads, ${String(failures.length)} failed`);
  expect(failures).toEqual([]);
  // Only the pages that read the story were rendered, not the site: no full build ran.
  const status = (await (await request.get('/_api/rebuild')).json()) as PublicationStatus & { builds: number };
  expect(status.builds).toBe(0);
  expect(status.publication.node?.appliedSeq).toBe(status.publication.latestPublication);
  expect(status.publication.node?.failure).toBeUndefined();
  expect(status.publication.node?.pagesRendered).toBeGreaterThan(0);
  expect(status.publication.node?.pagesRendered).toBeLessThan(200);
});

test('a new story reaches its pages and the listing; unpublished, it is gone from both', async ({ request }) => {
  test.setTimeout(120_000);
  const id = `story-e2e-${String(Date.now())}`;
  const slug = `published-by-the-e2e-test-${String(Date.now())}`;
  const title = `A story the e2e test published ${String(Date.now())}`;
  content('edit', id, '--type', 'story', `identifier=${slug}`, `name=${title}`, 'description=Published to see it reach every page', `datePublished=${new Date().toISOString()}`);
  expect((await request.get(`/de/stories/${slug}`)).status()).toBe(404);
  content('publish', id);
  await expect.poll(async () => (await request.get(`/de/stories/${slug}`)).status(), { timeout: 60_000, intervals: [250] }).toBe(200);
  await expect.poll(async () => (await (await request.get('/en/stories')).text()).includes(title), { timeout: 60_000, intervals: [250] }).toBe(true);
  // The newest story is the first of the home page's latest stories (src/components/home/HomeLatestStories.astro).
  await expect.poll(async () => (await (await request.get('/de')).text()).includes(title), { timeout: 60_000, intervals: [250] }).toBe(true);
  expect(await (await request.get(`/de/stories/${slug}`)).text()).toContain(title);

  content('unpublish', id);
  await expect.poll(async () => (await request.get(`/fr/stories/${slug}`)).status(), { timeout: 60_000, intervals: [250] }).toBe(404);
  await expect.poll(async () => (await (await request.get('/en/stories')).text()).includes(title), { timeout: 60_000, intervals: [250] }).toBe(false);
  await expect.poll(async () => (await (await request.get('/de')).text()).includes(title), { timeout: 60_000, intervals: [250] }).toBe(false);
  // The unpublished story's pages were removed, not reported as failed renders (they answered 302 once).
  await expect
    .poll(async () => {
      const { publication } = (await (await request.get('/_api/rebuild')).json()) as PublicationStatus;
      const { node } = publication;
      return node !== undefined && node.appliedSeq === publication.latestPublication ? node.state : 'behind';
    }, { timeout: 60_000 })
    .toBe('idle');
  expect(((await (await request.get('/_api/rebuild')).json()) as PublicationStatus).publication.node?.failure).toBeUndefined();
});
