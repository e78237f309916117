/**
 * The item page's model (src/lib/item/page-model.ts) read from the local services: the finished values the page
 * renders (citation, attribution, download, preview, route cache), and the redirect and failures it decides.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { publicOrigin } from '../../../src/lib/config.ts';
import { loadItemPageModel } from '../../../src/lib/item/page-model.ts';
import { pageOf, pageRequestFor, useLocalServices, VISITOR } from '../pages/page-request.ts';

const ZOOMABLE = '/2000001/aic_93784';
const DEPUBLISHED = '/2023823/istituti_ProdottoDellaRicerca_html_cds_095_id_163357';
const MOVED_FROM = '/2000002/sound_carillon_1998';
const MOVED_TO = '/2000002/sound_carillon';


beforeAll(() => {
  useLocalServices();
});

describe('loadItemPageModel', () => {
  it('finishes the page of a record: title, citation, attribution, download, preview, and the route cache for anonymous visitors', async () => {
    const result = pageOf(await loadItemPageModel(ZOOMABLE, pageRequestFor(`/en/item${ZOOMABLE}?page=1`)));
    const { model } = result;
    const itemUrl = `${publicOrigin()}/en/item${ZOOMABLE}`;
    expect(model.title).toBe('La Fête du Mai');
    expect(model.titleLang).toBeUndefined();
    expect(model.itemUrl).toBe(itemUrl);
    expect(model.reuse?.citation).toBe(`After Jean Baptiste Joseph Pater (French, 1695-1736) (Date unknown). La Fête du Mai. Art Institute of Chicago. Europeana. ${itemUrl}`);
    expect(model.reuse?.attribution).toBe(
      `La Fête du Mai - ${itemUrl}. After Jean Baptiste Joseph Pater (French, 1695-1736); Jean Baptiste Joseph Pater. Art Institute of Chicago - https://www.artic.edu/artworks/93784. CC0 1.0 - http://creativecommons.org/publicdomain/zero/1.0/`,
    );
    expect(model.reuse?.downloadHref).toMatch(/^\/_api\/media\/2000001\/aic_93784\/[0-9a-f]{32}$/);
    expect(model.reuse?.embedCode).toContain(itemUrl.replace(/^https?:\/\/[^/]+/, ''));
    expect(model.previewUrl).toContain('/thumbnail/');
    expect(model.providerUrl).toBe('https://www.artic.edu/artworks/93784');
    expect(model.structuredData).toMatchObject({ '@type': 'Painting', name: 'La Fête du Mai', url: itemUrl });
    expect(model.loginHref).toBe(`/en/account/login?redirect=${encodeURIComponent(`/en/item${ZOOMABLE}?page=1`)}`);
    expect(model.signedIn).toBe(false);
    expect(result.status).toBeUndefined();
    expect(result.routeCache?.tags).toContain('page:item');
  });

  it('translates for a signed-in visitor who asks (`?lang=`), and never shares the page in the route cache', async () => {
    const result = pageOf(await loadItemPageModel(ZOOMABLE, pageRequestFor(`/en/item${ZOOMABLE}?lang=de`, { user: VISITOR })));
    expect(result.model.translateTo).toBe('de');
    expect(result.model.signedIn).toBe(true);
    expect(result.routeCache).toBeUndefined();
    // Anonymous visitors are offered sign-in instead.
    expect(pageOf(await loadItemPageModel(ZOOMABLE, pageRequestFor(`/en/item${ZOOMABLE}?lang=de`))).model.translateTo).toBeUndefined();
  });

  it('answers a depublished record as Gone (410) under its banner, without reuse or the route cache', async () => {
    const result = pageOf(await loadItemPageModel(DEPUBLISHED, pageRequestFor(`/de/item${DEPUBLISHED}`, { locale: 'de' })));
    expect(result.status).toBe(410);
    expect(result.model.data.depublished).toBe(true);
    expect(result.model.reuse).toBeUndefined();
    expect(result.routeCache).toBeUndefined();
  });

  it('redirects a re-identified record to its new identifier, query kept', async () => {
    expect(await loadItemPageModel(MOVED_FROM, pageRequestFor(`/en/item${MOVED_FROM}?page=2`))).toEqual({ kind: 'redirect', location: `/en/item${MOVED_TO}?page=2`, status: 301 });
  });

  it('presents an unknown record and a malformed identifier as itemNotFound (404)', async () => {
    for (const id of ['/2000001/no_such_item', '/abc']) {
      const result = await loadItemPageModel(id, pageRequestFor(`/en/item${id}`));
      expect(result.kind).toBe('error');
      if (result.kind !== 'error') continue;
      expect(result.presented.status).toBe(404);
      expect(result.presented.illustration).toBeDefined();
      expect(result.presented.message).not.toBe('');
    }
  });
});
