/**
 * The galleries europeana.eu's editors made before the Set API: 336 retired gallery slugs, which the production
 * Set API holds as sets 8950–9285. The portal's legacy rule (src/lib/routing/legacy/gallery-slugs.ts, its data
 * file is read here so that the two cannot disagree) sends their old addresses to `/galleries/{id}-{slug}`; the
 * local Set API holds them too, so that every legacy target lands on a page (issue 18, item 13).
 *
 * Each is seeded as the production one is shaped: the same id, a title whose slug is the retired slug, owned by
 * the curators' account, public, dated before anything a visitor makes. Its items are the local records that
 * match the title's words (full text, best match first, at most 48). Where the seed's records hold nothing on the
 * subject (most of them: 341 records, mostly paintings) the gallery is empty: it is not filled with unrelated items.
 */
import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { CURATOR_ACCOUNT, ensureCuratorAccount } from '../identity/accounts.ts';
import { getMeta, setMeta } from '../store/db.ts';
import type { SetStore } from './store.ts';

const RETIRED_SEED_VERSION = '1';
const RETIRED_SLUGS = new URL('../../src/lib/routing/legacy/data/retired-gallery-slugs.json', import.meta.url);
/** Most items a retired gallery gets from the local records. */
const MAX_ITEMS = 48;
/** Words of a title that say nothing about its subject. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'art', 'arts', 'at', 'by', 'for', 'from', 'highlights', 'in', 'into', 'of', 'on', 'the', 'to', 'with']);
/** The first retired gallery's date; each next one a day later (ordered as their ids). */
const FIRST_DAY = Date.UTC(2019, 0, 15);
const DAY_MS = 86_400_000;

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
/** Names that keep their capital in a sentence-case title: countries (English names) and their adjectives. */
const REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRY_WORDS = new Set(
  Array.from({ length: 26 * 26 }, (_, index) => String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26)))
    .map((code) => { try { return REGIONS.of(code); } catch { return undefined; } })
    .filter((name): name is string => name !== undefined && /^[A-Za-z]{4,}$/.test(name))
    .map((name) => name.toLowerCase()),
);
COUNTRY_WORDS.add('europe').add('european').add('byzantine');
const isProperWord = (word: string): boolean => COUNTRY_WORDS.has(word) || /^[a-z]{3,}(?:ian|ish|ese)$/.test(word);

/** `highlights-of-art-from-portugal` → `Highlights of art from Portugal` (sentence case, as europeana.eu's titles). */
export function retiredGalleryTitle(slug: string): string {
  return capitalised(slug.split('-').map((word) => (isProperWord(word) ? capitalised(word) : word)).join(' '));
}

/** A word and, for an English plural, its singulars (`harbours` → `harbour`; `ladies` → `lady`). */
function forms(word: string): string[] {
  if (word.length < 5 || !word.endsWith('s') || word.endsWith('ss')) return [word];
  const singulars = word.endsWith('ies') ? [`${word.slice(0, -3)}y`] : word.endsWith('es') ? [word.slice(0, -2), word.slice(0, -1)] : [word.slice(0, -1)];
  return [word, ...singulars];
}

/** The full-text query of a title: any of its subject words, each as written or in the singular (whole words). */
export function retiredGalleryQuery(slug: string): string | undefined {
  const words = [...new Set(slug.split('-').filter((word) => word.length > 2 && !STOP_WORDS.has(word)).flatMap(forms))];
  return words.length === 0 ? undefined : words.map((word) => `"${word}"`).join(' OR ');
}

/** Seeds the retired galleries once per store (after the sample sets, so that those keep their small ids). */
export function ensureRetiredGalleries(db: DatabaseSync, store: SetStore): void {
  if (getMeta(db, 'set_retired_seed_version') === RETIRED_SEED_VERSION) return;
  ensureCuratorAccount(db);
  const slugs = Object.entries(JSON.parse(readFileSync(RETIRED_SLUGS, 'utf8')) as Record<string, number>).sort(([, a], [, b]) => a - b);
  // The best of the first 2,000 matches: the seed has far fewer; a synthetic store of a million records would
  // otherwise score every match of "winter" at start (measured: 6 s at 100,000 records without the bound).
  const matches = db.prepare(
    `SELECT r.id FROM (SELECT rowid, bm25(records_fts) AS score FROM records_fts WHERE records_fts MATCH ? LIMIT 2000) f
     JOIN records r ON r.rid = f.rowid AND r.status = 'active' ORDER BY f.score, r.rid LIMIT ${String(MAX_ITEMS)}`,
  );
  slugs.forEach(([slug, id], index) => {
    const query = retiredGalleryQuery(slug);
    const items = query === undefined ? [] : matches.all(query).map((row) => String(row.id));
    const day = new Date(FIRST_DAY + index * DAY_MS).toISOString();
    store.insertSeeded(id, CURATOR_ACCOUNT.id, { type: 'Collection', visibility: 'public', title: { en: retiredGalleryTitle(slug) } }, items, { created: day, modified: day });
  });
  setMeta(db, 'set_retired_seed_version', RETIRED_SEED_VERSION);
}
