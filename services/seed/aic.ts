import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CONCEPTS, centuryLabels, centuryOf } from '../translate/glossary.ts';
import type { GlossaryConcept } from '../translate/glossary.ts';
import { imageColours } from './colours.ts';
import { indexRecord } from './index-record.ts';
import { addLang } from './langmap.ts';
import type { LangMap } from './langmap.ts';
import { partnerProxy } from './partner-enrichments.ts';
import { DATA_HOST, edmPreviewUrl } from './model.ts';
import type { EntityRef, MediaRow, SeedEntity, SeedRecord } from './model.ts';
import { CC0 } from './rights.ts';

/** Numeric dataset id given to the Art Institute of Chicago paintings (Europeana dataset ids are digits). */
export const AIC_DATASET = '2000001';
export const AIC_NAME = 'Art Institute of Chicago';
export const AIC_ORGANIZATION_URI = `${DATA_HOST}/organization/9300001`;
/** Width of the originals the w400 copies were made from (SOURCES.md: 843 px wide JPEGs). */
const ORIGINAL_WIDTH = 843;

const Artwork = z.object({
  id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  date: z.string(),
  medium: z.string(),
  image_id: z.string(),
  image_url: z.url(),
  collection_id: z.string(),
  local_w400: z.string(),
  w400_width: z.number().int().positive(),
  w400_height: z.number().int().positive(),
});
type Artwork = z.infer<typeof Artwork>;

interface ParsedArtist {
  readonly literal: string;
  readonly name: string | undefined;
  readonly nationality: string | undefined;
  readonly begin: number | undefined;
  readonly end: number | undefined;
}

const QUALIFIER = /^(After|Attributed to|Follower of|School of|Style of|Workshop of|Circle of)\s+/;

/** "Attributed to Claude Monet (French, 1840–1926)" → name, nationality and life dates. */
export function parseArtist(raw: string): ParsedArtist {
  const literal = (raw.split('\n')[0] ?? raw).trim();
  const match = /^(.+?)\s*\((.*)\)\s*$/.exec(literal.replace(QUALIFIER, ''));
  if (match === null) return { literal, name: undefined, nationality: undefined, begin: undefined, end: undefined };
  const name = (match[1] ?? '').trim();
  const details = match[2] ?? '';
  const firstPart = (details.split(',')[0] ?? '').trim();
  const nationality = /\d|active/.test(firstPart) ? undefined : firstPart;
  const years = [...details.matchAll(/\b(\d{4})\b/g)].map((found) => Number(found[1]));
  return { literal, name, nationality, begin: years[0], end: years.length > 1 ? years[years.length - 1] : undefined };
}

/** "c. 1745–50" → 1745; "16th century" → undefined year but century 16. */
export function parseDate(raw: string): { year: number | undefined; century: number | undefined } {
  const year = /\b(\d{4})\b/.exec(raw);
  if (year !== null) {
    const value = Number(year[1]);
    return { year: value, century: centuryOf(value) };
  }
  const century = /\b(\d{1,2})(?:st|nd|rd|th) century\b/i.exec(raw);
  return { year: undefined, century: century === null ? undefined : Number(century[1]) };
}

/** Stable local agent id from the artist's name (9 followed by 7 digits of its md5). */
function agentId(name: string): string {
  const digits = parseInt(createHash('md5').update(name).digest('hex').slice(0, 8), 16) % 10_000_000;
  return `9${String(digits).padStart(7, '0')}`;
}

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

function conceptsOfMedium(medium: string): GlossaryConcept[] {
  const words = medium.toLowerCase();
  return CONCEPTS.filter((concept) => concept.key !== 'painting' && concept.matches.some((word) => new RegExp(`\\b${word}\\b`).test(words)));
}

function prefLabels(labels: Readonly<Record<string, string>>): LangMap {
  const map: LangMap = {};
  for (const [lang, label] of Object.entries(labels)) addLang(map, lang, label);
  return map;
}

/** Entity JSON of a glossary concept (Entity API shape: prefLabel one string per language). */
export function conceptEntity(concept: GlossaryConcept): SeedEntity {
  return {
    uri: `${DATA_HOST}/concept/${concept.id}`,
    type: 'concept',
    json: { id: `${DATA_HOST}/concept/${concept.id}`, type: 'Concept', prefLabel: { ...concept.labels }, inScheme: ['http://data.europeana.eu/concept'] },
  };
}

