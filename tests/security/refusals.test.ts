import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, signInToPortal, startStack, type Jar, type Stack } from './stack.ts';

/**
 * Refusals that say what was wrong, and hostile input at the edges (issue 18, items 7, 8, 10, 11),
 * through the built portal on the real local services:
 * - search text with special characters is searched, and a query only its operators break is the
 *   visitor's to fix (400, a message that helps, the query kept in the box, no error report);
 * - gallery refusals name the problem: empty or long title, a body too large, publishing without the
 *   publisher role, changing someone else's gallery, unknown items, the likes folder;
 * - control and invisible characters never reach a stored title;
 * - the media proxy never passes on a hostile upstream type.
 */
describe('refusals and hostile input', () => {
  let stack: Stack;
  let owner: Jar;
  let other: Jar;
  let publicId = '';
  let db: DatabaseSync;

  async function call(jar: Jar, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return jar.fetch(`${stack.portal}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: stack.portal, accept: 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  }

  async function refusal(response: Response): Promise<{ status: number; error: string; field?: string; message: string }> {
    const body = (await response.json()) as { error: string; field?: string; message: string };
    return { status: response.status, ...body };
  }

  beforeAll(async () => {
    stack = await startStack();
    db = new DatabaseSync(join(stack.servicesDataDir, 'services.sqlite'));
    owner = await signInToPortal(stack, 'user@example.org');
    other = await signInToPortal(stack, 'editor@example.org');
    const created = await call(owner, 'POST', '/_api/sets', { title: 'Public gallery', visibility: 'public' });
    expect(created.status).toBe(201);
    publicId = ((await created.json()) as { id: string }).id;
  }, 180_000);
  afterAll(() => {
    db.close();
    stack.stop();
  });

  const errorReports = () => stack.portalLog.filter((line) => line.includes('[error-report]') || line.includes('[bff]'));

  it('search: special characters are searched, not a server error', async () => {
    for (const query of ['a (b', 'a:b', '"a', 'AC/DC', '1+1', 'paint*', 'mona lisa"', 'who:rembrandt', '"mona lisa"', 'paris TO london']) {
      const response = await fetch(`${stack.portal}/en/search?${new URLSearchParams({ query }).toString()}`);
      const html = await response.text();
      expect(response.status, query).toBe(200);
      expect(html, query).not.toContain('Something went wrong');
    }
  });

  it('search: a query its operators break gets a message that helps, the query stays in the box, nothing is reported', async () => {
    const before = errorReports().length;
    for (const query of ['paris AND', 'NOT', 'OR x']) {
      const response = await fetch(`${stack.portal}/en/search?${new URLSearchParams({ query }).toString()}`);
      const html = await response.text();
      expect(response.status, query).toBe(400);
      expect(html, query).toContain('Search not understood');
      expect(html, query).toContain('AND and OR must stand between two search terms');
      expect(html, query).not.toContain('Something went wrong');
      expect(html, query).toMatch(new RegExp(`<input[^>]*name="query"[^>]*value="${query}"|<input[^>]*value="${query}"[^>]*name="query"`));
    }
    const german = await (await fetch(`${stack.portal}/de/search?query=NOT`)).text();
    expect(german).toContain('Suche nicht verstanden');
    expect(errorReports().slice(before)).toEqual([]);
  });

  it('a gallery body that fails validation says which field and why', async () => {
    expect(await refusal(await call(owner, 'POST', '/_api/sets', { title: '   ' }))).toEqual({ status: 400, error: 'inputRequired', field: 'title', message: '“Title” cannot be empty.' });
    expect(await refusal(await call(owner, 'POST', '/_api/sets', { title: 'x'.repeat(201) }))).toEqual({
      status: 400,
      error: 'inputTooLong',
      field: 'title',
      message: '“Title” can be at most 200 characters long.',
    });
    expect(await refusal(await call(owner, 'PUT', `/_api/sets/${publicId}`, { title: 'ok', description: 'd'.repeat(2001) }))).toMatchObject({ status: 400, error: 'inputTooLong', field: 'description' });
    const huge = await refusal(await call(owner, 'POST', '/_api/sets', JSON.stringify({ title: 'x'.repeat(10 * 1024 * 1024) })));
    expect(huge).toEqual({ status: 413, error: 'requestTooLarge', message: 'What you sent is too large. Shorten it and try again.' });
    expect(await refusal(await call(owner, 'POST', '/_api/sets', '{not json'))).toMatchObject({ status: 400, error: 'invalidRequest' });
    for (const response of [await call(owner, 'POST', '/_api/sets', { title: '' }), await call(owner, 'POST', '/_api/sets', '{')]) {
      expect((await response.json()) as { message: string }).not.toMatchObject({ message: expect.stringContaining('address') as unknown });
    }
  });

  it('control characters are refused by name; invisible ones never reach a stored title', async () => {
    for (const title of ['Evil\u202Egnp.exe', 'nul\u0000byte', 'bell\u0007']) {
      expect(await refusal(await call(owner, 'POST', '/_api/sets', { title }))).toEqual({
        status: 400,
        error: 'inputControlCharacters',
        field: 'title',
        message: '“Title” contains control or invisible characters (such as a change of text direction). Remove them and try again.',
      });
    }
    expect(await refusal(await call(owner, 'PUT', `/_api/sets/${publicId}`, { title: 'ok', description: 'a\u2066b' }))).toMatchObject({ status: 400, error: 'inputControlCharacters', field: 'description' });
    const created = await call(owner, 'POST', '/_api/sets', { title: 'Zero\u200Bwidth\uFEFF title', description: 'line one\r\nline\u2060two' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const stored = db.prepare('SELECT title, description FROM sets WHERE id = ?').get(Number(id));
    expect(JSON.parse(String(stored?.title))).toEqual({ en: 'Zerowidth title' });
    expect(JSON.parse(String(stored?.description))).toEqual({ en: 'line one\nlinetwo' });
  });

  it('publishing without the publisher role says so', async () => {
    expect(await refusal(await call(owner, 'POST', `/_api/sets/${publicId}/publication`, { action: 'publish' }))).toEqual({
      status: 403,
      error: 'galleryPublishersOnly',
      message: 'Only publishers can publish galleries. To have your gallery published, submit it for publication.',
    });
  });

  it("changing someone else's public gallery is refused as not theirs, not as private", async () => {
    const expected = { status: 403, error: 'galleryNotOwner', message: 'Only the person who made this gallery can change it.' };
    expect(await refusal(await call(other, 'PUT', `/_api/sets/${publicId}`, { title: 'Taken over' }))).toEqual(expected);
    expect(await refusal(await call(other, 'DELETE', `/_api/sets/${publicId}`))).toEqual(expected);
    expect(await refusal(await call(other, 'PUT', `/_api/sets/${publicId}/items`, { ids: ['/2000001/aic_93784'] }))).toEqual(expected);
    expect(await refusal(await call(other, 'POST', `/_api/sets/${publicId}/publication`, { action: 'submit' }))).toEqual(expected);
    const still = db.prepare('SELECT title FROM sets WHERE id = ?').get(Number(publicId));
    expect(String(still?.title)).toContain('Public gallery');
    // Its owner still may.
    expect((await call(owner, 'PUT', `/_api/sets/${publicId}`, { title: 'Public gallery, renamed' })).status).toBe(200);
    expect(await refusal(await call(owner, 'POST', `/_api/sets/${publicId}/publication`, { action: 'submit' }))).toMatchObject({ status: 400, error: 'galleries.publication.requirements' });
  });

  it('items that do not exist are named as such', async () => {
    const expected = {
      status: 400,
      error: 'galleryItemsUnknown',
      message: 'Some of the items you chose no longer exist (their provider may have withdrawn them). Reload the page and try again.',
    };
    expect(await refusal(await call(owner, 'POST', '/_api/sets', { title: 'With ghosts', items: ['/2000001/aic_93784', '/9999999/no_such_item'] }))).toEqual(expected);
    expect(await refusal(await call(owner, 'PUT', `/_api/sets/${publicId}/items`, { ids: ['/9999999/no_such_item'] }))).toEqual(expected);
    expect((await call(owner, 'PUT', `/_api/sets/${publicId}/items`, { ids: ['/2000001/aic_93784'] })).status).toBe(200);
  });

  it('the likes folder is not a gallery', async () => {
    expect((await call(owner, 'POST', '/_api/likes', { id: '/2000001/aic_93784' })).status).toBe(201);
    const likes = db.prepare("SELECT s.id FROM sets s JOIN users u ON u.id = s.creator_id WHERE s.type = 'BookmarkFolder' AND u.email = ?").get('user@example.org');
    const likesId = String(likes?.id);
    const expected = { status: 400, error: 'galleryNotAGallery', message: 'This is not a gallery: your likes and the pinned items of collections cannot be changed here.' };
    expect(await refusal(await call(owner, 'PUT', `/_api/sets/${likesId}`, { title: 'Renamed likes' }))).toEqual(expected);
    expect(await refusal(await call(owner, 'DELETE', `/_api/sets/${likesId}`))).toEqual(expected);
    expect(db.prepare('SELECT id FROM sets WHERE id = ?').get(Number(likesId))).toBeDefined();
    // Nor through the gallery items endpoints: likes go through /_api/likes (the 100-likes rule, the session's liked ids).
    const likedNow = (): string[] => db.prepare('SELECT item_id FROM set_items WHERE set_id = ? ORDER BY position').all(Number(likesId)).map((row) => String(row.item_id));
    const before = likedNow();
    expect(before).toContain('/2000001/aic_93784');
    expect(await refusal(await call(owner, 'PUT', `/_api/sets/${likesId}/items`, { ids: ['/2000001/aic_16571'] }))).toEqual(expected);
    expect(await refusal(await call(owner, 'DELETE', `/_api/sets/${likesId}/items`, { ids: ['/2000001/aic_93784'] }))).toEqual(expected);
    expect(await refusal(await call(owner, 'POST', `/_api/sets/${likesId}/items`, { id: '/2000001/aic_93784', to: 0 }))).toEqual(expected);
    expect(likedNow()).toEqual(before);
  });

  it('no refusal above was logged as a server error', () => {
    expect(errorReports()).toEqual([]);
  });

  it('the media proxy never passes on a hostile upstream type: octet-stream, attachment, sandbox, nosniff', async () => {
    const item = await (await fetch(`${stack.portal}/en/item/2000001/aic_93784`)).text();
    const href = /\/_api\/media\/[^"]+/.exec(item)?.[0] ?? '';
    expect(href).toMatch(/^\/_api\/media\/2000001\/aic_93784\/[0-9a-f]{32}$/);
    const check = (response: Response) => {
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="2000001_aic_93784\.\w+"$/);
    };
    const image = await fetch(`${stack.portal}${href}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    check(image);
    await image.arrayBuffer();

    // The upstream turns hostile: the same file is now an HTML page with a script.
    const page = join(mkdtempSync(join(tmpdir(), 'portal-hostile-')), 'page.html');
    writeFileSync(page, '<!doctype html><script>document.title = document.cookie</script><h1>Not yours</h1>');
    const hash = href.split('/').pop() ?? '';
    db.prepare('UPDATE media SET mime = ?, full_file = ? WHERE hash = ?').run('text/html', relative(join(ROOT, 'services', 'seed', 'images'), page), hash);
    const hostile = await fetch(`${stack.portal}${href}`);
    expect(await hostile.text()).toContain('<script>');
    expect(hostile.headers.get('content-type')).toBe('application/octet-stream');
    expect(hostile.headers.get('content-disposition')).toBe('attachment; filename="2000001_aic_93784.bin"');
    check(hostile);
  });
});
