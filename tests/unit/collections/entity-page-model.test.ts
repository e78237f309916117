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
    expect(model.hiddenQf).toEqual([{ name: 'qf', value: 'TYPE:"IMAGE"' }]);
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

  it('answers an unknown type, a malformed id and an unknown entity with pageNotFound (404)', async () => {
    for (const route of [{ type: 'nope', id: '1' }, { type: 'person', id: 'x-y' }, { type: 'person', id: '999999999' }]) {
      const result = await loadEntityPageModel(route, undefined, pageRequestFor(`/en/collections/${route.type}/${route.id}`));
      expect(result.kind === 'error' ? result.presented.status : result.kind).toBe(404);
    }
  });
});
