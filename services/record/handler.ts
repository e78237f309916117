import type { DatabaseSync } from 'node:sqlite';
import { HttpError, badRequest, notFound } from '../http/errors.ts';
import { tokenListParam } from '../http/params.ts';
import { sendJson } from '../http/respond.ts';
import type { RequestContext } from '../http/router.ts';
import { withProviderIiifHost } from '../iiif/provider.ts';
import { withStreamHost } from '../media/streams.ts';
import { translateRecord } from '../translate/translate.ts';
import type { TranslateQuota } from '../translate/translate.ts';

const RECORD_PROFILES = ['full', 'translate', 'params'];

/** `/{dataset}/{localId}` when both parts look like Europeana ids, else undefined. */
export function recordId(dataset: string, local: string): string | undefined {
  if (!/^\d{1,12}$/.test(dataset) || !/^[\w.\-~%]{1,300}$/.test(local)) return undefined;
  return `/${dataset}/${local}`;
}

export interface StoredRecord {
  readonly id: string;
  readonly status: string;
  readonly object: Record<string, unknown>;
}

/**
 * The stored record. With `origin`, streamed media and a provider's IIIF server name the seed's provider hosts,
 * which these services answer (services/media/streams.ts, services/iiif/provider.ts), as that origin: replaced
 * once on the stored text, before it is parsed.
 */
export function loadRecord(db: DatabaseSync, id: string, origin?: string): StoredRecord | undefined {
  const row = db.prepare('SELECT id, status, record_json FROM records WHERE id = ?').get(id);
  if (row === undefined) return undefined;
  const text = String(row.record_json);
  return { id: String(row.id), status: String(row.status), object: JSON.parse(origin === undefined ? text : withProviderIiifHost(withStreamHost(text, origin), origin)) as Record<string, unknown> };
}

/**
 * Looks a record up or throws the Record API's 404 / 410. A record Europeana re-identified is found under its
 * old identifier too (`record_moves`) and comes back under its new one (its `about`), as the Record API does.
 * The 410 of a depublished record carries the record itself (`object`, its change log ending in a `Delete`),
 * which the portal shows under a banner. `origin`: see `loadRecord`.
 */
export function requireRecord(db: DatabaseSync, dataset: string, local: string, origin?: string): StoredRecord {
  const id = recordId(dataset, local);
  const moved = id === undefined ? undefined : db.prepare('SELECT new_id FROM record_moves WHERE old_id = ?').get(id)?.new_id;
  const record = id === undefined ? undefined : loadRecord(db, typeof moved === 'string' ? moved : id, origin);
  if (record === undefined) throw notFound(`Invalid record identifier: /${dataset}/${local}`);
  if (record.status === 'depublished') throw new HttpError(410, `Record /${dataset}/${local} has been depublished`, { extra: { object: record.object } });
  return record;
}

/** `GET /record/v2/{dataset}/{id}.json` — the Record API. */
export function recordHandler(db: DatabaseSync, quota: TranslateQuota): (ctx: RequestContext) => void {
  return ({ res, query, params, apiKey, origin }) => {
    const started = performance.now();
    const profiles = tokenListParam(query, 'profile');
    for (const profile of profiles) if (!RECORD_PROFILES.includes(profile)) throw badRequest(`Invalid profile '${profile}': use ${RECORD_PROFILES.join(', ')}`);
    const record = requireRecord(db, params.dataset ?? '', params.id ?? '', origin);
    let object = record.object;
    if (profiles.includes('translate')) {
      const lang = query.get('lang');
      if (lang === null || !/^[a-z]{2}$/.test(lang)) throw badRequest('The translate profile needs lang=<two-letter language code>');
      quota.consume();
      object = translateRecord(db, object, lang);
    }
    sendJson(res, 200, { apikey: apiKey, success: true, statsDuration: Math.round(performance.now() - started), requestNumber: 999, object });
  };
}
