import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamResponses } from '../../../src/lib/apis/response-cache.ts';
import { RELATED_ENTITIES, rankRelated, relatedEntities } from '../../../src/lib/edm/related-entities.ts';

const HOST = 'http://data.europeana.eu';
const SELF = `${HOST}/agent/1`;
const concept = (n: number) => `${HOST}/concept/${String(n)}`;

describe('rankRelated', () => {
  it('ranks the topics of the items by how many items name them, without the entity itself', () => {
    const items = [
      { edmConcept: [concept(2), concept(3), SELF] },
      { edmConcept: [concept(3), concept(3), 'http://vocab.getty.edu/aat/300033618', 'painting'] },
      { edmConcept: [concept(4), concept(3)] },
      { edmConcept: [concept(4)] },
      { title: ['no topics'] },
    ];
    expect(rankRelated(items, SELF)).toEqual([concept(3), concept(4), concept(2)]);
  });

  it('gives at most the four of spec section 9', () => {
    const items = [{ edmConcept: Array.from({ length: 10 }, (_, i) => concept(i + 10)) }];
    expect(RELATED_ENTITIES).toBe(4);
    expect(rankRelated(items, SELF)).toEqual([concept(10), concept(11), concept(12), concept(13)]);
  });
});

describe('relatedEntities through the Search and Entity APIs', () => {
  let server: Server;
  let entityDown = false;
  const searches: URL[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/record/v2/search.json') {
        searches.push(url);
        res.end(JSON.stringify({ totalResults: 3, items: [
          { id: '/1/a', edmConcept: [concept(7), concept(8)] },
          { id: '/1/b', edmConcept: [concept(8), concept(9)] },
          { id: '/1/c', edmConcept: [concept(8)] },
        ] }));
        return;
      }
      if (url.pathname === '/entity/retrieve' && !entityDown) {
        // Concept 9 is unknown to the Entity API: no chip for it.
        res.end(JSON.stringify({ type: 'ResultPage', items: [
          { id: concept(7), type: 'Concept', prefLabel: { en: 'Dance', de: 'Tanz' } },
          { id: concept(8), type: 'Concept', prefLabel: { en: 'Painting' } },
        ] }));
        return;
      }
      res.statusCode = 500;
      res.end(JSON.stringify({ error: 'down' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    process.env.EUROPEANA_RECORD_API_URL = `${origin}/record`;
    process.env.EUROPEANA_ENTITY_API_URL = `${origin}/entity`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('names the most frequent topics of the entity items, linking to their pages in the visitor language', async () => {
    const related = await relatedEntities(SELF, { query: '*:*', qf: [`edm_agent:"${SELF}"`, 'contentTier:(1 OR 2 OR 3 OR 4)'] }, 'de');
    expect(related).toEqual([
      { uri: concept(8), label: 'Painting', lang: 'en', href: '/de/collections/topic/8-painting' },
      { uri: concept(7), label: 'Tanz', lang: undefined, href: '/de/collections/topic/7-dance' },
    ]);
    const search = searches.at(-1);
    expect(search?.searchParams.getAll('qf')).toEqual([`edm_agent:"${SELF}"`, 'contentTier:(1 OR 2 OR 3 OR 4)']);
    expect(search?.searchParams.get('rows')).toBe('100');
    expect(search?.searchParams.get('profile')).toBe('standard');
  });

  it('shows none when the Entity API fails', async () => {
    // The retrieve of the test before is in the upstream cache (a lookup, kept like a GET): a fresh cache.
    upstreamResponses.clear();
    entityDown = true;
    expect(await relatedEntities(`${HOST}/agent/2`, { query: '*:*', qf: [] }, 'en')).toEqual([]);
    entityDown = false;
  });
});
