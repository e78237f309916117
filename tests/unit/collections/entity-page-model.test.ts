/**
 * The entity page's model (src/lib/collections/entity-page-model.ts) read from the local services: the entity,
 * its items and what the response says, the redirects to the right slug and to the last page, and its failures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../../src/lib/auth/claims.ts';
import { loadEntityPageModel } from '../../../src/lib/collections/entity-page-model.ts';
import { publicOrigin } from '../../../src/lib/config.ts';
import { pageOf, pageRequestFor, useLocalServices, VISITOR } from '../pages/page-request.ts';

const MONET = '/en/collections/person/97129501-claude-monet';


beforeAll(() => {
  useLocalServices();
});

describe('loadEntityPageModel', () => {
  it('finishes a person’s page: the entity, its items, share and structured data, cached for anonymous visitors under its tag', async () => {
    const result = pageOf(await loadEntityPageModel({ type: 'person', id: '97129501-claude-monet' }, undefined, pageRequestFor(`${MONET}?qf=TYPE%3A%22IMAGE%22`)));
    const { model } = result;
    expect(model.entity).toMatchObject({ label: 'Claude Monet', href: MONET });
    expect(model.typeLabel).toBe('Person');
    expect(model.outcome.kind).toBe('results');
    expect(model.hidden).toEqual([{ name: 'qf', value: 'TYPE:"IMAGE"' }]);
    expect(model.share).toMatchObject({ url: `${publicOrigin()}${MONET}`, title: 'Claude Monet' });
    expect(model.structuredData).toMatchObject({ '@type': 'Person', name: 'Claude Monet' });
    expect(model.editable).toBe(false);
    expect(result.status).toBeUndefined();
    expect(result.routeCache?.tags).toEqual(expect.arrayContaining(['page:entity', 'entity:agent/97129501', 'content:related']));
  });

  it('lets entity editors edit a topic’s description, and keeps signed-in pages out of the route cache', async () => {
    const editor = { ...VISITOR, roles: [ROLES.entityEditor] };
    const result = pageOf(await loadEntityPageModel({ type: 'topic', id: '9000001-painting' }, 'list', pageRequestFor('/de/collections/topic/9000001-painting', { locale: 'de', user: editor })));
    expect(result.model.editable).toBe(true);
    expect(result.model.typeLabel).toBe('Thema');
    expect(result.model.state.view).toBe('list');
    expect(result.routeCache).toBeUndefined();
  });

  it('redirects to the right slug (301, query kept) and beyond the last page to the last (302)', async () => {
    expect(await loadEntityPageModel({ type: 'person', id: '97129501' }, undefined, pageRequestFor('/en/collections/person/97129501?page=2'))).toEqual({
      kind: 'redirect',
      location: `${MONET}?page=2`,
      status: 301,
    });
    // Monet's items fit on one page: its address has no page number.
    expect(await loadEntityPageModel({ type: 'person', id: '97129501-claude-monet' }, undefined, pageRequestFor(`${MONET}?page=30`))).toEqual({ kind: 'redirect', location: MONET, status: 302 });
  });

  it('turns the filters\' year range into the page\'s filter (303), as the search page does, the other filters kept', async () => {
    const submitted = pageRequestFor(`${MONET}?qf=TYPE%3A%22IMAGE%22&yearFrom=1870&yearTo=1890`);
    expect(await loadEntityPageModel({ type: 'person', id: '97129501-claude-monet' }, undefined, submitted)).toEqual({
      kind: 'redirect',
      location: `${MONET}?qf=TYPE%3A%22IMAGE%22&qf=YEAR%3A%5B1870+TO+1890%5D`,
      status: 303,
    });
  });

  it('narrows the items by the advanced search\'s rules: the builder\'s rows become `qa` (303), the search box keeps them, an entity term is named', async () => {
    const builder = pageRequestFor(`${MONET}?qf=TYPE%3A%22IMAGE%22&qaField=proxy_dc_title&qaModifier=contains&qaTerm=beach&qaField=proxy_dc_title&qaModifier=contains&qaTerm=`);
    expect(await loadEntityPageModel({ type: 'person', id: '97129501-claude-monet' }, undefined, builder)).toEqual({
      kind: 'redirect',
      location: `${MONET}?qf=TYPE%3A%22IMAGE%22&qa=proxy_dc_title%3Abeach`,
      status: 303,
    });
    const ruled = pageOf(await loadEntityPageModel({ type: 'person', id: '97129501-claude-monet' }, undefined, pageRequestFor(`${MONET}?qa=proxy_dc_title%3Abeach&qa=proxy_dc_creator%3A%22http%3A%2F%2Fdata.europeana.eu%2Fagent%2F97129501%22`)));
    expect(ruled.model.hidden).toEqual([{ name: 'qa', value: 'proxy_dc_title:beach' }, { name: 'qa', value: 'proxy_dc_creator:"http://data.europeana.eu/agent/97129501"' }]);
    expect(ruled.model.entityLabels.get('http://data.europeana.eu/agent/97129501')).toBe('Claude Monet');
    const all = pageOf(await loadEntityPageModel({ type: 'person', id: '97129501-claude-monet' }, undefined, pageRequestFor(MONET)));
    if (ruled.model.outcome.kind !== 'results' || all.model.outcome.kind !== 'results') throw new Error('no results');
    expect(ruled.model.outcome.totalResults).toBeGreaterThan(0);
    expect(ruled.model.outcome.totalResults).toBeLessThan(all.model.outcome.totalResults);
  });

  it('answers an unknown type, a malformed id and an unknown entity with pageNotFound (404)', async () => {
    for (const route of [{ type: 'nope', id: '1' }, { type: 'person', id: 'x-y' }, { type: 'person', id: '999999999' }]) {
      const result = await loadEntityPageModel(route, undefined, pageRequestFor(`/en/collections/${route.type}/${route.id}`));
      expect(result.kind === 'error' ? result.presented.status : result.kind).toBe(404);
    }
  });
});
