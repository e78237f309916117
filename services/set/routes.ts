import type { ServiceDeps } from '../deps.ts';
import { readJsonBody } from '../http/body.ts';
import { intParam, listParam } from '../http/params.ts';
import { sendJsonLd } from '../http/respond.ts';
import type { RequestContext, Router } from '../http/router.ts';
import type { Principal } from '../identity/bearer.ts';
import { TokenError } from '../identity/bearer.ts';
import type { Identity } from '../identity/routes.ts';
import { projectItem } from '../search/profiles.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SET_BODY_BYTES, PUBLICATION_MIN_ITEMS } from './limits.ts';
import { SET_CONTEXT, SET_TYPES, USER_PREFIX, VISIBILITIES, itemUri, normaliseItemId, parseItemIds, parseSetBody, parseSetId, setError, setUri } from './model.ts';
import type { SetBody, SetType, Visibility } from './model.ts';
import { SetStore } from './store.ts';
import type { NewSet, Position, SetFilters, StoredSet } from './store.ts';

export const EDITOR_ROLE = 'usersets:editor';
export const PUBLISHER_ROLE = 'usersets:publisher';
/** Entity editors curate entity pages, so they may also change the entities' best-items sets. */
const BEST_ITEMS_ROLES = [EDITOR_ROLE, 'entities:editor'];

const GET_PROFILES = ['meta', 'items', 'items.meta'] as const;
const SEARCH_PROFILES = ['items', 'meta', 'items.meta', 'minimal', 'standard'] as const;

/** The set as the Set API answers it (JSON-LD), without items. */
export function setJson(set: StoredSet): Record<string, unknown> {
  return {
    '@context': SET_CONTEXT,
    id: setUri(set.id),
    type: set.type,
    ...(set.type === 'Collection' ? { collectionType: 'Gallery' } : {}),
    visibility: set.visibility,
    title: set.title,
    ...(set.description === undefined ? {} : { description: set.description }),
    ...(set.subject === undefined ? {} : { subject: set.subject }),
    ...(set.type === 'EntityBestItemsSet' ? { pinned: set.pinned } : {}),
    creator: { id: `${USER_PREFIX}${set.creatorId}`, type: 'Person', nickname: set.creatorNickname },
    created: set.created,
    modified: set.modified,
    ...(set.issued === undefined ? {} : { issued: set.issued }),
    total: set.total,
  };
}

function profileParam<T extends string>(query: URLSearchParams, allowed: readonly T[], fallback: T): T {
  const raw = query.get('profile');
  if (raw === null || raw === '') return fallback;
  const profile = allowed.find((entry) => entry === raw);
  if (profile === undefined) throw setError(400, `Invalid profile '${raw}': use ${allowed.join(', ')}`);
  return profile;
}

function hasRole(principal: Principal | undefined, roles: readonly string[]): boolean {
  return principal?.roles.some((role) => roles.includes(role)) ?? false;
}

/** Parses `field:value` terms of a Set API query or qf into filters; other words are free text. */
export function parseSetQuery(texts: readonly string[]): SetFilters {
  const filters: SetFilters = {};
  for (const text of texts) {
    for (const term of text.match(/\S+:"[^"]*"|\S+/g) ?? []) {
      if (term === '*' || term === '*:*') continue;
      const colon = term.indexOf(':');
      const field = colon === -1 ? '' : term.slice(0, colon);
      const value = term.slice(colon + 1).replace(/^"|"$/g, '');
      switch (field) {
        case 'creator':
          filters.creator = value.startsWith(USER_PREFIX) ? value.slice(USER_PREFIX.length) : value;
          break;
        case 'type': {
          const type = SET_TYPES.find((entry) => entry.toLowerCase() === value.toLowerCase());
          if (type === undefined) throw setError(400, `Invalid type '${value}': use ${SET_TYPES.join(', ')}`);
          filters.types = [...(filters.types ?? []), type];
          break;
        }
        case 'visibility': {
          const visibility = VISIBILITIES.find((entry) => entry === value);
          if (visibility === undefined) throw setError(400, `Invalid visibility '${value}': use ${VISIBILITIES.join(', ')}`);
          filters.visibility = visibility;
          break;
        }
        case 'item': {
          const item = normaliseItemId(value);
          if (item === undefined) throw setError(400, `Invalid item id '${value}'`);
          filters.item = item;
          break;
        }
        case 'subject':
          filters.subject = value;
          break;
        case 'lang': {
          // The languages a set is described in: the keys of its title and description (`lang:de`).
          if (!/^[a-z]{2,3}$/.test(value)) throw setError(400, `Invalid language '${value}': use a code such as en or de`);
          filters.lang = value;
          break;
        }
        case 'set_id':
          break;
        default:
          filters.text = [...(filters.text ?? []), term.replace(/^(text|title|description):/, '')].slice(0, 10);
      }
    }
  }
  return filters;
}

