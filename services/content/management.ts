import type { IncomingMessage } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { readJsonBody } from '../http/body.ts';
import { HttpError, badRequest, notFound } from '../http/errors.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { transaction } from '../store/db.ts';
import type { ContentConfig } from './config.ts';
import { DEFAULT_LOCALE, isContentLocale } from './locales.ts';
import { CONTENT_TYPE_BY_ID, CONTENT_TYPES } from './model.ts';
import { editorInterface } from './editor-interfaces.ts';
import type { FieldDef } from './model.ts';
import type { ContentStore, Fields, StoredEntry } from './store.ts';
import type { DeliveryStatus, WebhookOutbox } from './webhooks.ts';

/** Base path of the management API (token: CONTENT_MANAGEMENT_TOKEN). */
export const MANAGEMENT_BASE = '/content/management';

function checkToken(req: IncomingMessage, config: ContentConfig): void {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (match?.[1] !== config.managementToken) {
    throw new HttpError(401, 'Management token missing or invalid: send Authorization: Bearer <CONTENT_MANAGEMENT_TOKEN>');
  }
}

function valid(kind: FieldDef['kind'], value: unknown): boolean {
  switch (kind) {
    case 'Symbol':
    case 'Text':
    case 'Asset':
    case 'Link':
      return typeof value === 'string';
    case 'Date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    case 'Integer':
      return Number.isInteger(value);
    case 'Boolean':
      return typeof value === 'boolean';
    case 'Symbols':
    case 'Links':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'Object':
      return typeof value === 'object';
  }
}

/**
 * Merges a patch `{ field: { locale: value | null } }` into the draft fields, validated against the content
 * model: unknown fields or locales, a non-English value of a non-localised field, or a value of the wrong kind
 * is a 422 that says what is expected. `null` removes the value of that locale.
 */
export function mergeFields(contentTypeId: string, draft: Fields, patch: unknown): Fields {
  const def = CONTENT_TYPE_BY_ID.get(contentTypeId);
  if (def === undefined) throw new HttpError(422, `Unknown content type '${contentTypeId}'; known: ${[...CONTENT_TYPE_BY_ID.keys()].join(', ')}`);
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) throw new HttpError(422, 'fields must be an object { field: { locale: value } }');
  const merged: Fields = structuredClone(draft);
  for (const [field, byLocale] of Object.entries(patch as Record<string, unknown>)) {
    const fieldDef = def.fields[field];
    if (fieldDef === undefined) throw new HttpError(422, `Content type '${def.id}' has no field '${field}'; fields: ${Object.keys(def.fields).join(', ')}`);
    if (typeof byLocale !== 'object' || byLocale === null || Array.isArray(byLocale)) throw new HttpError(422, `fields.${field} must be an object keyed by locale, e.g. { "en-GB": … }`);
    const target = { ...(merged[field] ?? {}) };
    for (const [locale, value] of Object.entries(byLocale as Record<string, unknown>)) {
      if (!isContentLocale(locale)) throw new HttpError(422, `Unknown locale '${locale}' in fields.${field}`);
      if (fieldDef.localized !== true && locale !== DEFAULT_LOCALE) throw new HttpError(422, `fields.${field} is not localised: only ${DEFAULT_LOCALE} may be set`);
      if (value === null) {
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- removing one locale's value is the operation asked for
        delete target[locale];
        continue;
      }
      if (!valid(fieldDef.kind, value)) throw new HttpError(422, `fields.${field}.${locale} must be a ${fieldDef.kind} value`);
      target[locale] = value;
    }
    merged[field] = target;
  }
  return merged;
}

/** Finds an entry by id, else by its English `identifier` (unique match only). */
function findEntry(store: ContentStore, key: string): StoredEntry {
  const byId = store.get(key);
  if (byId !== undefined) return byId;
  const matches = store.list().filter((entry) => entry.draft.identifier?.[DEFAULT_LOCALE] === key);
  if (matches.length === 1 && matches[0] !== undefined) return matches[0];
  if (matches.length > 1) throw new HttpError(409, `Identifier '${key}' names ${String(matches.length)} entries (${matches.map((entry) => entry.sys.id).join(', ')}): use the id`);
  throw notFound(`No content entry with id or identifier '${key}'`);
}

function summary(entry: StoredEntry): Record<string, unknown> {
  const name = entry.draft.name?.[DEFAULT_LOCALE] ?? entry.draft.headline?.[DEFAULT_LOCALE] ?? entry.draft.text?.[DEFAULT_LOCALE];
  return {
    id: entry.sys.id,
    contentType: entry.sys.contentType,
    identifier: entry.draft.identifier?.[DEFAULT_LOCALE] ?? null,
    name: typeof name === 'string' ? name.slice(0, 80) : null,
    status: entry.status,
    version: entry.sys.version,
    publishedVersion: entry.sys.publishedVersion,
    updatedAt: entry.sys.updatedAt,
  };
}

