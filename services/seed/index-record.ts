import { allValues, isRecord, toLangMap, toStrings } from './langmap.ts';
import type { LangMap } from './langmap.ts';
import type { EdmType, EntityRef, FtsFields, FulltextRow, MediaRow, SeedRecord } from './model.ts';
import { aspectRatio, imageSizeBand } from './model.ts';
import { reusabilityOf } from './rights.ts';

export interface IndexInput {
  readonly record: Record<string, unknown>;
  readonly item: Record<string, unknown>;
  readonly type: EdmType;
  readonly contentTier: number;
  readonly year: number | undefined;
  readonly media: readonly MediaRow[];
  readonly palette: readonly string[];
  readonly colour: boolean | undefined;
  readonly themes: readonly string[];
  readonly entities: readonly EntityRef[];
  readonly created: string;
  readonly updated: string;
  readonly synthetic?: boolean;
  readonly status?: 'active' | 'depublished';
  /** Extra text for the `what` field (e.g. the medium literal). */
  readonly extraWhat?: readonly string[];
  /** Extra text for the `when` field (e.g. the date literal). */
  readonly extraWhen?: readonly string[];
  /** The record's full text by language (a film's subtitles); TEXT_FULLTEXT is true when there is any. */
  readonly fulltext?: readonly FulltextRow[];
  /** Facet values of other fields (`proxy_dc_type.en`, `proxy_dcterms_issued`, services/search/fields.ts). */
  readonly extraFacets?: readonly (readonly [string, readonly string[]])[];
}

/**
 * Languages whose entity labels go into the full-text index: English, language-neutral and the record's
 * own languages. Other languages are reached through the translate profile's multilingual expansion.
 */
function indexLangs(item: Record<string, unknown>): Set<string> {
  return new Set(['en', 'def', ...toStrings(item.language), ...toStrings(item.dcLanguage)]);
}

function labelsIn(map: LangMap | undefined, langs: Set<string>): string[] {
  if (map === undefined) return [];
  return [...new Set(Object.entries(map).filter(([lang]) => langs.has(lang)).flatMap(([, values]) => values))];
}

function langAware(item: Record<string, unknown>, field: string): LangMap | undefined {
  return toLangMap(item[field]);
}

/** Completeness 1–10 from how many descriptive fields the item carries. */
function completenessOf(item: Record<string, unknown>): number {
  const fields = ['dcTitleLangAware', 'dcCreatorLangAware', 'dcDescriptionLangAware', 'edmConcept', 'edmTimespanLabelLangAware', 'edmPlaceLabelLangAware', 'year', 'edmIsShownBy', 'edmPreview', 'dcLanguage'];
  const present = fields.filter((field) => item[field] !== undefined).length;
  return Math.max(1, Math.min(10, present));
}

/** Turns a record and its search item into the rows the store keeps (facet values, full-text fields). */
export function indexRecord(input: IndexInput): SeedRecord {
  const { item } = input;
  const langs = indexLangs(item);
  const facets: [string, string][] = [];
  const add = (facet: string, values: readonly string[]): void => {
    for (const value of new Set(values)) if (value.trim() !== '') facets.push([facet, value.trim()]);
  };
  const rights = toStrings(item.rights);
  add('TYPE', [input.type]);
  add('COUNTRY', toStrings(item.country));
  add('CREATOR', toStrings(item.dcCreator).filter((creator) => !creator.startsWith('http')));
  add('DATA_PROVIDER', toStrings(item.dataProvider));
  add('PROVIDER', toStrings(item.provider));
  add('edm_datasetName', toStrings(item.edmDatasetName));
  add('RIGHTS', rights);
  add('REUSABILITY', rights.length > 0 ? [reusabilityOf(rights[0] ?? '')] : ['uncategorized']);
  add('LANGUAGE', toStrings(item.language));
  add('YEAR', toStrings(item.year));
  add('contentTier', [String(input.contentTier)]);
  add('UGC', ['false']);
  add('MEDIA', [input.media.length > 0 ? 'true' : 'false']);
  add('THUMBNAIL', [item.edmPreview === undefined ? 'false' : 'true']);
  add('TEXT_FULLTEXT', [(input.fulltext ?? []).length > 0 ? 'true' : 'false']);
  add('LANDINGPAGE', [item.edmIsShownAt === undefined ? 'false' : 'true']);
  add('collection', input.themes);
  for (const [facet, values] of input.extraFacets ?? []) add(facet, values);
  const first = input.media[0];
  if (first !== undefined) {
    add('MIME_TYPE', [first.mime]);
    if (input.type === 'IMAGE') {
      add('IMAGE_SIZE', [imageSizeBand(first.width, first.height)]);
      add('IMAGE_ASPECTRATIO', [aspectRatio(first.width, first.height)]);
      if (input.colour !== undefined) {
        add('IMAGE_COLOUR', [String(input.colour)]);
        add('IMAGE_GREYSCALE', [String(!input.colour)]);
      }
      add('COLOURPALETTE', input.palette);
    }
  }
  const fts: FtsFields = {
    title: [...toStrings(item.title), ...allValues(langAware(item, 'dcTitleLangAware'))],
    who: [...toStrings(item.dcCreator), ...allValues(langAware(item, 'dcCreatorLangAware')), ...toStrings(item.edmAgentLabel)],
    what: [
      ...labelsIn(langAware(item, 'edmConceptPrefLabelLangAware'), langs),
      ...allValues(langAware(item, 'dcSubjectLangAware')),
      ...allValues(langAware(item, 'dcTypeLangAware')),
      ...(input.extraWhat ?? []),
    ],
    when: [...toStrings(item.year), ...labelsIn(langAware(item, 'edmTimespanLabelLangAware'), langs), ...(input.extraWhen ?? [])],
    where: [...labelsIn(langAware(item, 'edmPlaceLabelLangAware'), langs), ...toStrings(item.country)],
    description: [...toStrings(item.dcDescription), ...allValues(langAware(item, 'dcDescriptionLangAware'))],
  };
  const completeness = completenessOf(item);
  const enriched: Record<string, unknown> = { ...item, europeanaCompleteness: completeness, completeness };
  return {
    id: String(item.id),
    status: input.status ?? 'active',
    synthetic: input.synthetic ?? false,
    type: input.type,
    contentTier: input.contentTier,
    year: input.year,
    completeness,
    created: input.created,
    updated: input.updated,
    item: enriched,
    record: isRecord(input.record) ? { ...input.record, europeanaCompleteness: completeness } : input.record,
    facets,
    entities: input.entities,
    fts,
    media: input.media,
    fulltext: input.fulltext ?? [],
  };
}
