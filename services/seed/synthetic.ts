import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { setMeta, transaction } from '../store/db.ts';
import { CONCEPTS, centuryLabels, centuryOf } from '../translate/glossary.ts';
import { centuryEntity, conceptEntity, dropUndefined } from './aic.ts';
import { indexRecord } from './index-record.ts';
import { DATA_HOST, EDM_TYPES, edmPreviewUrl } from './model.ts';
import type { EdmType, EntityRef, MediaRow, SeedEntity, SeedRecord } from './model.ts';
import { CC0, PDM } from './rights.ts';
import { SEED_VERSION } from './seed.ts';
import { RecordWriter, clearSeededTables, writeEntities } from './writer.ts';

/** Marker every synthetic record carries in its title, provider and dataset name. */
export const SYNTHETIC_LABEL = 'Synthetic';

/** Deterministic 32-bit PRNG (mulberry32), so the same --items always gives the same store. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WORDS = ('landscape portrait river harbour village church winter summer morning evening storm garden market bridge mountain forest '
  + 'castle street festival dancer musician sailor farmer mother child saint angel king queen battle ship train station city sea '
  + 'flowers still life fruit table window interior kitchen woman man horse dog cat bird tree field road meadow lake shore rocks '
  + 'cliff moon sun clouds snow rain fog night light shadow reflection study sketch view scene gathering procession wedding funeral '
  + 'letter map manuscript book newspaper poster photograph song record film chair vase bowl coin medal sword armour dress hat').split(' ');
const COUNTRIES = ['France', 'Germany', 'Netherlands', 'Italy', 'Spain', 'Poland', 'Sweden', 'Denmark', 'Belgium', 'Austria', 'Portugal', 'Czech Republic', 'Finland', 'Ireland', 'Greece', 'Hungary', 'Norway', 'Estonia', 'Slovenia', 'Croatia'];
const LANGUAGES = ['en', 'de', 'fr', 'nl', 'it', 'es', 'pl', 'sv', 'da', 'pt', 'cs', 'fi', 'el', 'hu', 'et'];
const RIGHTS = [PDM, CC0, 'http://creativecommons.org/licenses/by/4.0/', 'http://creativecommons.org/licenses/by-sa/4.0/', 'http://creativecommons.org/licenses/by-nc/4.0/', 'http://rightsstatements.org/vocab/InC/1.0/', 'http://rightsstatements.org/vocab/NoC-NC/1.0/', 'http://rightsstatements.org/vocab/CNE/1.0/'];
const THEMES = ['art', 'photography', 'music', 'map', 'manuscript', 'newspaper', 'nature', 'fashion', 'sport', 'ww1', 'archaeology', 'industrial', 'migration'];
const MIME: Readonly<Record<EdmType, string>> = { IMAGE: 'image/jpeg', TEXT: 'application/pdf', SOUND: 'audio/mpeg', VIDEO: 'video/mp4', '3D': 'model/gltf-binary' };

function pickOne<T>(next: () => number, list: readonly T[]): T {
  const value = list[Math.floor(next() * list.length)];
  if (value === undefined) throw new Error('empty list');
  return value;
}

function edmTypeFor(roll: number): EdmType {
  if (roll < 0.6) return 'IMAGE';
  if (roll < 0.85) return 'TEXT';
  if (roll < 0.92) return 'SOUND';
  if (roll < 0.98) return 'VIDEO';
  return EDM_TYPES[4] ?? '3D';
}

/** Builds synthetic record `index` (0-based); the same index always gives the same record. */
export function syntheticRecord(index: number, previews: readonly string[]): SeedRecord {
  const next = random(index * 7919 + 17);
  const dataset = String(9_999_000 + (index % 50));
  const id = `/${dataset}/synthetic_${index}`;
  const type = edmTypeFor(next());
  const words = Array.from({ length: 3 + Math.floor(next() * 4) }, () => pickOne(next, WORDS));
  const title = `${SYNTHETIC_LABEL}: ${words.join(' ')}`;
  const description = `${SYNTHETIC_LABEL} record for benchmarks. ${Array.from({ length: 10 + Math.floor(next() * 15) }, () => pickOne(next, WORDS)).join(' ')}.`;
  const creatorNumber = Math.floor(next() ** 2 * 2000);
  const creator = `${SYNTHETIC_LABEL} Creator ${String(creatorNumber).padStart(4, '0')}`;
  const year = 1400 + Math.floor(next() * 620);
  const century = centuryOf(year);
  const country = pickOne(next, COUNTRIES);
  const language = pickOne(next, LANGUAGES);
  const provider = `${SYNTHETIC_LABEL} Aggregator ${String(Math.floor(next() * 20)).padStart(2, '0')}`;
  const dataProvider = `${SYNTHETIC_LABEL} Institution ${String(Math.floor(next() ** 1.5 * 300)).padStart(3, '0')}`;
  const rights = pickOne(next, RIGHTS);
  const concept = pickOne(next, CONCEPTS);
  const tier = next() < 0.05 ? 0 : 1 + Math.floor(next() * 4);
  const hasMedia = tier > 0 && next() < 0.8;
  const mediaUrl = `https://synthetic.example.org/media/${dataset}/${index}.${type === 'IMAGE' ? 'jpg' : 'bin'}`;
  const width = 200 + Math.floor(next() * 3000);
  const height = 200 + Math.floor(next() * 3000);
  const media: MediaRow[] = hasMedia
    ? [{ hash: createHash('md5').update(mediaUrl).digest('hex'), url: mediaUrl, previewFile: pickOne(next, previews), fullFile: undefined, mime: MIME[type], width, height }]
    : [];
  const timestamp = new Date(Date.UTC(2015, 0, 1) + index * 60_000).toISOString();
  const conceptUri = `${DATA_HOST}/concept/${concept.id}`;
  const item: Record<string, unknown> = {
    id,
    type,
    title: [title],
    dcTitleLangAware: { [language]: [title] },
    dcDescription: [description],
    dcDescriptionLangAware: { [language]: [description] },
    dcCreator: [creator],
    dcCreatorLangAware: { def: [creator] },
    dataProvider: [dataProvider],
    provider: [provider],
    rights: [rights],
    country: [country],
    language: [language],
    year: [String(year)],
    edmIsShownBy: hasMedia ? [mediaUrl] : undefined,
    edmPreview: hasMedia ? [edmPreviewUrl(mediaUrl, type)] : undefined,
    edmIsShownAt: [`https://synthetic.example.org/object/${index}`],
    edmConcept: [conceptUri],
    edmConceptPrefLabelLangAware: Object.fromEntries(Object.entries(concept.labels).map(([lang, label]) => [lang, [label]])),
    edmTimespanLabelLangAware: Object.fromEntries(Object.entries(centuryLabels(century)).map(([lang, label]) => [lang, [label]])),
    edmDatasetName: [`${dataset}_${SYNTHETIC_LABEL}`],
    timestamp_created: timestamp,
    timestamp_update: timestamp,
    ugc: [false],
    previewNoDistribute: false,
  };
  const record: Record<string, unknown> = {
    about: id,
    type,
    title: [title],
    providedCHOs: [{ about: `/item${id}` }],
    proxies: [{ about: `/proxy/provider${id}`, europeanaProxy: false, edmType: type, dcTitle: { [language]: [title] }, dcCreator: { def: [creator] }, dcDescription: { [language]: [description] }, dcDate: { def: [String(year)] } }],
    aggregations: [{ about: `/aggregation/provider${id}`, edmDataProvider: { def: [dataProvider] }, edmProvider: { def: [provider] }, edmRights: { def: [rights] }, edmIsShownBy: hasMedia ? mediaUrl : undefined, webResources: [] }],
    europeanaAggregation: { about: `/aggregation/europeana${id}`, edmCountry: { def: [country] }, edmLanguage: { def: [language] }, edmPreview: hasMedia ? edmPreviewUrl(mediaUrl, type) : undefined },
    concepts: [{ about: conceptUri, prefLabel: { en: [concept.labels.en] } }],
    timespans: [{ about: `${DATA_HOST}/timespan/${century}`, prefLabel: { en: [centuryLabels(century).en] } }],
  };
  const entities: EntityRef[] = [{ uri: conceptUri, role: 'concept' }, { uri: `${DATA_HOST}/timespan/${century}`, role: 'timespan' }];
  const palette = type === 'IMAGE' && hasMedia ? ['#2F4F4F', '#A9A9A9', '#8B4513', '#F5F5DC', '#000080', '#228B22'].filter(() => next() < 0.4) : [];
  return indexRecord({
    record: dropUndefined(record),
    item: dropUndefined(item),
    type,
    contentTier: tier,
    year,
    media,
    palette,
    colour: type === 'IMAGE' && hasMedia ? next() < 0.8 : undefined,
    themes: next() < 0.7 ? [pickOne(next, THEMES)] : [],
    entities,
    created: timestamp,
    updated: timestamp,
    synthetic: true,
  });
}

