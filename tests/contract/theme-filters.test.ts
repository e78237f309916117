/**
 * The local Search API answers the collection-specific filters of issue 25 as Europeana's does: the newspapers'
 * `proxy_dcterms_issued` by day or by range of days, and the fashion collection's `proxy_dc_type.en`,
 * `proxy_dc_format.en` and `proxy_dcterms_medium.en` as facets and filters, over the seed's newspaper issues and
 * fashion items; and the portal's own search runs them end to end.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runSearch } from '../../src/lib/search/run.ts';
import { parseSearchState } from '../../src/lib/search/state.ts';
import { getJson, servicesUrl } from '../support/services.ts';

beforeAll(() => {
  process.env.SERVICES_PORT = new URL(servicesUrl()).port;
});

interface Answer {
  totalResults?: number;
  items?: { id: string }[];
  facets?: { name: string; fields: { label: string; count: number }[] }[];
  error?: string;
}

const search = async (params: Record<string, string | string[]>): Promise<{ status: number; body: Answer }> => {
  const { status, body } = await getJson('/record/v2/search.json', { query: '*', rows: '100', ...params });
  return { status, body: body };
};

describe('the newspapers\' date of issue (proxy_dcterms_issued)', () => {
  it('filters by a range of days, both ends included, and by open ranges', async () => {
    const war = await search({ theme: 'newspaper', qf: 'proxy_dcterms_issued:[1914-06-28 TO 1918-11-11]' });
    expect(war.status).toBe(200);
    expect(war.body.totalResults).toBe(5);
    const after = await search({ theme: 'newspaper', qf: 'proxy_dcterms_issued:[1919-01-01 TO *]' });
    expect(after.body.totalResults).toBe(2);
    const before = await search({ theme: 'newspaper', qf: 'proxy_dcterms_issued:[* TO 1914-05-03]' });
    expect(before.body.totalResults).toBe(1);
  });

  it('filters by one day', async () => {
    const day = await search({ qf: 'proxy_dcterms_issued:1918-11-11' });
    expect(day.body.items?.map((item) => item.id)).toEqual(['/2000003/news_courrier_19181111']);
    expect((await search({ qf: 'proxy_dcterms_issued:1918-11-12' })).body.totalResults).toBe(0);
  });
});

describe('the fashion collection\'s facets', () => {
  it('are counted when asked for, the designers among the creators', async () => {
    const { status, body } = await search({ theme: 'fashion', rows: '0', profile: 'facets', facet: 'CREATOR,proxy_dc_type.en,proxy_dc_format.en,proxy_dcterms_medium.en' });
    expect(status).toBe(200);
    const facet = (name: string): Record<string, number> => Object.fromEntries((body.facets ?? []).find((f) => f.name === name)?.fields.map((f) => [f.label, f.count]) ?? []);
    expect(facet('CREATOR')['Casa Moreno (Designer)']).toBe(2);
    expect(facet('proxy_dc_type.en')['Object Type: evening dress']).toBe(2);
    expect(facet('proxy_dc_format.en')['Technique: embroidery']).toBe(2);
    expect(facet('proxy_dcterms_medium.en')['Material: silk']).toBe(3);
  });

  it('filter like any facet, values of one facet with OR', async () => {
    const silk = await search({ theme: 'fashion', qf: 'proxy_dcterms_medium.en:"Material: silk"' });
    expect(silk.body.totalResults).toBe(3);
    const either = await search({ theme: 'fashion', qf: 'proxy_dcterms_medium.en:("Material: silk" OR "Material: wool")' });
    expect(either.body.totalResults).toBe(5);
  });
});

describe('the portal\'s search', () => {
  it('runs the newspaper and fashion filters through the Search API', async () => {
    const newspapers = await runSearch(parseSearchState(new URLSearchParams('qf=collection:newspaper&qf=proxy_dcterms_issued:[1914-01-01 TO 1914-12-31]')), 'en', {});
    expect(newspapers.kind === 'results' ? newspapers.totalResults : undefined).toBe(4);
    const fashion = await runSearch(parseSearchState(new URLSearchParams('qf=collection:fashion')), 'en', {});
    const names = fashion.kind === 'results' ? fashion.facets.map((facet) => facet.name) : [];
    expect(names).toEqual(expect.arrayContaining(['CREATOR', 'proxy_dc_type.en', 'proxy_dc_format.en', 'proxy_dcterms_medium.en']));
  });
});
