import { describe, expect, it } from 'vitest';
import { getJson } from '../support/services.ts';

type Obj = Record<string, unknown>;

describe('Record API contract', () => {
  it('returns the full EDM of a painting', async () => {
    const search = await getJson('/record/v2/search.json', { query: 'who:monet', rows: '1', sort: 'europeana_id+asc' });
    const id = String((search.body.items as Obj[])[0]?.id);
    const { status, body } = await getJson(`/record/v2${id}.json`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const object = body.object as Obj;
    expect(object.about).toBe(id);
    expect(object.type).toBe('IMAGE');
    const proxies = object.proxies as Obj[];
    expect(proxies.map((proxy) => proxy.europeanaProxy)).toEqual([false, true]);
    expect(proxies[0]?.dcTitle).toMatchObject({ en: [expect.any(String)] });
    expect(proxies[0]?.dctermsMedium).toBeDefined();
    const aggregation = (object.aggregations as Obj[])[0] ?? {};
    expect(aggregation.edmRights).toEqual({ def: ['http://creativecommons.org/publicdomain/zero/1.0/'] });
    // The data provider by its organisation's URI, labelled in `organizations`, as the Record API names a provider it knows.
    expect(aggregation.edmDataProvider).toEqual({ def: ['http://data.europeana.eu/organization/9300001'] });
    expect(object.organizations).toEqual([{ about: 'http://data.europeana.eu/organization/9300001', prefLabel: { en: ['Art Institute of Chicago'] } }]);
    const webResources = aggregation.webResources as Obj[];
    expect(webResources[0]).toMatchObject({ about: aggregation.edmIsShownBy, ebucoreHasMimeType: 'image/jpeg' });
    expect(object.europeanaAggregation).toMatchObject({ edmPreview: expect.stringContaining('/thumbnail/v2/url.json?uri=') as unknown });
    expect((object.agents as Obj[])[0]?.prefLabel).toEqual({ en: ['Claude Monet'] });
    const concepts = object.concepts as Obj[];
    expect(concepts[0]?.prefLabel).toMatchObject({ de: ['Gemälde'], fr: ['Peinture'] });
    expect((object.timespans as Obj[])[0]?.about).toBe('http://data.europeana.eu/timespan/19');
  });

  it('serves the real sample record without a thumbnail or technical metadata for files it does not hold', async () => {
    const { status, body } = await getJson('/record/v2/09102/_GNM_693983.json');
    expect(status).toBe(200);
    const object = body.object as Obj;
    const webResources = (object.aggregations as Obj[])[0]?.webResources as Obj[];
    expect(webResources).toHaveLength(19);
    // As Europeana shows media its processing could not fetch: URL, rights and descriptions, no MIME type or size.
    expect(webResources.filter((resource) => Object.keys(resource).some((key) => key.startsWith('ebucore')))).toEqual([]);
    expect(webResources[1]).toMatchObject({ about: expect.stringContaining('mimo-db.eu') as unknown, webResourceEdmRights: expect.any(Object) as unknown });
    expect((object.europeanaAggregation as Obj).edmPreview).toBeUndefined();
  });

  it('answers 404 for unknown and 410 for depublished records', async () => {
    expect((await getJson('/record/v2/1234/unknown.json')).status).toBe(404);
    expect((await getJson('/record/v2/abc/unknown.json')).status).toBe(404);
    const gone = await getJson('/record/v2/2023823/istituti_ProdottoDellaRicerca_html_cds_095_id_163357.json');
    expect(gone.status).toBe(410);
    expect(gone.body.success).toBe(false);
    const search = await getJson('/record/v2/search.json', { query: 'europeana_id:"/2023823/istituti_ProdottoDellaRicerca_html_cds_095_id_163357"' });
    expect(search.body.totalResults).toBe(0);
  });

  it('fills fields in the requested language with the translate profile, marked as translated', async () => {
    const search = await getJson('/record/v2/search.json', { query: 'proxy_dcterms_medium:"oil on canvas"', rows: '1' });
    const id = String((search.body.items as Obj[])[0]?.id);
    const { status, body } = await getJson(`/record/v2${id}.json`, { profile: 'translate', lang: 'de' });
    expect(status).toBe(200);
    const proxy = ((body.object as Obj).proxies as Obj[])[0] ?? {};
    expect(proxy.dcType).toMatchObject({ en: ['Painting'], 'de-x-mt': ['Gemälde'] });
    expect(proxy.dctermsMedium).toMatchObject({ 'de-x-mt': ['Öl auf Leinwand'] });
    expect(proxy.dcTitle).not.toHaveProperty('de');
    const bad = await getJson(`/record/v2${id}.json`, { profile: 'translate' });
    expect(bad.status).toBe(400);
  });
});

describe('Record API translate quota', () => {
  it('answers 502 with code 502-TS once the daily quota is spent', async () => {
    const { startServicesProcess } = await import('../support/services.ts');
    const services = await startServicesProcess({ env: { SERVICES_TRANSLATE_DAILY_QUOTA: '1' } });
    try {
      const url = (lang: string): string => `${services.url}/record/v2/09102/_GNM_693983.json?wskey=api2demo&profile=translate&lang=${lang}`;
      expect((await fetch(url('fr'))).status).toBe(200);
      const spent = await fetch(url('nl'));
      expect(spent.status).toBe(502);
      expect(await spent.json()).toMatchObject({ success: false, code: '502-TS' });
      expect((await fetch(`${services.url}/record/v2/09102/_GNM_693983.json?wskey=api2demo`)).status).toBe(200);
    } finally {
      await services.stop();
    }
  }, 60_000);
});
