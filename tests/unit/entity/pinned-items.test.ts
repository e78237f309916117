import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entityPageTag, anonymousPageCache, purgeEntityPages } from '../../../src/lib/cache/page-cache.ts';
import { excludePinnedQf, runPinnedSearch } from '../../../src/lib/sets/pinned-search.ts';
import { pinnedItems, pinnedPageWindow, pinsApply } from '../../../src/lib/sets/pins.ts';
import { parseSearchState } from '../../../src/lib/search/state.ts';

const ENTITY = 'http://data.europeana.eu/concept/42';
const item = (id: string) => ({ id, type: 'IMAGE', dcTitleLangAware: { en: [`Item ${id}`] } });

describe('pinnedPageWindow: pinned items first, the others after them, page by page', () => {
  it('splits a page between pinned items and the others', () => {
    expect(pinnedPageWindow(0, 24, 3)).toEqual({ pinnedStart: 0, pinnedEnd: 3, restStart: 0, restRows: 21 });
    expect(pinnedPageWindow(24, 24, 3)).toEqual({ pinnedStart: 3, pinnedEnd: 3, restStart: 21, restRows: 24 });
    expect(pinnedPageWindow(0, 24, 24)).toEqual({ pinnedStart: 0, pinnedEnd: 24, restStart: 0, restRows: 0 });
    expect(pinnedPageWindow(24, 24, 24)).toEqual({ pinnedStart: 24, pinnedEnd: 24, restStart: 0, restRows: 24 });
    expect(pinnedPageWindow(0, 24, 0)).toEqual({ pinnedStart: 0, pinnedEnd: 0, restStart: 0, restRows: 24 });
  });

  it('never repeats or skips an item across pages', () => {
    for (const pinnedCount of [0, 1, 5, 23, 24]) {
      for (const restCount of [0, 7, 30, 100]) {
        for (const rows of [1, 10, 24]) {
          const pinned = Array.from({ length: pinnedCount }, (_, i) => `p${String(i)}`);
          const rest = Array.from({ length: restCount }, (_, i) => `r${String(i)}`);
          const shown: string[] = [];
          for (let start = 0; start < pinnedCount + restCount; start += rows) {
            const w = pinnedPageWindow(start, rows, pinnedCount);
            const page = [...pinned.slice(w.pinnedStart, w.pinnedEnd), ...rest.slice(w.restStart, w.restStart + w.restRows)];
            expect(page.length).toBeLessThanOrEqual(rows);
            shown.push(...page);
          }
          expect(shown).toEqual([...pinned, ...rest]);
        }
      }
    }
  });

  it('applies to the entity listing only, not to a visitor query or filters', () => {
    expect(pinsApply(parseSearchState(new URLSearchParams('page=2&view=list')))).toBe(true);
    expect(pinsApply(parseSearchState(new URLSearchParams('query=dance')))).toBe(false);
    expect(pinsApply(parseSearchState(new URLSearchParams('qf=TYPE:"IMAGE"')))).toBe(false);
    expect(pinsApply(parseSearchState(new URLSearchParams('reusability=open')))).toBe(false);
    expect(pinsApply(parseSearchState(new URLSearchParams('api=fulltext')))).toBe(false);
  });

  it('leaves the pinned items out of the search for the others, quoted', () => {
    expect(excludePinnedQf([])).toBeUndefined();
    expect(excludePinnedQf([{ id: '/1/a' }, { id: '/2/b"c' }])).toBe('NOT europeana_id:("/1/a" OR "/2/b\\"c")');
  });
});

describe('entity pages in the route cache', () => {
  it('tags entity pages with their entity and purges that tag', async () => {
    expect(entityPageTag(ENTITY)).toBe('entity:concept/42');
    expect(anonymousPageCache('entity', false, [entityPageTag(ENTITY)])?.tags).toEqual(['upstream', 'page:entity', 'entity:concept/42']);
    expect(anonymousPageCache('entity', true, [entityPageTag(ENTITY)])).toBeUndefined();
    const purged: string[][] = [];
    expect(await purgeEntityPages({ invalidate: async ({ tags }) => { purged.push(tags); await Promise.resolve(); } }, ENTITY)).toBe(true);
    expect(purged).toEqual([['entity:concept/42']]);
    const log: string[] = [];
    const failing = { invalidate: () => Promise.reject(new Error('down')) };
    expect(await purgeEntityPages(failing, ENTITY, (m) => log.push(m))).toBe(false);
    expect(log).toEqual(['[cache] purge of entity:concept/42 failed: down']);
  });
});