/**
 * Management API (JSON, `Authorization: Bearer <CONTENT_MANAGEMENT_TOKEN>`):
 * GET entries[?content_type=], GET|PUT entries/{id}, PUT|DELETE entries/{id}/published, GET webhooks[?status=],
 * GET|PUT webhook-settings, GET editor-interfaces[/{contentType}]. Publishing and unpublishing queue a webhook in the same transaction.
 */
export function registerContentManagementRoutes(router: Router, db: DatabaseSync, store: ContentStore, outbox: WebhookOutbox, config: ContentConfig): void {
  const guard = { public: true } as const;
  router.get(`${MANAGEMENT_BASE}/entries`, ({ req, res, query }) => {
    checkToken(req, config);
    const type = query.get('content_type') ?? undefined;
    sendJson(res, 200, { items: store.list(type).map(summary) });
  }, guard);
  router.get(`${MANAGEMENT_BASE}/entries/:id`, ({ req, res, params }) => {
    checkToken(req, config);
    sendJson(res, 200, findEntry(store, params.id ?? ''));
  }, guard);
  router.add('PUT', `${MANAGEMENT_BASE}/entries/:id`, async ({ req, res, params }) => {
    checkToken(req, config);
    const body = await readJsonBody(req);
    if (typeof body !== 'object' || body === null) throw badRequest('Body must be { contentType?, fields: { field: { locale: value } } }');
    const { contentType, fields } = body as { contentType?: unknown; fields?: unknown };
    const key = params.id ?? '';
    // Without a contentType the entry must exist (by id or identifier); with one, an unknown id creates a draft.
    const existing = typeof contentType === 'string' ? store.get(key) : findEntry(store, key);
    const id = existing?.sys.id ?? key;
    if (existing !== undefined && contentType !== undefined && contentType !== existing.sys.contentType) {
      throw new HttpError(422, `Entry '${id}' is a ${existing.sys.contentType}; the content type cannot change`);
    }
    const typeId = existing?.sys.contentType ?? String(contentType);
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(id)) throw badRequest('Entry ids are 1 to 64 letters, digits, dots, dashes or underscores');
    const merged = mergeFields(typeId, existing?.draft ?? {}, fields ?? {});
    sendJson(res, existing === undefined ? 201 : 200, store.saveDraft(id, typeId, merged));
  }, guard);
  router.add('PUT', `${MANAGEMENT_BASE}/entries/:id/published`, ({ req, res, params }) => {
    checkToken(req, config);
    const entry = findEntry(store, params.id ?? '');
    const published = transaction(db, () => {
      const result = store.publish(entry.sys.id);
      outbox.enqueue('ContentManagement.Entry.publish', result, result.published);
      return result;
    });
    outbox.kick();
    sendJson(res, 200, published);
  }, guard);
  router.add('DELETE', `${MANAGEMENT_BASE}/entries/:id/published`, ({ req, res, params }) => {
    checkToken(req, config);
    const entry = findEntry(store, params.id ?? '');
    if (entry.published === null) throw new HttpError(409, `Entry '${entry.sys.id}' is not published`);
    const unpublished = transaction(db, () => {
      const result = store.unpublish(entry.sys.id);
      outbox.enqueue('ContentManagement.Entry.unpublish', { ...result, sys: { ...result.sys, publishedVersion: entry.sys.publishedVersion } }, entry.published);
      return result;
    });
    outbox.kick();
    sendJson(res, 200, unpublished);
  }, guard);
  router.get(`${MANAGEMENT_BASE}/webhooks`, ({ req, res, query }) => {
    checkToken(req, config);
    const status = query.get('status');
    if (status !== null && !['pending', 'delivered', 'failed'].includes(status)) throw badRequest('status must be pending, delivered or failed');
    sendJson(res, 200, { url: outbox.url, items: outbox.list((status ?? undefined) as DeliveryStatus | undefined) });
  }, guard);
  // Which editor tool of the portal each field uses (services/content/editor-interfaces.ts).
  router.get(`${MANAGEMENT_BASE}/editor-interfaces`, ({ req, res }) => {
    checkToken(req, config);
    sendJson(res, 200, { items: CONTENT_TYPES.map(editorInterface) });
  }, guard);
  router.get(`${MANAGEMENT_BASE}/editor-interfaces/:contentType`, ({ req, res, params }) => {
    checkToken(req, config);
    const def = CONTENT_TYPE_BY_ID.get(params.contentType ?? '');
    if (!def) throw notFound(`Unknown content type '${params.contentType ?? ''}'`);
    sendJson(res, 200, editorInterface(def));
  }, guard);
  router.get(`${MANAGEMENT_BASE}/webhook-settings`, ({ req, res }) => {
    checkToken(req, config);
    sendJson(res, 200, { url: outbox.url });
  }, guard);
  router.add('PUT', `${MANAGEMENT_BASE}/webhook-settings`, async ({ req, res }) => {
    checkToken(req, config);
    const body = await readJsonBody(req);
    const url = (body as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new HttpError(422, 'Body must be { "url": "http(s)://…" }');
    outbox.url = url;
    sendJson(res, 200, { url: outbox.url });
  }, guard);
}
