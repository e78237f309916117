/**
 * The related panels of a search (issue 25, src/lib/related/panels.ts) against the real local services: related
 * collections from the Entity API's suggestions, galleries from the Set API (published, in the page language),
 * stories and exhibitions from the content service; and an upstream that fails or never answers leaves its
 * panel out within the panel timeout instead of failing or holding up the page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRelatedPanels, NO_RELATED_PANELS, RELATED_TIMEOUT_MS } from '../../src/lib/related/panels.ts';
import { parseSearchState } from '../../src/lib/search/state.ts';
import { freePort } from '../support/local-servers.ts';
import { servicesUrl } from '../support/services.ts';

/** An upstream that accepts connections and never answers. */
let silent: Server;
let silentOrigin = '';
let refusedOrigin = '';

beforeAll(async () => {
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentOrigin = `http://127.0.0.1:${String((silent.address() as AddressInfo).port)}`;
  refusedOrigin = `http://127.0.0.1:${String(await freePort())}`;
  // The portal's configuration (read on first use) points at these services and lets a request's
  // x-{api}-api-url header name the silent and the refusing upstream.
  process.env.SERVICES_PORT = new URL(servicesUrl()).port;
  process.env.API_URL_OVERRIDE_ENABLED = 'true';
  process.env.API_URL_OVERRIDE_HOSTS = [new URL(silentOrigin).host, new URL(refusedOrigin).host].join(',');
});
afterAll(() => {
  silent.closeAllConnections();
  silent.close();
});

const state = (query: string) => parseSearchState(new URLSearchParams(query));

describe('related panels of a search', () => {
  it('name the entities the Entity API suggests and the stories named after the query', async () => {
    const panels = await loadRelatedPanels(state('query=monet'), 'en');
    expect(panels.omitted).toEqual([]);
    expect(panels.collections.map((c) => c.label)).toContain('Claude Monet');
    expect(panels.collections.find((c) => c.label === 'Claude Monet')?.href).toMatch(/^\/en\/collections\/person\/\d+-claude-monet$/);
    expect(panels.editorial.map((card) => card.name)).toContain('Monet at Étretat');
    expect(panels.editorial.length).toBeLessThanOrEqual(4);
    expect(panels.galleries).toEqual([]);
  });

  it('list published galleries described in the page language only', async () => {
    const english = await loadRelatedPanels(state('query=tattoo'), 'en');
    expect(english.galleries.map((set) => set.title?.en)).toEqual(['Tattoos']);
    expect(english.galleries[0]?.visibility).toBe('published');
    // The seeded gallery has an English title only.
    expect((await loadRelatedPanels(state('query=tattoo'), 'de')).galleries).toEqual([]);
  });

  it('are asked only for words: none for everything, only stories past the first page, no galleries for a fielded query', async () => {
    expect(await loadRelatedPanels(state('query=*'), 'en')).toBe(NO_RELATED_PANELS);
    expect(await loadRelatedPanels(state(''), 'en')).toBe(NO_RELATED_PANELS);
    const log: { method: string; url: string }[] = [];
    await loadRelatedPanels(state('query=monet&page=2'), 'en', { requestLog: log });
    expect(log.map((r) => r.url)).toEqual([expect.stringContaining('_query=RelatedContent')]);
    log.length = 0;
    await loadRelatedPanels(state('query=who:monet'), 'en', { requestLog: log });
    expect(log.some((r) => r.url.includes('/set/'))).toBe(false);
  });

  it('leave out a panel whose upstream refuses or never answers, within the panel timeout, and keep the others', async () => {
    const requestHeaders = new Headers({ 'x-set-api-url': `${silentOrigin}/set`, 'x-entity-api-url': `${refusedOrigin}/entity` });
    const started = Date.now();
    const panels = await loadRelatedPanels(state('query=monet'), 'en', { requestHeaders });
    expect(Date.now() - started).toBeLessThan(RELATED_TIMEOUT_MS + 1000);
    expect(panels.collections).toEqual([]);
    expect(panels.galleries).toEqual([]);
    expect(panels.omitted.map((o) => [o.panel, o.error.status]).sort()).toEqual([['collections', 502], ['galleries', 504]]);
    expect(panels.editorial.map((card) => card.name)).toContain('Monet at Étretat');
  });
});
