import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { ServiceDeps } from '../deps.ts';
import { ENTITY_CONTEXT, entityJson, isEntityType } from '../entity/store.ts';
import type { EntityType } from '../entity/store.ts';
import { readJsonBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { sendJsonLd } from '../http/respond.ts';
import type { RequestContext, Router } from '../http/router.ts';
import type { Principal } from '../identity/bearer.ts';
import { TokenError } from '../identity/bearer.ts';
import type { Identity } from '../identity/routes.ts';
import { DATA_HOST } from '../seed/model.ts';
import { normalise } from '../seed/langmap.ts';
import { entityLabels } from '../seed/writer.ts';
import { immediateTransaction } from '../store/db.ts';

export const ENTITY_EDITOR_ROLE = 'entities:editor';
const MAX_ENTITY_BYTES = 256 * 1024;

const CLASS_OF: Readonly<Record<EntityType, string>> = { agent: 'Agent', concept: 'Concept', place: 'Place', timespan: 'TimeSpan', organization: 'Organization' };

const LanguageKey = z.string().regex(/^([a-z]{2,3}(-[A-Za-z0-9]{1,8})*|def|zxx)$/);
const Text = z.string().trim().min(1).max(20_000);

/** An entity description as editors send it: labels checked, other Entity API fields passed through. */
const EntityBody = z.looseObject({
  id: z.string().max(200).optional(),
  type: z.string().max(40).optional(),
  prefLabel: z.record(LanguageKey, Text).refine((map) => Object.keys(map).length > 0, 'prefLabel needs at least one language'),
  altLabel: z.record(LanguageKey, z.array(Text).max(200)).optional(),
  hiddenLabel: z.record(LanguageKey, z.array(Text).max(200)).optional(),
  note: z.record(LanguageKey, z.array(Text).max(50)).optional(),
});

/** An entity's version as its `ETag`: the hash of what is stored (EMController's comes from its modification time). */
function entityTag(storedJson: unknown): string {
  return `"${createHash('sha1').update(String(storedJson)).digest('base64url')}"`;
}

/** Whether an `If-Match` header allows a write to the version `tag`: absent, `*`, or naming it (RFC 9110 13.1.1). */
function matches(ifMatch: string | undefined, tag: string): boolean {
  if (ifMatch === undefined) return true;
  return ifMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === tag;
  });
}

/**
 * Writes an edited entity: its JSON, sort label, labels and label index, in one transaction, with history; refused
 * (412) when `ifMatch` names another version than the stored one.
 */
function saveEntity(db: DatabaseSync, uri: string, json: Record<string, unknown>, editorId: string, ifMatch: string | undefined): void {
  immediateTransaction(db, () => {
    const row = db.prepare('SELECT eid, json FROM entities WHERE uri = ?').get(uri);
    if (row === undefined) throw new HttpError(404, `No entity ${uri}`);
    if (!matches(ifMatch, entityTag(row.json))) throw new HttpError(412, `The entity ${uri} changed since it was read (If-Match)`);
    const eid = Number(row.eid);
    const labels = entityLabels(json);
    const english = labels.find((entry) => entry.pref && entry.lang === 'en') ?? labels[0];
    db.prepare('UPDATE entities SET json = ?, sort_label = ? WHERE eid = ?').run(JSON.stringify(json), english?.label ?? uri, eid);
    db.prepare('DELETE FROM entity_labels WHERE eid = ?').run(eid);
    const insert = db.prepare('INSERT INTO entity_labels (eid, lang, label, label_norm, pref) VALUES (?, ?, ?, ?, ?)');
    for (const entry of labels) insert.run(eid, entry.lang, entry.label, normalise(entry.label), entry.pref ? 1 : 0);
    db.prepare('DELETE FROM entities_fts WHERE rowid = ?').run(eid);
    db.prepare('INSERT INTO entities_fts (rowid, labels) VALUES (?, ?)').run(eid, [...new Set(labels.map((entry) => entry.label))].join(' \n '));
    db.prepare('INSERT INTO entity_edits (uri, editor_id, json, created) VALUES (?, ?, ?, ?)').run(uri, editorId, JSON.stringify(json), new Date().toISOString());
  });
}

