import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar as Jar } from '../support/cookie-jar.ts';
import { freePort, localServersMissing, startPostgres, startRedis, type LocalPostgres, type LocalRedis } from '../support/local-servers.ts';
import { startServicesProcess, type ServicesProcess } from '../support/services.ts';

/**
 * Two portal nodes (`node src/runtime/serve.ts` twice, as behind a load balancer) sharing one Redis
 * (sessions) and one PostgreSQL (views, votes, the publication log), started on loopback in temporary
 * directories, each serving its own copy of the build (as on its own machine). The content service's
 * webhook reaches node A only; publications must reach both (docs/decisions/0008-incremental-publication.md).
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
const FAULTS_TOKEN = 'two-nodes-faults-token-0123456789';
const STORY = 'renoir-among-friends';
/** Well within the minute a node keeps content answers for on-demand pages (src/lib/content/client.ts): only a publication can explain a change this soon. */
const RELATED_WITHIN_MS = 20_000;
// A feature idea of the content service's seed: votes for ideas it does not publish are refused.
const IDEA = 'timeline-view';

describe.skipIf(missing !== undefined)('two portal nodes', () => {
  let postgres: LocalPostgres;
  let redis: LocalRedis;
  let services: ServicesProcess;
  const nodes: { url: string; child: ChildProcess }[] = [];
  const dirs: string[] = [];

  const env: Record<string, string>[] = [];
  /** What the nodes wrote, for the message of a failed wait. */
  const logs: string[] = [];

  /** Starts node `i` (again, after a stop) and waits until it answers. */
  async function startNode(i: number): Promise<void> {
    const node = nodes[i];
    const nodeEnv = env[i];
    if (node === undefined || nodeEnv === undefined) throw new Error(`no node ${String(i)}`);
    node.child = spawn(process.execPath, ['src/runtime/serve.ts'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...nodeEnv } });
    const errors: string[] = [];
    for (const stream of [node.child.stdout, node.child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        errors.push(chunk);
        logs.push(...chunk.split('\n').filter((l) => l !== '').map((l) => `node-${String(i)}: ${l}`));
      });
    }
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await fetch(`${node.url}/_api/health`)).ok) break;
      } catch {
        // Not up yet.
      }
      if (node.child.exitCode !== null || Date.now() > deadline) throw new Error(`${node.url} did not start: ${errors.join('').slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function stopNode(i: number): Promise<void> {
    const child = nodes[i]?.child;
    if (child === undefined) return;
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }

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
      // PORT: the content service's webhook goes to node A only.
      env: { SERVICES_OIDC_REDIRECT_URIS: `${publicUrl}/account/callback`, PORT: String(ports[0]), SERVICES_FAULTS_TOKEN: FAULTS_TOKEN },
    });
    for (const [i, port] of ports.entries()) {
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-node-'));
      dirs.push(dataDir);
      // Each node its own pages and dependency index, as on its own machine: a publication must reach both
      // copies. The server code is linked, not copied (it resolves its packages from the project's node_modules).
      const nodeDist = join(dataDir, 'dist');
      cpSync(join(distDir, 'client'), join(nodeDist, 'client'), { recursive: true });
      cpSync(join(distDir, 'publication.sqlite'), join(nodeDist, 'publication.sqlite'));
      symlinkSync(resolve(distDir, 'server'), join(nodeDist, 'server'), 'dir');
      env.push({
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVICES_PORT: String(servicesPort),
        PORTAL_BASE_URL: publicUrl,
        PORTAL_DATA_DIR: dataDir,
        PORTAL_DIST_DIR: nodeDist,
        PORTAL_NODE_ID: `node-${String(i)}`,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis.url,
      });
      nodes.push({ url: `http://127.0.0.1:${String(port)}`, child: undefined as unknown as ChildProcess });
    }
    await Promise.all([startNode(0), startNode(1)]);
  }, 180_000);

  // A failed test shows what both nodes logged meanwhile (CI keeps no other trace of them).
  let logged = 0;
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') console.error(`[two nodes] what the nodes logged during "${task.name}":\n${logs.slice(logged).slice(-80).join('\n')}`);
    logged = logs.length;
  });

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

  /** What the last `page` call saw (status and headers, or how the exchange failed), for the message of a failed wait. */
  let lastSeen = '';
  /** The headers that tell a pre-rendered file from a rendered page, and a complete answer from a cut one. */
  const SEEN_HEADERS = ['content-length', 'content-type', 'content-encoding', 'etag', 'last-modified', 'accept-ranges', 'cache-control', 'connection'];
  /** An error and the chain of its causes (undici's "terminated" holds the socket's error), with their codes. */
  function describeError(error: unknown): string {
    const parts: string[] = [];
    for (let cause: unknown = error; cause !== undefined && parts.length < 5; cause = cause.cause) {
      if (!(cause instanceof Error)) {
        parts.push(typeof cause === 'string' ? cause : JSON.stringify(cause));
        break;
      }
      const { code } = cause as Error & { code?: unknown };
      parts.push(`${cause.name}: ${cause.message}${typeof code === 'string' ? ` [${code}]` : ''}`);
    }
    return parts.join('; cause ');
  }

  /** A page of a node, as the load balancer passes it on (other hosts are redirected to the public one). */
  async function page(node: string, path: string): Promise<{ status: number; html: string }> {
    const where = `${node}${path}`;
    const started = Date.now();
    const elapsed = (): string => `after ${String(Date.now() - started)} ms`;
    let response: Response;
    try {
      response = await fetch(where, { headers: { 'x-forwarded-host': new URL(a()).host }, redirect: 'manual' });
    } catch (error) {
      lastSeen = `${where}: no answer (${elapsed()}): ${describeError(error)}`;
      throw error;
    }
    const headers = [...response.headers].filter(([name]) => SEEN_HEADERS.includes(name) || name.startsWith('x-portal-')).map(([name, value]) => `${name}: ${value}`);
    lastSeen = `${where}: ${String(response.status)} (${headers.join(', ')})`;
    try {
      const html = await response.text();
      lastSeen += `, ${String(Buffer.byteLength(html))} bytes (${elapsed()})`;
      return { status: response.status, html };
    } catch (error) {
      lastSeen += `, then the body failed (${elapsed()}): ${describeError(error)}`;
      throw error;
    }
  }

  /** Waits until `check` holds (publications take seconds), failing with what was seen last. */
  async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<number> {
    const started = Date.now();
    lastSeen = '';
    let lastError: unknown;
    const holds = async (): Promise<boolean> => {
      try {
        return await check();
      } catch (error) {
        // A keep-alive connection a node closed as the client reused it (a browser asks again on a new one).
        lastError = error;
        return false;
      }
    };
    while (!(await holds())) {
      if (Date.now() - started > timeoutMs) {
        const statuses = await Promise.all([a(), b()].map(async (node) => (await fetch(`${node}/_api/rebuild`)).text()));
        const seen = lastSeen === '' ? '' : `\nlast seen: ${lastSeen}`;
        const failed = lastError === undefined ? '' : `\nlast error: ${describeError(lastError)}`;
        throw new Error(`not within ${String(timeoutMs / 1000)} s: ${what}${seen}${failed}\n${logs.slice(-15).join('\n')}\nstatus: ${statuses.join('\n')}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return Date.now() - started;
  }

  function content(...args: string[]): void {
    execFileSync(process.execPath, ['scripts/content.ts', ...args], { env: { ...process.env, SERVICES_URL: services.url }, encoding: 'utf8' });
  }

  function publishEdit(marker: string): void {
    content('edit', STORY, `headline:en-GB=${marker}`);
    content('publish', STORY);
  }

  const shows = (node: () => string, path: string, text: string) => async (): Promise<boolean> => (await page(node(), path)).html.includes(text);

  interface Status {
    readonly publication: {
      readonly latestPublication: number;
      readonly nodes: readonly { readonly nodeId: string; readonly appliedSeq: number; readonly state: string; readonly failure?: { readonly entry: string } }[];
    };
  }
  const status = async (node: string): Promise<Status> => (await fetch(`${node}/_api/rebuild`)).json() as Promise<Status>;

  it("the build's dependency index holds exactly the pages the content service's page index makes", async () => {
    // The publisher compares the two at every publication: a page missing from either would be rendered
    // or removed by mistake. The index is the build's own (the routes' static paths registered every page).
    process.env.SERVICES_PORT = new URL(services.url).port;
    const { editorialPathsOf, freshPageIndex } = await import('../../src/lib/content/page-index.ts');
    const { openBuildIndex } = await import('../../src/lib/publication/build-index.ts');
    const index = openBuildIndex(distDir);
    if (index === undefined) throw new Error(`no dependency index in ${distDir}`);
    try {
      const expected = [...editorialPathsOf(await freshPageIndex())].sort();
      expect(expected.length).toBeGreaterThan(25 * 20);
      expect([...index.paths()].sort()).toEqual(expected);
    } finally {
      index.close();
    }
  });

  it('one webhook delivery, to node A, re-renders the edited pages on both nodes', { timeout: 180_000 }, async () => {
    const marker = `Published to both nodes ${String(Date.now())}`;
    publishEdit(marker);
    for (const node of [a, b]) await until(`the story on ${node()}`, shows(node, `/en/stories/${STORY}`, marker));
    // A re-rendered page is what the build writes: its API request list does not name the content service's address.
    for (const node of [a, b]) expect((await page(node(), `/en/stories/${STORY}`)).html).not.toContain('/content/v1/spaces/');
    // Every node reports the publication as applied, in the status either node answers.
    await until('both nodes idle at the newest publication', async () => {
      const { publication } = await status(b());
      return publication.nodes.length === 2 && publication.nodes.every((n) => n.appliedSeq === publication.latestPublication && n.state === 'idle');
    });
  });

  it('a new story reaches the listing on both nodes; unpublished, it is 404 on both', { timeout: 180_000 }, async () => {
    const id = `story-two-nodes-${String(Date.now())}`;
    const slug = `a-story-for-two-nodes-${String(Date.now())}`;
    const title = `A portrait for two nodes ${String(Date.now())}`;
    // A search's related stories (named after the query) are kept for a minute on each node: asked now, both hold an
    // answer without the new story, and its publication must make them ask again (src/runtime/publication.ts).
    const search = '/en/search?query=portrait';
    for (const node of [a, b]) expect((await page(node(), search)).html).not.toContain(title);
    content('edit', id, '--type', 'story', `identifier=${slug}`, `name=${title}`, 'description=Seen on every node', `datePublished=${new Date().toISOString()}`);
    content('publish', id);
    for (const node of [a, b]) {
      await until(`listing on ${node()}`, shows(node, '/en/stories', title));
      await until(`story page on ${node()}`, async () => (await page(node(), `/de/stories/${slug}`)).status === 200);
      await until(`related stories of a search on ${node()}`, shows(node, search, title), RELATED_WITHIN_MS);
    }
    content('unpublish', id);
    for (const node of [a, b]) {
      await until(`404 on ${node()}`, async () => (await page(node(), `/fr/stories/${slug}`)).status === 404);
      await until(`off the listing on ${node()}`, async () => !(await page(node(), '/en/stories')).html.includes(title));
      await until(`off the related stories of a search on ${node()}`, async () => !(await page(node(), search)).html.includes(title), RELATED_WITHIN_MS);
    }
  });

  it('the collections page follows its browse page on both nodes: unpublished, the portal\'s own links stay; published again, it is back', { timeout: 180_000 }, async () => {
    // The seed's browse page "collections" (services/content/seed/home.ts); the page is pre-rendered and always there.
    const headline = 'Explore the collections';
    for (const node of [a, b]) expect((await page(node(), '/de/collections')).html).toContain(headline);
    content('unpublish', 'browse-collections');
    for (const node of [a, b]) {
      await until(`the browse page off /de/collections on ${node()}`, async () => {
        const { status: code, html } = await page(node(), '/de/collections');
        return code === 200 && !html.includes(headline) && html.includes('data-qa="collection-kinds"');
      });
    }
    // Published again: the page read nothing of it meanwhile, so the entry's own path brings it back (ownPathsOf).
    content('publish', 'browse-collections');
    for (const node of [a, b]) await until(`the browse page on /sk/collections on ${node()}`, shows(node, '/sk/collections', headline));
  });

  it('a node stopped during a publication serves it from its first answer when it is back', { timeout: 180_000 }, async () => {
    await stopNode(1);
    const marker = `Published while node B was down ${String(Date.now())}`;
    publishEdit(marker);
    await until('node A', shows(a, `/en/stories/${STORY}`, marker));
    await startNode(1);
    // No waiting: the first answer after the restart is the current page.
    expect((await page(b(), `/en/stories/${STORY}`)).html).toContain(marker);
  });

  it('a failed re-render leaves the previous page live on every node and reports the entry', { timeout: 180_000 }, async () => {
    const before = `Before the content service failed ${String(Date.now())}`;
    publishEdit(before);
    for (const node of [a, b]) await until(`${node()} before the fault`, shows(node, `/en/stories/${STORY}`, before));
    const setFaults = (faults: Record<string, string>): Promise<Response> =>
      fetch(`${services.url}/__faults`, { method: 'PUT', headers: { authorization: `Bearer ${FAULTS_TOKEN}` }, body: JSON.stringify(faults) });
    expect((await setFaults({ '/content/v1/spaces': '500' })).status).toBe(204);
    try {
      publishEdit(`Never shown ${String(Date.now())}`);
      await until('both nodes report the failure', async () => {
        const { publication } = await status(a());
        return publication.nodes.length === 2 && publication.nodes.every((n) => n.state === 'failed' && n.failure?.entry.includes(STORY) === true);
      });
      for (const node of [a, b]) {
        const answer = await page(node(), `/en/stories/${STORY}`);
        expect(answer.status).toBe(200);
        expect(answer.html).toContain(before);
      }
    } finally {
      await setFaults({});
    }
    // Once the content service answers again, the next publication brings both nodes up to date.
    const after = `After the content service recovered ${String(Date.now())}`;
    publishEdit(after);
    for (const node of [a, b]) await until(`${node()} after the fault`, shows(node, `/en/stories/${STORY}`, after));
  });
});
