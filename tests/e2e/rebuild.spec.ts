import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures.ts';

/**
 * The rebuild webhook end to end: an editor changes a story with the content CLI and publishes it; the
 * content service calls `POST /_api/rebuild`; the portal builds in the background and switches. Another
 * client keeps reading the whole time: no request fails and every page is complete.
 */
const servicesPort = process.env.E2E_SERVICES_PORT ?? '4490';

function content(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/content.ts', ...args], {
    env: { ...process.env, SERVICES_URL: `http://127.0.0.1:${servicesPort}` },
    encoding: 'utf8',
  });
}

test('an unsigned webhook is refused and starts nothing', async ({ request }) => {
  const before = (await (await request.get('/_api/rebuild')).json()) as { requests: number };
  const response = await request.post('/_api/rebuild', {
    headers: { 'content-type': 'application/json', 'x-contentful-timestamp': String(Math.floor(Date.now() / 1000)), 'x-contentful-signature': '0'.repeat(64) },
    data: { sys: { type: 'Entry', id: 'x' } },
  });
  expect(response.status()).toBe(401);
  const after = (await (await request.get('/_api/rebuild')).json()) as { requests: number };
  expect(after.requests).toBe(before.requests);
});

test('a published edit is on the site within 60 s while a reader keeps reading', async ({ request }) => {
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
  state.reading = false;
  await reader;
  console.log(`[rebuild.spec] visible after ${String(visibleAfterMs)} ms; ${String(reads)} reads, ${String(failures.length)} failed`);
  expect(failures).toEqual([]);
  expect(reads).toBeGreaterThan(10);
  const status = (await (await request.get('/_api/rebuild')).json()) as { lastSuccess?: { durationMs: number } };
  expect(status.lastSuccess?.durationMs).toBeGreaterThan(0);
});