/** Entity JSON of a century (Europeana's own timespan ids are the century numbers). */
export function centuryEntity(century: number): SeedEntity {
  const uri = `${DATA_HOST}/timespan/${century}`;
  return {
    uri,
    type: 'timespan',
    json: {
      id: uri,
      type: 'TimeSpan',
      prefLabel: centuryLabels(century),
      begin: `${String((century - 1) * 100 + 1).padStart(4, '0')}-01-01`,
      end: `${String(century * 100).padStart(4, '0')}-12-31`,
      isNextInSequence: century > 1 ? [`${DATA_HOST}/timespan/${century - 1}`] : undefined,
    },
  };
}

export function aicOrganization(): SeedEntity {
  return {
    uri: AIC_ORGANIZATION_URI,
    type: 'organization',
    json: {
      id: AIC_ORGANIZATION_URI,
      type: 'Organization',
      prefLabel: { en: AIC_NAME, de: 'Art Institute of Chicago', fr: 'Art Institute of Chicago' },
      acronym: { en: ['AIC'] },
      description: { en: 'Art museum in Chicago, Illinois, United States.' },
      homepage: 'https://www.artic.edu',
      logo: { id: 'http://commons.wikimedia.org/wiki/Special:FilePath/Art%20Institute%20of%20Chicago%20logo.svg', type: 'WebResource' },
      hasAddress: {
        id: `${AIC_ORGANIZATION_URI}#address`,
        type: 'Address',
        streetAddress: '111 South Michigan Avenue',
        postalCode: '60603',
        locality: 'Chicago',
        countryName: 'United States of America',
      },
      europeanaRole: [{ en: 'Data Provider' }],
      country: { id: 'https://sws.geonames.org/6252001/', type: 'Place', prefLabel: { en: 'United States of America' } },
      sameAs: ['http://www.wikidata.org/entity/Q239303'],
    },
  };
}

export interface AicSeed {
  readonly records: SeedRecord[];
  readonly entities: SeedEntity[];
}

/** Builds EDM records and their entities for every painting in `data/aic-artworks.json`. */
export async function buildAicSeed(seedDir: string): Promise<AicSeed> {
  const artworks = z.array(Artwork).parse(JSON.parse(readFileSync(join(seedDir, 'data', 'aic-artworks.json'), 'utf8')));
  const entities = new Map<string, SeedEntity>();
  const addEntity = (entity: SeedEntity): void => {
    if (!entities.has(entity.uri)) entities.set(entity.uri, entity);
  };
  addEntity(aicOrganization());
  const painting = CONCEPTS.find((concept) => concept.key === 'painting');
  if (painting === undefined) throw new Error('Glossary lacks the painting concept');
  addEntity(conceptEntity(painting));
  const agentNames = new Map<string, string>();
  const colours = await Promise.all(artworks.map((artwork) => imageColours(join(seedDir, 'images', artwork.local_w400))));
  const records = artworks.map((artwork, index) => {
    const colour = colours[index] ?? { palette: [], colour: true };
    return buildRecord(seedDir, artwork, colour, painting, addEntity, agentNames);
  });
  return { records, entities: [...entities.values()] };
}

