import { describe, expect, it } from 'vitest';
import { getJson } from '../support/services.ts';

type Item = Record<string, unknown>;
interface Facet { name: string; fields: { label: string; count: number }[] }

const search = (params: Record<string, string | string[]>) => getJson('/record/v2/search.json', params);
const items = (body: Record<string, unknown>): Item[] => body.items as Item[];

describe('Search API contract', () => {
  it('answers *:* with items carrying the fields the portal keeps', async () => {
    const { status, body } = await search({ query: '*:*', rows: '5' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.itemsCount).toBe(5);
    expect(body.totalResults).toBeGreaterThanOrEqual(340);
    for (const item of items(body)) {
      expect(item.id).toMatch(/^\/\d+\/[^/]+$/);
      expect(['IMAGE', 'TEXT', 'SOUND', 'VIDEO', '3D']).toContain(item.type);
      expect(Array.isArray(item.dataProvider)).toBe(true);
      expect(Array.isArray(item.rights)).toBe(true);
      expect(item.dcTitleLangAware).toBeTypeOf('object');
    }
  });

  it('keeps language maps and builds v2 edmPreview URLs whose uri is the media URL', async () => {
    const { body } = await search({ query: 'who:monet', rows: '3' });
    const [first] = items(body);
    expect(first?.dcCreatorLangAware).toEqual({ en: [expect.stringContaining('Claude Monet')] });
    const preview = new URL(String((first?.edmPreview as string[])[0]));
    expect(preview.pathname).toBe('/thumbnail/v2/url.json');
    expect(preview.searchParams.get('uri')).toBe((first?.edmIsShownBy as string[])[0]);
  });

  it('matches terms, phrases, fields, boolean operators and ranges', async () => {
    const monet = (await search({ query: 'monet', rows: '0' })).body.totalResults as number;
    const renoir = (await search({ query: 'renoir', rows: '0' })).body.totalResults as number;
    expect(monet).toBeGreaterThanOrEqual(13);
    expect((await search({ query: 'monet OR renoir', rows: '0' })).body.totalResults).toBe(monet + renoir);
    expect((await search({ query: 'monet AND renoir', rows: '0' })).body.totalResults).toBe(0);
    const notMonet = (await search({ query: '*:* NOT monet', rows: '0' })).body.totalResults as number;
    const all = (await search({ query: '*:*', rows: '0' })).body.totalResults as number;
    expect(notMonet).toBe(all - monet);
    const phrase = await search({ query: '"Claude Monet"', rows: '100' });
    expect(items(phrase.body).every((item) => JSON.stringify(item.dcCreator).includes('Monet'))).toBe(true);
    const range = await search({ query: 'YEAR:[1870 TO 1879]', rows: '100' });
    expect(range.body.totalResults).toBeGreaterThan(0);
    for (const item of items(range.body)) expect(Number((item.year as string[])[0])).toBeGreaterThanOrEqual(1870);
    const open = await search({ query: 'YEAR:[1890 TO *]', rows: '100' });
    for (const item of items(open.body)) expect(Number((item.year as string[])[0])).toBeGreaterThanOrEqual(1890);
    const id = await search({ query: 'europeana_id:"/09102/_GNM_693983"' });
    expect(items(id.body).map((item) => item.id)).toEqual(['/09102/_GNM_693983']);
    const escaped = await search({ query: 'europeana_id:\\/09102\\/_GNM_693983' });
    expect(escaped.body.totalResults).toBe(1);
  });

  it('reads TO outside a range and escaped operators as words, as Lucene does', async () => {
    for (const query of ['paris TO london', 'monet \\AND', '\\NOT', 'who:\\OR']) {
      const { status, body } = await search({ query, rows: '0' });
      expect(status, query).toBe(200);
      expect(body.success, query).toBe(true);
    }
    expect((await search({ query: 'monet AND', rows: '0' })).status).toBe(400);
  });

  it('filters with repeated qf, reusability, media, thumbnail, theme and colourpalette', async () => {
    const text = await search({ query: '*:*', qf: ['TYPE:TEXT'], rows: '100' });
    expect(items(text.body).every((item) => item.type === 'TEXT')).toBe(true);
    const both = await search({ query: '*:*', qf: ['TYPE:IMAGE', 'DATA_PROVIDER:"Rijksmuseum"'], rows: '100' });
    expect(both.body.totalResults).toBeGreaterThan(0);
    expect(items(both.body).every((item) => (item.dataProvider as string[]).includes('Rijksmuseum'))).toBe(true);
    const permission = await search({ query: '*:*', reusability: 'permission', rows: '100' });
    expect(items(permission.body).every((item) => /rightsstatements|rr-/.test(String((item.rights as string[])[0])))).toBe(true);
    const withThumbs = (await search({ query: '*:*', thumbnail: 'true', rows: '0' })).body.totalResults;
    // The 267 paintings, the 5 film records with a poster frame and the Monet portfolio of a provider's IIIF server
    // (services/seed/media-kinds.ts), and the newspaper, book and letter whose first page is their preview
    // (services/seed/reading.ts).
    expect(withThumbs).toBe(276);
    // The paintings, the three art films whose files the services hold and the portfolio.
    expect((await search({ query: '*:*', media: 'true', theme: 'art', rows: '0' })).body.totalResults).toBe(271);
    const colour = await search({ query: '*:*', colourpalette: '#2F4F4F', rows: '0' });
    expect(colour.body.totalResults).toBeGreaterThan(0);
    const tier = await search({ query: '*:*', qf: ['contentTier:(3 OR 4)'], rows: '0' });
    const tier4 = await search({ query: '*:*', qf: ['contentTier:4'], rows: '0' });
    // The paintings, the 11 sound, film and 3D records whose files the services hold, the portfolio and the 4 reading
    // records.
    expect(tier4.body.totalResults).toBe(283);
    expect(tier.body.totalResults).toBeGreaterThan(283);
  });

  it('returns every requested facet with counts that match filtered searches', async () => {
    const { body } = await search({ query: '*:*', rows: '0', profile: 'minimal,facets', facet: ['TYPE,COUNTRY,CREATOR,DATA_PROVIDER,PROVIDER,RIGHTS,REUSABILITY,LANGUAGE,MIME_TYPE,IMAGE_SIZE,IMAGE_ASPECTRATIO,COLOURPALETTE,collection,contentTier'] });
    const facets = body.facets as Facet[];
    expect(facets.map((facet) => facet.name).sort()).toEqual(['COLOURPALETTE', 'COUNTRY', 'CREATOR', 'DATA_PROVIDER', 'IMAGE_ASPECTRATIO', 'IMAGE_SIZE', 'LANGUAGE', 'MIME_TYPE', 'PROVIDER', 'REUSABILITY', 'RIGHTS', 'TYPE', 'collection', 'contentTier']);
    const type = facets.find((facet) => facet.name === 'TYPE');
    const image = type?.fields.find((field) => field.label === 'IMAGE');
    const imageSearch = await search({ query: '*:*', qf: ['TYPE:IMAGE'], rows: '0' });
    expect(image?.count).toBe(imageSearch.body.totalResults);
    const aspect = facets.find((facet) => facet.name === 'IMAGE_ASPECTRATIO');
    expect(aspect?.fields.map((field) => field.label).sort()).toEqual(['landscape', 'portrait']);
    const filtered = await search({ query: 'monet', rows: '0', profile: 'facets', facet: 'CREATOR' });
    const creators = (filtered.body.facets as Facet[])[0]?.fields ?? [];
    expect(creators[0]?.label).toContain('Claude Monet');
  });

  it('gives the 19 default facets of the portal response and honours facet limit/offset', async () => {
    const { body } = await search({ query: '*:*', rows: '0', profile: 'facets' });
    const names = (body.facets as Facet[]).map((facet) => facet.name);
    for (const name of ['TYPE', 'REUSABILITY', 'RIGHTS', 'COUNTRY', 'LANGUAGE', 'PROVIDER', 'DATA_PROVIDER', 'MIME_TYPE', 'IMAGE_SIZE', 'COLOURPALETTE']) expect(names).toContain(name);
    const limited = await search({ query: '*:*', rows: '0', profile: 'facets', facet: 'DATA_PROVIDER', 'f.DATA_PROVIDER.facet.limit': '2', 'f.DATA_PROVIDER.facet.offset': '1' });
    const fields = (limited.body.facets as Facet[])[0]?.fields ?? [];
    expect(fields).toHaveLength(2);
    expect(fields[0]?.label).not.toBe('Art Institute of Chicago');
  });

  it('pages with start/rows inside the 1000-result window and with cursors beyond it', async () => {
    const first = items((await search({ query: '*:*', rows: '10', sort: 'europeana_id+asc' })).body);
    const second = items((await search({ query: '*:*', rows: '5', start: '6', sort: 'europeana_id+asc' })).body);
    expect(second.map((item) => item.id)).toEqual(first.slice(5).map((item) => item.id));
    const seen = new Set<unknown>();
    let cursor = '*';
    for (let page = 0; page < 50 && cursor !== ''; page += 1) {
      const { body } = await search({ query: '*:*', rows: '100', cursor });
      for (const item of items(body)) seen.add(item.id);
      cursor = typeof body.nextCursor === 'string' ? body.nextCursor : '';
    }
    const total = (await search({ query: '*:*', rows: '0' })).body.totalResults;
    expect(seen.size).toBe(total);
  });

  it('sorts by the documented fields', async () => {
    const asc = items((await search({ query: '*:*', qf: 'YEAR:*', rows: '5', sort: 'YEAR+asc' })).body).map((item) => Number((item.year as string[])[0]));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const random1 = items((await search({ query: '*:*', rows: '5', sort: 'random_42' })).body).map((item) => item.id);
    const random2 = items((await search({ query: '*:*', rows: '5', sort: 'random_42' })).body).map((item) => item.id);
    expect(random1).toEqual(random2);
  });

  it('shapes items by profile and echoes params', async () => {
    // Concept labels come with the standard profile (on the records that have concepts), never with the minimal one.
    const minimal = items((await search({ query: 'monet', rows: '5', profile: 'minimal' })).body);
    expect(minimal.length).toBe(5);
    expect(minimal.every((item) => item.edmConceptPrefLabelLangAware === undefined)).toBe(true);
    const standard = items((await search({ query: 'monet', rows: '5', profile: 'standard' })).body);
    expect(standard.some((item) => typeof item.edmConceptPrefLabelLangAware === 'object')).toBe(true);
    const params = await search({ query: 'monet', rows: '1', profile: 'minimal,params' });
    expect(params.body.params).toMatchObject({ query: 'monet', rows: 1, start: 1 });
  });

  it('finds paintings for a German query only through the multilingual translate profile', async () => {
    const plain = await search({ query: 'Gemälde', rows: '0' });
    expect(plain.body.totalResults).toBe(0);
    const translated = await search({ query: 'Gemälde', rows: '3', profile: 'minimal,translate', lang: 'de', 'q.source': 'de', 'q.target': 'en' });
    expect(translated.body.totalResults).toBe(267);
  });

  it.each([
    [{ query: '(monet' }, 400],
    [{ query: 'title:"unclosed' }, 400],
    [{ query: 'nosuchfield:x' }, 400],
    [{ query: 'YEAR:[1800 TO abc]' }, 400],
    [{ query: '*:*', rows: '101' }, 400],
    [{ query: '*:*', start: '-1' }, 400],
    [{ query: '*:*', start: '995', rows: '10' }, 400],
    [{ query: '*:*', profile: 'everything' }, 400],
    [{ query: '*:*', profile: 'facets', facet: 'NOPE' }, 400],
    [{ query: '*:*', 'f.NOPE.facet.limit': '3', profile: 'facets' }, 400],
    [{ query: '*:*', sort: 'colour+asc' }, 400],
    [{ query: '*:*', cursor: 'garbage' }, 400],
    [{ query: '*:*', reusability: 'free' }, 400],
    [{ query: '*:*', qf: Array.from({ length: 200 }, () => 'TYPE:IMAGE') }, 400],
    [{ rows: '1' }, 400],
  ] as [Record<string, string | string[]>, number][])('answers bad input %j with %i and success false', async (params, status) => {
    const { status: actual, body } = await search(params);
    expect(actual).toBe(status);
    expect(body.success).toBe(false);
    expect(body.error).toBeTypeOf('string');
  });

  it('never hangs or fails on hostile query text', async () => {
    for (const query of ['"*"', 'a:b:c', '((((((((((', '\\', '*:* AND NOT', 'NEAR/3', '"" OR ""', '^^^', `${'a OR '.repeat(300)}b`, '\u0000']) {
      const { status } = await search({ query });
      expect([200, 400]).toContain(status);
    }
  });
});

describe('Search API full text and hits (the subtitles of the seed film)', () => {
  const FILM = '/2000002/film_mandelbrot';

  it('searches full text with fulltext: and fulltext.{lang}:, and counts the records that have it in TEXT_FULLTEXT', async () => {
    const ids = async (query: string): Promise<unknown[]> => items((await search({ query, rows: '10' })).body).map((item) => item.id);
    expect(await ids('fulltext:boundary')).toContain(FILM);
    expect(await ids('fulltext.de:(nirgends glatt)')).toContain(FILM);
    expect(await ids('fulltext.en:nirgends')).toEqual([]);
    // Subtitles are full text only: the plain query does not search them.
    expect(await ids('smooths')).toEqual([]);
    const { body } = await search({ query: '*:*', qf: 'TEXT_FULLTEXT:true', rows: '10', profile: 'minimal,facets', facet: 'TEXT_FULLTEXT' });
    expect(items(body).map((item) => item.id)).toContain(FILM);
    expect((body.facets as Facet[])[0]?.fields.find((field) => field.label === 'true')?.count).toBe(body.totalResults);
  });

  it('answers the hits profile with text-quote selectors of the match in its context, one per result by default', async () => {
    const { body } = await search({ query: 'fulltext:(boundary)', profile: 'minimal,hits', rows: '5' });
    const hits = body.hits as { scope: string; selectors: { field: string; prefix: string; exact: string; suffix: string }[] }[];
    const film = hits.find((hit) => hit.scope === FILM);
    expect(film?.selectors).toHaveLength(1);
    const [selector] = film?.selectors ?? [];
    expect([selector?.field, selector?.exact]).toEqual(['fulltext.en', 'boundary']);
    expect(selector?.prefix).toMatch(/towards the edge, where the $/);
    expect(selector?.suffix).toMatch(/^ never smooths out\./);
    // hit.fl names the languages looked at, hit.selectors how many matches a result gets.
    const german = await search({ query: 'fulltext:(Rand OR Zoom OR boundary)', profile: 'minimal,hits', 'hit.fl': 'fulltext.de', 'hit.selectors': '3', rows: '5' });
    const selectors = (german.body.hits as { scope: string; selectors: { field: string; exact: string }[] }[]).find((hit) => hit.scope === FILM)?.selectors;
    expect(selectors?.map((s) => [s.field, s.exact])).toEqual([['fulltext.de', 'Rand'], ['fulltext.de', 'Zoom']]);
    expect((await search({ query: 'fulltext:boundary', profile: 'minimal,hits', 'hit.selectors': '0' })).status).toBe(400);
  });

  it('has no hits without the profile, nor for results whose full text lacks the words', async () => {
    expect((await search({ query: 'fulltext:boundary', profile: 'minimal' })).body.hits).toBeUndefined();
    expect((await search({ query: 'who:monet', profile: 'minimal,hits' })).body.hits).toBeUndefined();
  });
});