/**
 * Fills `db` with `count` synthetic records (and the glossary concepts and centuries they refer to), replacing
 * whatever it held. The store is marked `seed_kind=synthetic` so the server serves it as it is.
 */
export function writeSyntheticStore(db: DatabaseSync, seedDir: string, count: number, onProgress?: (done: number) => void): void {
  const previews = readdirSync(join(seedDir, 'images', 'w400')).sort().map((file) => `w400/${file}`);
  const entities: SeedEntity[] = [...CONCEPTS.map(conceptEntity), ...Array.from({ length: 21 }, (_, index) => centuryEntity(index + 1))];
  transaction(db, () => {
    clearSeededTables(db);
    setMeta(db, 'seed_version', 'incomplete');
  });
  const writer = new RecordWriter(db);
  const batch = 5000;
  for (let start = 0; start < count; start += batch) {
    transaction(db, () => {
      for (let index = start; index < Math.min(count, start + batch); index += 1) writer.write(syntheticRecord(index, previews));
    });
    onProgress?.(Math.min(count, start + batch));
  }
  transaction(db, () => {
    writeEntities(db, entities);
    setMeta(db, 'seed_kind', 'synthetic');
    setMeta(db, 'synthetic_items', String(count));
    setMeta(db, 'seed_version', SEED_VERSION);
  });
  db.exec("INSERT INTO records_fts (records_fts) VALUES ('optimize')");
  db.exec('ANALYZE');
}
