import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar as Jar } from '../support/cookie-jar.ts';
import { freePort, localServersMissing, startPostgres, startRedis, type LocalPostgres, type LocalRedis } from '../support/local-servers.ts';
import { startServicesProcess, type ServicesProcess } from '../support/services.ts';

/**
 * Two portal nodes (`node scripts/serve.ts` twice, as behind a load balancer) sharing one Redis
 * (sessions) and one PostgreSQL (views, votes), started on loopback in temporary directories.
 * Needs a build (`npm run build`) and Debian's `redis-server` and `postgresql` (`.ci/run`).
 */
const distDir = process.env.PORTAL_DIST_DIR ?? 'dist';
const missing = localServersMissing() ?? (existsSync(join(distDir, 'server', 'entry.mjs')) ? undefined : `no build in ${distDir}: run \`npm run build\` first`);
if (missing !== undefined) {
  // On a developer machine without the servers the test is skipped with a reason; CI installs
  // them (.ci/run) and builds first (`npm test` runs these after the end-to-end tests), so there
  // a missing piece is a failure, not a skip.
  if (process.env.CI) throw new Error(`[two nodes] cannot run in CI: ${missing}`);
  console.warn(`[two nodes] skipped: ${missing}`);
}

const ITEM = '/2000001/aic_93784';
// A feature idea of the content service's seed: votes for ideas it does not publish are refused.
const IDEA = 'timeline-view';

describe.skipIf(missing !== undefined)('two portal nodes', () => {
  let postgres: LocalPostgres;
  let redis: LocalRedis;
  let services: ServicesProcess;
  const nodes: { url: string; child: ChildProcess }[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    const databaseUrl = await postgres.createDatabase('portal');
    const ports = [await freePort(), await freePort()];
    const servicesPort = await freePort();
    const servicesDir = mkdtempSync(join(tmpdir(), 'portal-nodes-services-'));
    dirs.push(servicesDir);
    // The public origin is node A's, as if it were the load balancer's.
    const publicUrl = `http://127.0.0.1:${String(ports[0])}`;
    services = await startServicesProcess({
      port: servicesPort,
      dataDir: servicesDir,
      env: { SERVICES_OIDC_REDIRECT_URIS: `${publicUrl}/account/callback`, PORT: String(ports[0]) },
    });
    for (const port of ports) {
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-node-'));
      dirs.push(dataDir);
      const child = spawn(process.execPath, ['scripts/serve.ts'], {
        stdio: 'ignore',
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          SERVICES_PORT: String(servicesPort),
          PORTAL_BASE_URL: publicUrl,
          PORTAL_DATA_DIR: dataDir,
          PORTAL_DIST_DIR: distDir,
          DATABASE_URL: databaseUrl,
          REDIS_URL: redis.url,
        },
      });
      nodes.push({ url: `http://127.0.0.1:${String(port)}`, child });
    }
    for (const node of nodes) {
      const deadline = Date.now() + 60_000;
      for (;;) {
        try {
          if ((await fetch(`${node.url}/_api/health`)).ok) break;
        } catch {
          // Not up yet.
        }
        if (Date.now() > deadline) throw new Error(`${node.url} did not start`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }, 120_000);

  afterAll(async () => {
    for (const node of nodes) node.child.kill('SIGTERM');
    await services.stop();
    await redis.stop();
    postgres.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const [a, b] = [() => nodes[0]?.url ?? '', () => nodes[1]?.url ?? ''];

  it('shares sign-in through Redis and votes through PostgreSQL', async () => {
    const jar = new Jar();
    const form = await jar.follow(`${a()}/en/account/login?redirect=%2Fen`);
    expect(form.response.status).toBe(200);
    await form.response.text();
    const done = await jar.follow(form.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo-user', password: 'portal-demo-1' }).toString(),
    });
    expect(done.url.startsWith(a())).toBe(true);

    const onB = (await (await jar.fetch(`${b()}/_api/votes`)).json()) as { signedIn: boolean };
    expect(onB.signedIn).toBe(true);

    const vote = await jar.fetch(`${a()}/_api/votes`, { method: 'POST', headers: { 'content-type': 'application/json', origin: a() }, body: JSON.stringify({ id: IDEA }) });
    expect(vote.status).toBe(200);
    const counts = (await (await jar.fetch(`${b()}/_api/votes`)).json()) as { counts: Record<string, number>; voted: string[] };
    expect(counts.counts[IDEA]).toBe(1);
    expect(counts.voted).toContain(IDEA);
  });

  it('adds up views recorded on both nodes', async () => {
    const view = (node: string, session: string) =>
      fetch(`${node}/_api/views`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: node, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' },
        body: JSON.stringify({ id: ITEM, session }),
      }).then((r) => r.json() as Promise<{ views: number }>);
    await view(a(), 'session-node-a-1');
    await view(b(), 'session-node-b-1');
    await view(b(), 'session-node-a-1');
    expect((await view(a(), 'session-node-a-2')).views).toBe(3);
    // As the load balancer passes a request for the public origin on (other hosts are redirected to it).
    const page = await (await fetch(`${b()}/en/item${ITEM}`, { headers: { 'x-forwarded-host': new URL(a()).host }, redirect: 'error' })).text();
    expect(page).toMatch(/data-view-count[^>]*>3</);
  });
});