/**
 * Entity management (`GET {path}?profile=internal`, `PUT {path}`) for users with the entities:editor role, on
 * `/entity/{type}/{id}` and `/entity/{type}/base/{id}.json`. Register before the Entity API's routes: the plain
 * GET of the Entity API answers everything but `profile=internal`.
 */
export function registerEntityManagementRoutes(router: Router, deps: ServiceDeps, identity: Identity): void {
  const editor = async ({ req }: RequestContext): Promise<Principal> => {
    let principal: Principal;
    try {
      principal = await identity.verifier.require(req);
    } catch (error) {
      if (error instanceof TokenError) throw new HttpError(401, error.message);
      throw error;
    }
    if (!principal.roles.includes(ENTITY_EDITOR_ROLE)) throw new HttpError(403, `Entity management needs the ${ENTITY_EDITOR_ROLE} role`);
    return principal;
  };

  const target = ({ params }: RequestContext): { type: EntityType; uri: string } => {
    const type = params.type ?? '';
    const id = params.id ?? '';
    if (!isEntityType(type) || !/^\d{1,20}$/.test(id)) throw new HttpError(404, `Unknown entity ${type}/${id}`);
    return { type, uri: `${DATA_HOST}/${type}/${id}` };
  };

  /** The entity as stored, and its version. */
  const load = (uri: string): { entity: Record<string, unknown>; tag: string } => {
    const row = deps.db.prepare('SELECT eid, uri, type, local_id, record_count, json FROM entities WHERE uri = ?').get(uri);
    if (row === undefined) throw new HttpError(404, `No entity ${uri}`);
    return { entity: entityJson(deps.db, row), tag: entityTag(row.json) };
  };

  const get = async (ctx: RequestContext): Promise<void> => {
    await editor(ctx);
    const { entity, tag } = load(target(ctx).uri);
    ctx.res.setHeader('etag', tag);
    sendJsonLd(ctx.res, 200, entity);
  };

  const put = async (ctx: RequestContext): Promise<void> => {
    const principal = await editor(ctx);
    const { type, uri } = target(ctx);
    load(uri);
    const parsed = EntityBody.safeParse(await readJsonBody(ctx.req, MAX_ENTITY_BYTES));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new HttpError(400, `Invalid entity: ${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'not an entity'}`);
    }
    const { id, type: className, ...fields } = parsed.data;
    if (id !== undefined && id !== uri && id !== uri.replace(`/${type}/`, `/${type}/base/`)) throw new HttpError(400, `The body's id ${id} is not ${uri}`);
    if (className !== undefined && className !== CLASS_OF[type]) throw new HttpError(400, `The body's type ${className} is not ${CLASS_OF[type]}`);
    // Computed by the API, never stored from a client.
    const stored = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== '@context' && key !== 'isAggregatedBy'));
    saveEntity(deps.db, uri, { id: uri, type: CLASS_OF[type], ...stored }, principal.user.id, ctx.req.headers['if-match']);
    const saved = load(uri);
    ctx.res.setHeader('etag', saved.tag);
    sendJsonLd(ctx.res, 200, { '@context': ENTITY_CONTEXT, ...saved.entity });
  };

  const internal = { public: true, when: (query: URLSearchParams) => query.get('profile') === 'internal' };
  router.get('/entity/:type/:id', get, internal);
  router.get('/entity/:type/:id.json', get, internal);
  router.get('/entity/:type/base/:id.json', get, { public: true });
  router.put('/entity/:type/:id', put, { public: true });
  router.put('/entity/:type/base/:id.json', put, { public: true });
}