/**
 * The Set API (`/set`): galleries, likes folders and entities' best items, with the visibility rules of spec
 * section 4. Reads need an API key or a bearer token; writes and private reads need a valid token.
 */
export function registerSetRoutes(router: Router, deps: ServiceDeps, identity: Identity): SetStore {
  const store = new SetStore(deps.db);

  /** The caller's principal; without a token an API key is required. A bad token is always a 401. */
  const caller = async (ctx: RequestContext): Promise<Principal | undefined> => {
    try {
      const principal = await identity.verifier.fromRequest(ctx.req);
      if (principal !== undefined) return principal;
    } catch (error) {
      if (error instanceof TokenError) throw setError(401, error.message);
      throw error;
    }
    if (ctx.apiKey === undefined) throw setError(401, 'No API key or access token: pass wskey=<key> or Authorization: Bearer <token>');
    if (!router.isValidKey(ctx.apiKey)) throw setError(401, 'Invalid API key');
    return undefined;
  };

  const signedIn = async (ctx: RequestContext): Promise<Principal> => {
    const principal = await caller(ctx);
    if (principal === undefined) throw setError(401, 'Authorization required: send Authorization: Bearer <access token>');
    return principal;
  };

  const load = (raw: string): StoredSet => {
    const id = parseSetId(raw);
    const set = store.get(id);
    if (set === undefined) throw setError(404, `No set with id ${id}`);
    return set;
  };

  const readable = (set: StoredSet, principal: Principal | undefined): void => {
    if (set.visibility !== 'private') return;
    if (principal === undefined) throw setError(401, `Set ${set.id} is private: sign in as its creator`);
    if (principal.user.id !== set.creatorId) throw setError(403, `Set ${set.id} is private and belongs to another user`);
  };

  const writable = (set: StoredSet, principal: Principal): void => {
    if (principal.user.id === set.creatorId) return;
    if (set.type === 'EntityBestItemsSet' && hasRole(principal, BEST_ITEMS_ROLES)) return;
    throw setError(403, `Only the creator of set ${set.id} may change it`);
  };

  const itemRecords = (ids: readonly string[]): Record<string, unknown>[] => {
    if (ids.length === 0) return [];
    const rows = deps.db.prepare(`SELECT id, search_json FROM records WHERE status = 'active' AND id IN (${ids.map(() => '?').join(', ')})`).all(...ids);
    const byId = new Map(rows.map((row) => [String(row.id), JSON.parse(String(row.search_json)) as Record<string, unknown>]));
    return ids.flatMap((id) => {
      const item = byId.get(id);
      return item === undefined ? [] : [projectItem(item, new Set(['minimal']))];
    });
  };

  /** Items must exist locally; unknown ones are named in the 400. */
  const requireRecords = (ids: readonly string[]): void => {
    const found = store.existingRecords(ids);
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length > 0) throw setError(400, `Unknown item ids: ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ', …' : ''}`);
  };

  /** Validated metadata for a new or updated set, applying the rules of each type. */
  const newSet = (body: SetBody, principal: Principal, current: StoredSet | undefined): NewSet => {
    const type: SetType = current?.type ?? body.type;
    if (current !== undefined && body.type !== current.type) throw setError(400, `The type of a set cannot change (set ${current.id} is a ${current.type})`);
    let visibility: Visibility = body.visibility ?? current?.visibility ?? (type === 'BookmarkFolder' ? 'private' : 'public');
    if (type === 'BookmarkFolder' && visibility !== 'private') throw setError(400, 'A likes folder (BookmarkFolder) is always private');
    if (type === 'EntityBestItemsSet') {
      if (!hasRole(principal, BEST_ITEMS_ROLES)) throw setError(403, `Entity best-items sets need the ${EDITOR_ROLE} role`);
      if ((body.subject ?? []).length !== 1) throw setError(400, 'An EntityBestItemsSet needs exactly one subject (the entity URI)');
    }
    if (visibility === 'published' && current?.visibility !== 'published') {
      throw setError(400, 'Use PUT /set/{id}/publish to publish a set (publishers only)');
    }
    // A published gallery stays published when an edit says "public"; making it private depublishes it.
    if (current?.visibility === 'published' && visibility === 'public') visibility = 'published';
    return { type, visibility, title: body.title, description: body.description, subject: body.subject };
  };

  const setWithItems = (set: StoredSet, query: URLSearchParams, profile: (typeof GET_PROFILES)[number]): Record<string, unknown> => {
    const json = setJson(set);
    if (profile === 'meta') return json;
    const page = intParam(query, 'page', 1, 1, 100_000);
    const pageSize = intParam(query, 'pageSize', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
    const last = Math.max(1, Math.ceil(set.total / pageSize));
    if (page > last) throw setError(400, `Invalid request parameter value. page : value out of range (the set has ${last} page${last === 1 ? '' : 's'} of ${pageSize} items)`);
    const ids = store.items(set.id, (page - 1) * pageSize, pageSize);
    return { ...json, items: profile === 'items' ? ids.map(itemUri) : itemRecords(ids) };
  };

  router.get('/set/search', async (ctx) => {
    const principal = await caller(ctx);
    const profile = profileParam(ctx.query, SEARCH_PROFILES, 'items');
    const query = ctx.query.get('query') ?? '*';
    if (query.length > 1000) throw setError(400, 'Parameter query is longer than 1000 characters');
    const filters = parseSetQuery([query, ...listParam(ctx.query, 'qf')]);
    const page = intParam(ctx.query, 'page', 1, 1, 100_000);
    const pageSize = intParam(ctx.query, 'pageSize', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
    const { total, sets } = store.search(filters, principal?.user.id, (page - 1) * pageSize, pageSize);
    const items = sets.map((set) => {
      if (profile === 'items' || profile === 'minimal') return setUri(set.id);
      const json = setJson(set);
      if (profile !== 'items.meta') return json;
      return { ...json, items: itemRecords(store.items(set.id, 0, 1)) };
    });
    const pageUrl = (value: number): string => {
      const next = new URLSearchParams(ctx.query);
      next.delete('wskey');
      next.set('page', String(value));
      return `${ctx.origin}/set/search?${next.toString()}`;
    };
    const last = Math.max(1, Math.ceil(total / pageSize));
    sendJsonLd(ctx.res, 200, {
      '@context': SET_CONTEXT,
      id: pageUrl(page),
      type: 'ResultPage',
      partOf: { id: pageUrl(1).replace(/&?page=1$/, ''), type: 'ResultList', total, first: pageUrl(1), last: pageUrl(last) },
      total: items.length,
      items,
      ...(page < last ? { next: pageUrl(page + 1) } : {}),
      ...(page > 1 ? { prev: pageUrl(page - 1) } : {}),
    });
  }, { public: true });

  const getSet = async (ctx: RequestContext): Promise<void> => {
    const principal = await caller(ctx);
    const set = load(ctx.params.id ?? '');
    readable(set, principal);
    sendJsonLd(ctx.res, 200, setWithItems(set, ctx.query, profileParam(ctx.query, GET_PROFILES, 'meta')));
  };
  router.get('/set/:id.json', getSet, { public: true });
  router.get('/set/:id.jsonld', getSet, { public: true });
  router.get('/set/:id', getSet, { public: true });

  router.get('/set/:id/search', async (ctx) => {
    const principal = await caller(ctx);
    const set = load(ctx.params.id ?? '');
    readable(set, principal);
    // One qf=item:{id} per item asked about; the answer lists those in the set.
    const ids = listParam(ctx.query, 'qf', 100).flatMap((qf) => {
      const item = parseSetQuery([qf]).item;
      return item === undefined ? [] : [item];
    });
    const found = store.contains(set.id, ids);
    sendJsonLd(ctx.res, 200, { '@context': SET_CONTEXT, type: 'ResultPage', partOf: { id: setUri(set.id), type: 'ResultList', total: found.length }, total: found.length, items: found.map(itemUri) });
  }, { public: true });

  router.post('/set', async (ctx) => {
    const principal = await signedIn(ctx);
    const body = parseSetBody(await readJsonBody(ctx.req, MAX_SET_BODY_BYTES));
    const set = newSet(body, principal, undefined);
    const items = body.items === undefined ? [] : [...new Set(body.items.map((raw) => {
      const id = normaliseItemId(raw);
      if (id === undefined) throw setError(400, `Invalid item id '${raw}'`);
      return id;
    }))];
    requireRecords(items);
    sendJsonLd(ctx.res, 201, setJson(store.create(principal.user.id, set, items)));
  }, { public: true });

  router.put('/set/:id', async (ctx) => {
    const principal = await signedIn(ctx);
    const current = load(ctx.params.id ?? '');
    writable(current, principal);
    const body = parseSetBody(await readJsonBody(ctx.req, MAX_SET_BODY_BYTES));
    const set = newSet(body, principal, current);
    let items: string[] | undefined;
    if (body.items !== undefined) {
      items = [...new Set(body.items.map((raw) => normaliseItemId(raw) ?? ''))];
      if (items.includes('')) throw setError(400, 'Invalid item id in items');
      requireRecords(items);
    }
    sendJsonLd(ctx.res, 200, setJson(store.update(current.id, set, items)));
  }, { public: true });

  router.delete('/set/:id', async (ctx) => {
    const principal = await signedIn(ctx);
    const set = load(ctx.params.id ?? '');
    if (principal.user.id !== set.creatorId) throw setError(403, `Only the creator of set ${set.id} may delete it`);
    store.delete(set.id);
    ctx.res.writeHead(204).end();
  }, { public: true });

  const publication = (visibility: Visibility) => async (ctx: RequestContext): Promise<void> => {
    const principal = await signedIn(ctx);
    if (!hasRole(principal, [PUBLISHER_ROLE])) throw setError(403, `Publishing needs the ${PUBLISHER_ROLE} role`);
    const set = load(ctx.params.id ?? '');
    if (set.type !== 'Collection') throw setError(400, 'Only galleries (type Collection) can be published');
    const updated = store.setVisibility(set.id, visibility, (current) => {
      if (visibility === 'published') {
        const description = Object.values(current.description ?? {}).join('').trim();
        if (description === '' || current.total < PUBLICATION_MIN_ITEMS) {
          throw setError(400, `Publication requires a title, a description and at least ${PUBLICATION_MIN_ITEMS} items`);
        }
      } else if (current.visibility !== 'published') {
        throw setError(400, `Set ${current.id} is not published`);
      }
    });
    sendJsonLd(ctx.res, 200, setJson(updated));
  };
  router.put('/set/:id/publish', publication('published'), { public: true });
  router.put('/set/:id/unpublish', publication('public'), { public: true });

  const locking = (locked: boolean) => async (ctx: RequestContext): Promise<void> => {
    const principal = await signedIn(ctx);
    if (!hasRole(principal, [EDITOR_ROLE])) throw setError(403, `Locking sets needs the ${EDITOR_ROLE} role`);
    sendJsonLd(ctx.res, 200, setJson(store.setLocked(load(ctx.params.id ?? '').id, locked)));
  };
  router.put('/set/:id/lock', locking(true), { public: true });
  router.put('/set/:id/unlock', locking(false), { public: true });

  router.put('/set/:id/items', async (ctx) => {
    const principal = await signedIn(ctx);
    const set = load(ctx.params.id ?? '');
    writable(set, principal);
    const raw = ctx.query.get('position');
    let position: Position = 'end';
    if (raw === 'pin') {
      if (set.type !== 'EntityBestItemsSet') throw setError(400, 'position=pin applies to entity best-items sets only');
      position = 'pin';
    } else if (raw !== null && raw !== '') {
      if (!/^\d{1,6}$/.test(raw)) throw setError(400, `Invalid position '${raw}': use a 0-based index or pin`);
      position = Number(raw);
    }
    const ids = parseItemIds(await readJsonBody(ctx.req, 64 * 1024));
    requireRecords(ids);
    sendJsonLd(ctx.res, 200, setJson(store.insertItems(set.id, ids, position)));
  }, { public: true });

  router.delete('/set/:id/items', async (ctx) => {
    const principal = await signedIn(ctx);
    const set = load(ctx.params.id ?? '');
    writable(set, principal);
    const ids = parseItemIds(await readJsonBody(ctx.req, 64 * 1024));
    sendJsonLd(ctx.res, 200, setJson(store.removeItems(set.id, ids)));
  }, { public: true });

  return store;
}
