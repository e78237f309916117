import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToPortal, startStack, type Jar, type Stack } from './stack.ts';

/**
 * Feature-idea votes over HTTP against the built portal and the local services (issue 14, "Bad
 * input and faults"): one signed-in user flooding `/_api/votes` with 100 parallel requests ends
 * with exactly one vote, 100 parallel take-backs with none; a vote for an idea the content
 * service does not publish is refused. Default store (node:sqlite in a temporary directory).
 */
const IDEA = 'colour-search';
const FLOOD = 100;

describe('vote floods through /_api/votes', () => {
  let stack: Stack;
  let user: Jar;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-vote-flood-'));

  const call = (jar: Jar, method: string, body?: unknown): Promise<Response> =>
    jar.fetch(`${stack.portal}/_api/votes`, {
      method,
      headers: { 'content-type': 'application/json', origin: stack.portal, accept: 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const state = async (jar: Jar): Promise<{ counts: Record<string, number>; voted: string[]; available: boolean }> =>
    (await (await call(jar, 'GET')).json()) as { counts: Record<string, number>; voted: string[]; available: boolean };

  beforeAll(async () => {
    stack = await startStack({ portalEnv: { PORTAL_DATA_DIR: dataDir } });
    user = await signInToPortal(stack, 'user@example.org');
  }, 180_000);
  afterAll(() => {
    stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('100 parallel votes of one user count once', async () => {
    const before = await state(user);
    expect(before.available).toBe(true);
    expect(before.counts[IDEA] ?? 0).toBe(0);
    const responses = await Promise.all(Array.from({ length: FLOOD }, () => call(user, 'POST', { id: IDEA })));
    const statuses = responses.map((r) => r.status);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { count?: number }[];
    expect(statuses.filter((s) => s !== 200), 'statuses other than 200').toEqual([]);
    // Every answer already shows the one vote: none saw two.
    expect(new Set(bodies.map((b) => b.count))).toEqual(new Set([1]));
    const after = await state(user);
    expect(after.counts[IDEA]).toBe(1);
    expect(after.voted).toEqual([IDEA]);
  });

  it('100 parallel take-backs leave none', async () => {
    const responses = await Promise.all(Array.from({ length: FLOOD }, () => call(user, 'DELETE', { id: IDEA })));
    expect(responses.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { count?: number }[];
    expect(new Set(bodies.map((b) => b.count))).toEqual(new Set([0]));
    const after = await state(user);
    expect(after.counts[IDEA] ?? 0).toBe(0);
    expect(after.voted).toEqual([]);
  });

  it('refuses a vote for an idea the content service does not publish, and counts nothing', async () => {
    const response = await call(user, 'POST', { id: 'no-such-idea' });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error?: string; message?: string };
    expect(body.error).toBe('unknownIdea');
    expect(body.message).toBeTruthy();
    // A flood of made-up ids is refused too, and never reaches the store.
    const flood = await Promise.all(Array.from({ length: 20 }, (_, i) => call(user, 'POST', { id: `made-up-${String(i)}` })));
    expect(new Set(flood.map((r) => r.status))).toEqual(new Set([404]));
    const after = await state(user);
    expect(Object.keys(after.counts).filter((id) => id !== IDEA)).toEqual([]);
  });

  it('refuses anonymous and cross-origin votes', async () => {
    const anonymous = new (user.constructor as new () => Jar)();
    expect((await call(anonymous, 'POST', { id: IDEA })).status).toBe(401);
    const crossOrigin = await user.fetch(`${stack.portal}/_api/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ id: IDEA }),
    });
    expect(crossOrigin.status).toBe(403);
    expect((await state(user)).counts[IDEA] ?? 0).toBe(0);
  });
});
