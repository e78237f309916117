/**
 * The gallery page's model (src/lib/sets/gallery-page-model.ts) read from the local services as an anonymous
 * visitor's call and a signed-in visitor's: the page of items and what the response says, the redirects to the
 * canonical slug and to the last page, and its failures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../../src/lib/auth/claims.ts';
import { publicOrigin } from '../../../src/lib/config.ts';
import type { WithToken } from '../../../src/lib/auth/user-token.ts';
import { loadGalleryPageModel } from '../../../src/lib/sets/gallery-page-model.ts';
import { pageOf, pageRequestFor, useLocalServices, VISITOR } from '../pages/page-request.ts';

/** The Set API call as an anonymous visitor makes it (src/lib/auth/user-token.ts without a session). */
const anonymous: WithToken = (call) => call(undefined);


beforeAll(() => {
  useLocalServices();
});

describe('loadGalleryPageModel', () => {
  it('finishes a public gallery’s page: its items, share and structured data, and a public cache for anonymous visitors', async () => {
    const result = pageOf(await loadGalleryPageModel('1-tattoos', undefined, anonymous, pageRequestFor('/en/galleries/1-tattoos')));
    const { model } = result;
    expect(model).toMatchObject({ id: '1', title: 'Tattoos', path: '/en/galleries/1-tattoos', last: 1, offset: 0, isOwner: false, isPublisher: false, pinTarget: undefined });
    expect(model.items).toHaveLength(28);
    expect(model.items.every((item) => item.href.startsWith('/en/item/'))).toBe(true);
    expect(model.share).toMatchObject({ url: `${publicOrigin()}/en/galleries/1-tattoos`, title: 'Tattoos', imageUrl: model.image });
    expect(model.structuredData).toMatchObject({ '@type': 'ItemList', name: 'Tattoos' });
    expect(model.editorLabels['galleries.edit']).toBe('Edit gallery');
    expect(result.cacheControl).toBe('public, max-age=300');
    expect(model.titleLang).toBeUndefined();
  });

  it('says which language a title and description are in where the set has none in the page’s', async () => {
    const { model } = pageOf(await loadGalleryPageModel('1-tattoos', undefined, anonymous, pageRequestFor('/de/galleries/1-tattoos', { locale: 'de' })));
    expect(model).toMatchObject({ title: 'Tattoos', titleLang: 'en', descriptionLang: 'en', path: '/de/galleries/1-tattoos' });
    expect(model.description).toMatch(/^From decorative to symbolic/);
  });

  it('pages a long gallery in the remembered view, not shared when the visitor has a view of their own', async () => {
    const result = pageOf(await loadGalleryPageModel('2-sgoab-test-dataset', 'list', anonymous, pageRequestFor('/de/galleries/2-sgoab-test-dataset?page=2', { locale: 'de' })));
    expect(result.model.state).toEqual({ page: 2, view: 'list' });
    expect(result.model.offset).toBe(48);
    expect(result.model.last).toBe(5);
    expect(result.cacheControl).toBeUndefined();
  });

  it('lets entity editors unpin from a best-items set, which nobody edits as a gallery', async () => {
    const editor = { ...VISITOR, roles: [ROLES.entityEditor, ROLES.publisher] };
    const { model } = pageOf(await loadGalleryPageModel('5-sport-best-items', undefined, anonymous, pageRequestFor('/en/galleries/5-sport-best-items', { user: editor })));
    expect(model.pinTarget).toEqual({ uri: 'http://data.europeana.eu/concept/9000001', label: 'Sport - best items' });
    expect(model.pinnedCount).toBe(0);
    expect([model.isOwner, model.isPublisher]).toEqual([false, false]);
  });

  it('redirects to the canonical slug (301, query kept) and past the end to the last page (302, view kept)', async () => {
    expect(await loadGalleryPageModel('2', undefined, anonymous, pageRequestFor('/en/galleries/2?page=2'))).toEqual({ kind: 'redirect', location: '/en/galleries/2-sgoab-test-dataset?page=2', status: 301 });
    expect(await loadGalleryPageModel('2-sgoab-test-dataset', 'mosaic', anonymous, pageRequestFor('/en/galleries/2-sgoab-test-dataset?page=99'))).toEqual({
      kind: 'redirect',
      location: '/en/galleries/2-sgoab-test-dataset?page=5&view=mosaic',
      status: 302,
    });
  });

  it('answers someone else’s private gallery with galleryUnauthorised (403), an unknown one and a bad slug with galleryNotFound (404)', async () => {
    const statusOf = async (slug: string): Promise<number | string> => {
      const result = await loadGalleryPageModel(slug, undefined, anonymous, pageRequestFor(`/en/galleries/${slug}`));
      return result.kind === 'error' ? result.presented.status : result.kind;
    };
    expect(await statusOf('4')).toBe(403);
    expect(await statusOf('999999')).toBe(404);
    expect(await statusOf('abc')).toBe(404);
  });
});
