import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToPortal, startStack, type Jar, type Stack } from './stack.ts';

/**
 * Authorisation (issue "Authorisation"): through the portal, a private gallery, its items and its
 * publication are refused to everyone but their owner (and publication to publishers), and
 * another user's API keys cannot be touched. The local services' own checks (Set API, keys) are
 * tested directly in tests/contract/set.test.ts and tests/contract/auth-keys.test.ts; the
 * last case here asks the Set API directly with the portal's view of another user's likes.
 */
describe('authorisation through the portal', () => {
  let stack: Stack;
  let owner: Jar;
  let other: Jar;
  let galleryId = '';
  let galleryPath = '';
  const anonymous = (): Jar => new (owner.constructor as new () => Jar)();

  async function call(jar: Jar, method: string, path: string, body?: unknown): Promise<Response> {
    return jar.fetch(`${stack.portal}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: stack.portal, accept: 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  beforeAll(async () => {
    stack = await startStack();
    owner = await signInToPortal(stack, 'user@example.org');
    other = await signInToPortal(stack, 'editor@example.org');
    const created = await call(owner, 'POST', '/_api/sets', { title: 'Private gallery', visibility: 'private' });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: string; path: string };
    galleryId = body.id;
    galleryPath = body.path;
  }, 180_000);
  afterAll(() => stack.stop());

  it('the owner sees the private gallery; nobody else does', async () => {
    const path = galleryPath;
    const mine = await owner.fetch(`${stack.portal}${path}`);
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain('Private gallery');
    for (const visitor of [other, anonymous()]) {
      const response = await visitor.fetch(`${stack.portal}${path}`);
      const html = await response.text();
      expect([302, 401, 403, 404]).toContain(response.status);
      expect(html).not.toContain('Private gallery');
    }
  });

  it("nobody else may change, fill, delete or publish the owner's gallery", async () => {
    for (const [method, path, body] of [
      ['PUT', `/_api/sets/${galleryId}`, { title: 'Taken over', visibility: 'public' }],
      ['PUT', `/_api/sets/${galleryId}/items`, { itemId: '/2000001/aic_93784' }],
      ['POST', `/_api/sets/${galleryId}/items`, { itemId: '/2000001/aic_93784' }],
      ['DELETE', `/_api/sets/${galleryId}/items`, { itemId: '/2000001/aic_93784' }],
      ['POST', `/_api/sets/${galleryId}/publication`, { publish: true }],
      ['DELETE', `/_api/sets/${galleryId}`, undefined],
    ] as const) {
      for (const visitor of [other, anonymous()]) {
        const response = await call(visitor, method, path, body);
        expect([400, 401, 403, 404], `${method} ${path}: ${String(response.status)}`).toContain(response.status);
      }
    }
    const still = await owner.fetch(`${stack.portal}${galleryPath}`);
    expect(await still.text()).toContain('Private gallery');
  });

  it('a user who is not a publisher cannot publish even their own gallery', async () => {
    const response = await call(owner, 'POST', `/_api/sets/${galleryId}/publication`, { publish: true });
    expect([400, 401, 403]).toContain(response.status);
  });

  it("another user's API key cannot be disabled, and keys are listed to their owner only", async () => {
    expect((await call(owner, 'POST', '/_api/api-keys', { termsAccepted: true })).status).toBeLessThan(300);
    const mine = (await (await call(owner, 'GET', '/_api/api-keys')).json()) as { keys: { id: string }[] };
    const key = mine.keys[0]?.id ?? '';
    expect(key).not.toBe('');
    const theirs = await (await call(other, 'GET', '/_api/api-keys')).text();
    expect(theirs).not.toContain(key);
    const refused = await call(other, 'DELETE', '/_api/api-keys', { id: key });
    expect([400, 403, 404]).toContain(refused.status);
    const after = (await (await call(owner, 'GET', '/_api/api-keys')).json()) as { keys: { id: string; state?: string; disabled?: boolean }[] };
    expect(after.keys.find((k) => k.id === key)).toEqual(mine.keys[0]);
    expect((await call(anonymous(), 'GET', '/_api/api-keys')).status).toBeGreaterThanOrEqual(400);
  });

  it('likes and pins: signed-out visitors cannot change any', async () => {
    for (const [method, path] of [['POST', '/_api/likes'], ['POST', '/_api/pins'], ['DELETE', '/_api/likes']] as const) {
      const response = await call(anonymous(), method, path, { itemId: '/2000001/aic_93784' });
      expect([400, 401, 403], `${method} ${path}`).toContain(response.status);
    }
  });
});
