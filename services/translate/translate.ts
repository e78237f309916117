import type { DatabaseSync } from 'node:sqlite';
import { HttpError } from '../http/errors.ts';
import { isRecord, normalise, toLangMap } from '../seed/langmap.ts';
import type { LangMap } from '../seed/langmap.ts';
import { AND_WORD, CONCEPTS, ON_WORD, isGlossaryLang } from './glossary.ts';
import type { GlossaryLang } from './glossary.ts';

/**
 * Key under which translated values are returned: the target language with the BCP 47 private-use suffix
 * for machine translation, e.g. `de-x-mt`, so the portal can tell them from the provider's own values.
 */
export const translatedKey = (lang: string): string => `${lang}-x-mt`;

/** Proxy fields the translate profile fills. */
const FIELDS = ['dcTitle', 'dcDescription', 'dcCreator', 'dcType', 'dctermsMedium', 'dcSubject', 'dcDate', 'dctermsTemporal'];

/** Counts translate requests per UTC day and refuses with 502 / `502-TS` once the daily quota is spent. */
export class TranslateQuota {
  readonly #db: DatabaseSync;
  readonly #limit: number;

  constructor(db: DatabaseSync, limit: number) {
    this.#db = db;
    this.#limit = limit;
  }

  consume(): void {
    const day = new Date().toISOString().slice(0, 10);
    const used = Number(this.#db.prepare('SELECT requests FROM translate_usage WHERE day = ?').get(day)?.requests ?? 0);
    if (used >= this.#limit) {
      throw new HttpError(502, 'Translation service unavailable: the daily translation quota is spent', { code: '502-TS' });
    }
    this.#db.prepare('INSERT INTO translate_usage (day, requests) VALUES (?, 1) ON CONFLICT (day) DO UPDATE SET requests = requests + 1').run(day);
  }
}

/** Translates one value through the glossary: concept labels, "X on Y" medium phrases and centuries. */
function glossaryTranslate(value: string, lang: GlossaryLang): string | undefined {
  const norm = normalise(value);
  for (const concept of CONCEPTS) {
    if (Object.values(concept.labels).some((label) => normalise(label) === norm)) return concept.labels[lang];
  }
  const phrase = /^(.+?)\s+on\s+(.+)$/i.exec(value.trim());
  if (phrase !== null) {
    const part = (text: string): string | undefined => {
      const words = text.split(/\s+and\s+|,\s*/i).map((word) => word.trim().toLowerCase());
      const translated = words.map((word) => {
        const concept = CONCEPTS.find((candidate) => candidate.matches.some((match) => word === match || word.endsWith(` ${match}`)));
        return concept === undefined ? undefined : (concept.mediumForm ?? concept.labels)[lang];
      });
      return translated.every((word) => word !== undefined) ? translated.join(` ${AND_WORD[lang]} `) : undefined;
    };
    const left = part(phrase[1] ?? '');
    const right = part(phrase[2] ?? '');
    if (left !== undefined && right !== undefined) return `${left} ${ON_WORD[lang]} ${lang === 'de' ? right : right.toLowerCase()}`;
  }
  return undefined;
}

/** Finds the label in `lang` of an entity carrying `value` as a label in any language. */
function entityTranslate(db: DatabaseSync, value: string, lang: string): string | undefined {
  const row = db
    .prepare(
      `SELECT t.label AS label FROM entity_labels s JOIN entity_labels t ON t.eid = s.eid AND t.lang = ? AND t.pref = 1
       WHERE s.label_norm = ? LIMIT 1`,
    )
    .get(lang, normalise(value));
  if (row !== undefined) return String(row.label);
  if (/^https?:\/\//.test(value)) {
    const byUri = db.prepare('SELECT l.label AS label FROM entities e JOIN entity_labels l ON l.eid = e.eid AND l.lang = ? AND l.pref = 1 WHERE e.uri = ? LIMIT 1').get(lang, value);
    return byUri === undefined ? undefined : String(byUri.label);
  }
  return undefined;
}

/**
 * The translate profile of the Record API: fills proxy fields that lack language `lang` from the labels of the
 * entities the record refers to and from the glossary, under the key `lang-x-mt`. Values with no known
 * translation are left as they are (no machine translation runs offline).
 */
export function translateRecord(db: DatabaseSync, record: Record<string, unknown>, lang: string): Record<string, unknown> {
  const proxies = Array.isArray(record.proxies) ? record.proxies : [];
  const translated = proxies.map((proxy: unknown) => {
    if (!isRecord(proxy) || proxy.europeanaProxy === true) return proxy;
    const out: Record<string, unknown> = { ...proxy };
    for (const field of FIELDS) {
      const map = toLangMap(proxy[field]);
      if (map === undefined || map[lang] !== undefined) continue;
      const values = [...new Set(Object.values(map).flat())];
      const results = values
        .map((value) => entityTranslate(db, value, lang) ?? (isGlossaryLang(lang) ? glossaryTranslate(value, lang) : undefined))
        .filter((value): value is string => value !== undefined && !values.includes(value));
      if (results.length === 0) continue;
      const next: LangMap = { ...map, [translatedKey(lang)]: [...new Set(results)] };
      out[field] = next;
    }
    return out;
  });
  return { ...record, proxies: translated };
}
