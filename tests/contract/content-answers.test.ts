/**
 * Content answers kept for on-demand pages (src/lib/content/client.ts `cacheTtlMs`), against the real local content
 * service: the related stories and exhibitions of a search or an entity page are asked once a minute, not on every
 * render, never for drafts, and every publication forgets them (src/runtime/publication.ts).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentQueryError, contentQuery, forgetContentAnswers } from '../../src/lib/content/client.ts';
import { getRelatedContent, RELATED_CONTENT } from '../../src/lib/content/related-content.ts';
import { upstreamResponses } from '../../src/lib/apis/response-cache.ts';
import { servicesUrl } from '../support/services.ts';

beforeAll(() => {
  process.env.SERVICES_PORT = new URL(servicesUrl()).port;
});
afterEach(() => {
  upstreamResponses.clear();
});

/** Entries of the shared upstream cache, where content answers are kept. */
const kept = (): number => upstreamResponses.size;
const variables = { locale: 'en-GB', query: 'monet', limit: 4 };

describe('content answers kept for on-demand pages', () => {
  it('answer the same query from the first answer, frozen, until a publication forgets them', async () => {
    const first = await contentQuery<object>(RELATED_CONTENT, variables, 'related content', { cacheTtlMs: 60_000 });
    const again = await contentQuery<object>(RELATED_CONTENT, variables, 'related content', { cacheTtlMs: 60_000 });
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const other = await contentQuery<object>(RELATED_CONTENT, { ...variables, query: 'degas' }, 'related content', { cacheTtlMs: 60_000 });
    expect(other).not.toBe(first);
    forgetContentAnswers();
    const afterPublication = await contentQuery<object>(RELATED_CONTENT, variables, 'related content', { cacheTtlMs: 60_000 });
    expect(afterPublication).not.toBe(first);
    expect(afterPublication).toEqual(first);
  });

  it('ask again after their lifetime, and every time without one or for drafts', async () => {
    const first = await contentQuery<object>(RELATED_CONTENT, variables, 'related content', { cacheTtlMs: 40 });
    await new Promise((done) => setTimeout(done, 60));
    expect(await contentQuery<object>(RELATED_CONTENT, variables, 'related content', { cacheTtlMs: 40 })).not.toBe(first);
    const plain = await contentQuery<object>(RELATED_CONTENT, variables, 'related content');
    expect(await contentQuery<object>(RELATED_CONTENT, variables, 'related content')).not.toBe(plain);
    expect(Object.isFrozen(plain)).toBe(false);
    const size = kept();
    await contentQuery<object>(RELATED_CONTENT, variables, 'related content', { preview: true, cacheTtlMs: 60_000 });
    expect(kept()).toBe(size);
  });

  it('keep no failure', async () => {
    const broken = 'query Broken($locale: String!) { noSuchCollection(locale: $locale) { total } }';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(contentQuery(broken, { locale: 'en-GB' }, 'a broken query', { cacheTtlMs: 60_000 })).rejects.toBeInstanceOf(ContentQueryError);
      await new Promise((done) => setImmediate(done));
      expect(kept()).toBe(0);
    }
  });

  it('serve the related stories of a search: the cards a page shows are the same either way', async () => {
    const fresh = await getRelatedContent('monet', 'en-GB');
    const cached = await getRelatedContent('monet', 'en-GB', { cacheTtlMs: 60_000 });
    expect(cached).toEqual(fresh);
    expect(cached.length).toBeGreaterThan(0);
    expect(await getRelatedContent('monet', 'en-GB', { cacheTtlMs: 60_000 })).toEqual(fresh);
  });
});