function buildRecord(
  seedDir: string,
  artwork: Artwork,
  colour: { palette: string[]; colour: boolean },
  painting: GlossaryConcept,
  addEntity: (entity: SeedEntity) => void,
  agentNames: Map<string, string>,
): SeedRecord {
  const id = `/${AIC_DATASET}/aic_${artwork.id}`;
  const artist = parseArtist(artwork.artist);
  const date = parseDate(artwork.date);
  const refs: EntityRef[] = [{ uri: AIC_ORGANIZATION_URI, role: 'organization' }, { uri: `${DATA_HOST}/concept/${painting.id}`, role: 'concept' }];
  const agents: Record<string, unknown>[] = [];
  if (artist.name !== undefined) {
    const localId = agentId(artist.name);
    const owner = agentNames.get(localId);
    if (owner !== undefined && owner !== artist.name) throw new Error(`Agent id collision: ${owner} / ${artist.name}`);
    agentNames.set(localId, artist.name);
    const uri = `${DATA_HOST}/agent/${localId}`;
    const agent: Record<string, unknown> = { id: uri, type: 'Agent', prefLabel: { en: artist.name } };
    if (artist.begin !== undefined) agent.dateOfBirth = [String(artist.begin)];
    if (artist.end !== undefined) agent.dateOfDeath = [String(artist.end)];
    if (artist.nationality !== undefined) agent.note = { en: [`${artist.nationality} artist`] };
    addEntity({ uri, type: 'agent', json: agent });
    refs.push({ uri, role: 'creator' });
    agents.push({ about: uri, prefLabel: { en: [artist.name] }, begin: agent.dateOfBirth, end: agent.dateOfDeath });
  }
  const materials = conceptsOfMedium(artwork.medium);
  for (const concept of materials) {
    addEntity(conceptEntity(concept));
    refs.push({ uri: `${DATA_HOST}/concept/${concept.id}`, role: 'concept' });
  }
  const conceptList = [painting, ...materials];
  const timespans: Record<string, unknown>[] = [];
  if (date.century !== undefined) {
    const century = centuryEntity(date.century);
    addEntity(century);
    refs.push({ uri: century.uri, role: 'timespan' });
    timespans.push({ about: century.uri, prefLabel: prefLabels(centuryLabels(date.century)), begin: { def: [century.json.begin] }, end: { def: [century.json.end] } });
  }
  const mediaUrl = artwork.image_url;
  const height = Math.round((artwork.w400_height * ORIGINAL_WIDTH) / artwork.w400_width);
  const hash = md5(mediaUrl);
  const fullFile = `full/${artwork.id}.jpg`;
  const hasFull = existsIn(seedDir, fullFile);
  const media: MediaRow = {
    hash,
    url: mediaUrl,
    previewFile: artwork.local_w400,
    fullFile: hasFull ? fullFile : undefined,
    mime: 'image/jpeg',
    width: ORIGINAL_WIDTH,
    height,
  };
  const preview = edmPreviewUrl(mediaUrl, 'IMAGE');
  const shownAt = `https://www.artic.edu/artworks/${artwork.id}`;
  const conceptLabels: LangMap = {};
  for (const concept of conceptList) for (const [lang, label] of Object.entries(concept.labels)) addLang(conceptLabels, lang, label);
  const timespanLabels: LangMap = date.century === undefined ? {} : prefLabels(centuryLabels(date.century));
  const creatorLiteral = artist.literal;
  const timestamp = '2025-08-22T00:00:00.000Z';
  const item: Record<string, unknown> = {
    id,
    guid: `https://www.europeana.eu/item${id}`,
    link: `https://api.europeana.eu/record${id}.json`,
    type: 'IMAGE',
    title: [artwork.title],
    dcTitleLangAware: { en: [artwork.title] },
    dcCreator: [creatorLiteral],
    dcCreatorLangAware: { en: [creatorLiteral] },
    edmAgentLabel: artist.name === undefined ? undefined : [{ def: artist.name }],
    edmAgent: artist.name === undefined ? undefined : [`${DATA_HOST}/agent/${agentId(artist.name)}`],
    edmPreview: [preview],
    edmIsShownBy: [mediaUrl],
    edmIsShownAt: [shownAt],
    edmLandingPage: [`https://www.europeana.eu/item${id}`],
    dataProvider: [AIC_NAME],
    provider: [AIC_NAME],
    rights: [CC0],
    country: ['United States of America'],
    language: ['en'],
    year: date.year === undefined ? undefined : [String(date.year)],
    edmConcept: conceptList.map((concept) => `${DATA_HOST}/concept/${concept.id}`),
    edmConceptPrefLabelLangAware: conceptLabels,
    edmConceptLabel: conceptList.map((concept) => ({ def: concept.labels.en })),
    edmTimespan: date.century === undefined ? undefined : [`${DATA_HOST}/timespan/${date.century}`],
    edmTimespanLabelLangAware: date.century === undefined ? undefined : timespanLabels,
    edmTimespanLabel: date.century === undefined ? undefined : [{ def: centuryLabels(date.century).en }],
    edmDatasetName: [`${AIC_DATASET}_Local_ArtInstituteChicago`],
    europeanaCollectionName: [`${AIC_DATASET}_Local_ArtInstituteChicago`],
    previewNoDistribute: false,
    ugc: [false],
    score: 1,
    timestamp: Date.parse(timestamp),
    timestamp_created: timestamp,
    timestamp_created_epoch: Date.parse(timestamp),
    timestamp_update: timestamp,
    timestamp_update_epoch: Date.parse(timestamp),
  };
  const providerProxy: Record<string, unknown> = {
    about: `/proxy/provider${id}`,
    proxyFor: `/item${id}`,
    proxyIn: [`/aggregation/provider${id}`],
    europeanaProxy: false,
    edmType: 'IMAGE',
    dcTitle: { en: [artwork.title] },
    dcCreator: { en: [creatorLiteral] },
    dcDate: { def: [artwork.date] },
    dctermsMedium: { en: [artwork.medium] },
    dcType: { en: ['Painting'] },
    dcIdentifier: { def: [String(artwork.id)] },
  };
  const europeanaProxy: Record<string, unknown> = {
    about: `/proxy/europeana${id}`,
    proxyFor: `/item${id}`,
    proxyIn: [`/aggregation/europeana${id}`],
    europeanaProxy: true,
    edmType: 'IMAGE',
    dcCreator: artist.name === undefined ? undefined : { def: [`${DATA_HOST}/agent/${agentId(artist.name)}`] },
    dcType: { def: [`${DATA_HOST}/concept/${painting.id}`] },
    dctermsMedium: materials.length === 0 ? undefined : { def: materials.map((concept) => `${DATA_HOST}/concept/${concept.id}`) },
    dctermsTemporal: date.century === undefined ? undefined : { def: [`${DATA_HOST}/timespan/${date.century}`] },
    year: date.year === undefined ? undefined : { def: [String(date.year)] },
  };
  const record: Record<string, unknown> = {
    about: id,
    type: 'IMAGE',
    title: [artwork.title],
    year: date.year === undefined ? undefined : [String(date.year)],
    country: ['United States of America'],
    language: ['en'],
    edmDatasetName: [`${AIC_DATASET}_Local_ArtInstituteChicago`],
    europeanaCollectionName: [`${AIC_DATASET}_Local_ArtInstituteChicago`],
    timestamp_created: timestamp,
    timestamp_created_epoch: Date.parse(timestamp),
    timestamp_update: timestamp,
    timestamp_update_epoch: Date.parse(timestamp),
    providedCHOs: [{ about: `/item${id}` }],
    proxies: [providerProxy, ...[partnerProxy(id, 'IMAGE')].filter((proxy) => proxy !== undefined), europeanaProxy],
    aggregations: [
      {
        about: `/aggregation/provider${id}`,
        aggregatedCHO: `/item${id}`,
        // Named by its organisation's URI, as the Record API names a provider Europeana knows (`organizations` labels it).
        edmDataProvider: { def: [AIC_ORGANIZATION_URI] },
        edmProvider: { def: [AIC_NAME] },
        edmRights: { def: [CC0] },
        edmIsShownBy: mediaUrl,
        edmIsShownAt: shownAt,
        edmObject: mediaUrl,
        edmUgc: 'false',
        webResources: [
          {
            about: mediaUrl,
            ebucoreHasMimeType: 'image/jpeg',
            ebucoreWidth: ORIGINAL_WIDTH,
            ebucoreHeight: height,
            edmHasColorSpace: colour.colour ? 'sRGB' : 'Grayscale',
            edmComponentColor: colour.palette,
            webResourceEdmRights: { def: [CC0] },
            isNextInSequence: undefined,
          },
          { about: shownAt },
        ],
      },
    ],
    europeanaAggregation: {
      about: `/aggregation/europeana${id}`,
      aggregatedCHO: `/item${id}`,
      dcCreator: { def: ['Europeana'] },
      edmCountry: { def: ['United States of America'] },
      edmLanguage: { def: ['en'] },
      edmRights: { def: [CC0] },
      edmPreview: preview,
      edmLandingPage: `https://www.europeana.eu/item${id}`,
    },
    agents,
    concepts: conceptList.map((concept) => ({ about: `${DATA_HOST}/concept/${concept.id}`, prefLabel: prefLabels(concept.labels) })),
    timespans,
    places: [],
    organizations: [{ about: AIC_ORGANIZATION_URI, prefLabel: { en: [AIC_NAME] } }],
  };
  return indexRecord({
    record: dropUndefined(record),
    item: dropUndefined(item),
    type: 'IMAGE',
    contentTier: 4,
    year: date.year,
    media: [media],
    palette: colour.palette,
    colour: colour.colour,
    themes: ['art'],
    entities: refs,
    created: timestamp,
    updated: timestamp,
    extraWhat: [artwork.medium, 'Painting'],
    extraWhen: [artwork.date],
  });
}

function existsIn(seedDir: string, file: string): boolean {
  return existsSync(join(seedDir, 'images', file));
}

/** Removes undefined-valued keys (deeply), so JSON output has no holes and shapes stay predictable. */
export function dropUndefined<T extends Record<string, unknown>>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