/** Stand-ins for the Search and Set APIs, recording what the portal asked. */
describe('pinned items through the Set and Search APIs', () => {
  let server: Server;
  const requests: URL[] = [];
  let pinnedInSet = 2;
  let facetsFail = false;
  const rest = Array.from({ length: 30 }, (_, i) => item(`/9/r${String(i)}`));

  const answer = (req: IncomingMessage): unknown => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url);
    if (url.pathname === '/set/search') {
      return { items: [{ id: 'http://data.europeana.eu/set/7', type: 'EntityBestItemsSet', visibility: 'public', pinned: pinnedInSet, total: 5, subject: [ENTITY] }] };
    }
    if (url.pathname === '/set/7') {
      const size = Number(url.searchParams.get('pageSize'));
      return { id: 'http://data.europeana.eu/set/7', type: 'EntityBestItemsSet', total: 5, items: [item('/1/p0'), item('/1/p1'), item('/1/p0'), item('/1/x'), item('/1/y')].slice(0, size) };
    }
    if (url.pathname === '/record/v2/search.json') {
      const rows = Number(url.searchParams.get('rows'));
      if (rows === 0) {
        if (facetsFail) return undefined;
        return { totalResults: 32, items: [], facets: [{ name: 'TYPE', fields: [{ label: 'IMAGE', count: 32 }] }] };
      }
      const start = Number(url.searchParams.get('start'));
      // An upstream that ignored the exclusion would send a pinned item back: it must not show twice.
      const page = rest.slice(start - 1, start - 1 + rows);
      return { totalResults: rest.length, items: start === 1 ? [item('/1/p1'), ...page.slice(0, rows - 1)] : page };
    }
    return undefined;
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const body = answer(req);
      res.setHeader('content-type', 'application/json');
      res.statusCode = body === undefined ? 500 : 200;
      res.end(JSON.stringify(body ?? { success: false, error: 'down' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    process.env.EUROPEANA_RECORD_API_URL = `${origin}/record`;
    process.env.EUROPEANA_SET_API_URL = `${origin}/set`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    requests.length = 0;
  });

  it('reads the pinned block of the best-items set, in order and without duplicates', async () => {
    pinnedInSet = 3;
    expect((await pinnedItems(ENTITY, {})).map((i) => i.id)).toEqual(['/1/p0', '/1/p1']);
    const [search, items] = requests;
    expect(search?.searchParams.get('query')).toBe(`type:EntityBestItemsSet subject:${ENTITY}`);
    expect(items?.searchParams.get('profile')).toBe('items.meta');
    expect(items?.searchParams.get('pageSize')).toBe('3');
    expect(items?.searchParams.get('wskey')).not.toBeNull();
  });

  it('keeps them for anonymous visitors (cacheTtlMs) until a pin change on this node forgets them', async () => {
    pinnedInSet = 2;
    const first = await pinnedItems(ENTITY, { cacheTtlMs: 60_000 });
    expect(await pinnedItems(ENTITY, { cacheTtlMs: 60_000 })).toEqual(first);
    expect(requests.map((r) => r.pathname)).toEqual(['/set/search', '/set/7']);
    // A signed-in visitor (no lifetime) asks the Set API every time.
    await pinnedItems(ENTITY, {});
    expect(requests).toHaveLength(4);
    pinnedInSet = 1;
    await purgeEntityPages({ invalidate: () => Promise.resolve() }, ENTITY);
    expect((await pinnedItems(ENTITY, { cacheTtlMs: 60_000 })).map((i) => i.id)).toEqual(['/1/p0']);
    expect(requests).toHaveLength(6);
  });

  it('reads no items when nothing is pinned', async () => {
    pinnedInSet = 0;
    expect(await pinnedItems(ENTITY, {})).toEqual([]);
    expect(requests.map((r) => r.pathname)).toEqual(['/set/search']);
  });

  it('page 1 begins with the pinned items, page 2 continues the others where page 1 stopped', async () => {
    const pinned = [item('/1/p0'), item('/1/p1')];
    const scope = { scopeQf: [`skos_concept:"${ENTITY}"`] };
    const first = await runPinnedSearch(parseSearchState(new URLSearchParams()), 'en', pinned, scope);
    if (first.kind !== 'results') throw new Error(first.kind);
    expect(first.totalResults).toBe(32);
    expect(first.cards.map((c) => c.id).slice(0, 3)).toEqual(['/1/p0', '/1/p1', '/9/r0']);
    expect(new Set(first.cards.map((c) => c.id)).size).toBe(first.cards.length);
    expect(first.facets.map((f) => f.name)).toEqual(['TYPE']);
    const restRequest = requests.find((r) => r.searchParams.get('rows') !== '0');
    expect(restRequest?.searchParams.get('start')).toBe('1');
    expect(restRequest?.searchParams.get('rows')).toBe('22');
    expect(restRequest?.searchParams.getAll('qf')).toContain('NOT europeana_id:("/1/p0" OR "/1/p1")');
    expect(restRequest?.searchParams.getAll('qf')).toContain(`skos_concept:"${ENTITY}"`);
    const facetRequest = requests.find((r) => r.searchParams.get('rows') === '0');
    expect(facetRequest?.searchParams.getAll('qf').some((q) => q.startsWith('NOT europeana_id'))).toBe(false);

    requests.length = 0;
    const second = await runPinnedSearch(parseSearchState(new URLSearchParams('page=2')), 'en', pinned, scope);
    if (second.kind !== 'results') throw new Error(second.kind);
    expect(requests.find((r) => r.searchParams.get('rows') !== '0')?.searchParams.get('start')).toBe('23');
    expect(second.cards.map((c) => c.id)).toEqual(rest.slice(22, 30).map((i) => i.id));
  });

  it('shows the items without facets when the facets request fails', async () => {
    facetsFail = true;
    const outcome = await runPinnedSearch(parseSearchState(new URLSearchParams()), 'en', [item('/1/p0')], { scopeQf: ['edm_agent:"http://data.europeana.eu/agent/1"'] });
    facetsFail = false;
    expect(outcome).toMatchObject({ kind: 'results', facets: [], facetsFailed: true });
  });

  it('answers beyond the result window as the search does', async () => {
    expect(await runPinnedSearch(parseSearchState(new URLSearchParams('page=43')), 'en', [item('/1/p0')], {})).toEqual({ kind: 'beyond-window' });
  });
});
