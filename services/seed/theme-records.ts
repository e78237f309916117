/**
 * Records of the newspaper and fashion collections (issue 25: the search sidebar's collection-specific filters,
 * portal.js utils/europeana/themes.js), shaped as Europeana holds them: newspaper issues with their date of issue
 * (`dcterms:issued`, the `proxy_dcterms_issued` filter by day or range), and fashion items as Europeana Fashion
 * delivers them, the designer as a creator "Name (Designer)" and the object type, technique and material as
 * English `dc:type`, `dc:format` and `dcterms:medium` values with their prefixes ("Object Type: dress",
 * "Technique: embroidery", "Material: silk"), which the portal's fashion facets filter on and strip. Metadata only
 * (no media): the titles, dates and names are the seed's own descriptions, not copies of real records.
 */
import { indexRecord } from './index-record.ts';
import type { LangMap } from './langmap.ts';
import type { EdmType, SeedRecord } from './model.ts';

export const THEME_DATASET = '2000003';
const PROVIDER = 'Heritage Portal sample collections';
const TIMESTAMP = '2026-11-26T09:00:00.000Z';
const NO_COPYRIGHT = 'http://creativecommons.org/publicdomain/mark/1.0/';
const CC_BY_SA = 'http://creativecommons.org/licenses/by-sa/4.0/';

interface ThemeSpec {
  readonly localId: string;
  readonly type: EdmType;
  readonly title: LangMap;
  readonly description: LangMap;
  readonly creators: readonly string[];
  /** The date of the item: the day of issue of a newspaper (`YYYY-MM-DD`), a year or a span otherwise. */
  readonly date: string;
  readonly year: number;
  readonly issued?: string;
  readonly dcType: readonly string[];
  readonly dcFormat?: readonly string[];
  readonly medium?: readonly string[];
  readonly rights: string;
  readonly dataProvider: string;
  readonly country: string;
  readonly language: string;
  readonly theme: 'newspaper' | 'fashion';
}

/** A newspaper issue of a title on a day. */
function issue(localId: string, paper: string, day: string, lang: string, country: string, lead: string): ThemeSpec {
  const year = Number(day.slice(0, 4));
  return {
    localId,
    type: 'TEXT',
    title: { [lang]: [`${paper} – ${day}`], en: [`${paper}, issue of ${day}`] },
    description: { en: [`Issue of ${day}. ${lead}`] },
    creators: [paper],
    date: day,
    year,
    issued: day,
    dcType: ['Newspaper'],
    rights: NO_COPYRIGHT,
    dataProvider: 'Heritage Portal newspaper archive',
    country,
    language: lang,
    theme: 'newspaper',
  };
}

interface Garment {
  readonly localId: string;
  readonly title: string;
  readonly designer: string;
  readonly year: number;
  readonly type: string;
  readonly technique: string;
  readonly material: readonly string[];
  readonly description: string;
}

function garment(g: Garment): ThemeSpec {
  return {
    localId: g.localId,
    type: 'IMAGE',
    title: { en: [g.title] },
    description: { en: [g.description] },
    creators: [`${g.designer} (Designer)`, 'Heritage Portal costume studio (Photographer)'],
    date: String(g.year),
    year: g.year,
    dcType: [`Object Type: ${g.type}`, 'fashion object'],
    dcFormat: [`Technique: ${g.technique}`],
    medium: g.material.map((m) => `Material: ${m}`),
    rights: CC_BY_SA,
    dataProvider: 'Heritage Portal costume collection',
    country: 'Europe',
    language: 'en',
    theme: 'fashion',
  };
}

const SPECS: readonly ThemeSpec[] = [
  issue('news_morning_post_19140503', 'The Morning Courier', '1914-05-03', 'en', 'Europe', 'Harbour strike ends; spring fair opens on the common.'),
  issue('news_morning_post_19140628', 'The Morning Courier', '1914-06-28', 'en', 'Europe', 'Shipping news, market prices and a report from the regatta.'),
  issue('news_morning_post_19140805', 'The Morning Courier', '1914-08-05', 'en', 'Europe', 'Mobilisation notices and the first reports from the front.'),
  issue('news_abendblatt_19141224', 'Städtisches Abendblatt', '1914-12-24', 'de', 'Europe', 'Christmas notices, a letter from the front and the theatre programme.'),
  issue('news_abendblatt_19161101', 'Städtisches Abendblatt', '1916-11-01', 'de', 'Europe', 'Ration cards for the winter; the city council on coal supplies.'),
  issue('news_courrier_19181111', 'Le Courrier du Soir', '1918-11-11', 'fr', 'Europe', 'The armistice is signed: the bells ring in every town.'),
  issue('news_courrier_19190628', 'Le Courrier du Soir', '1919-06-28', 'fr', 'Europe', 'The peace treaty signed at Versailles.'),
  issue('news_dagblad_19200517', 'Het Avonddagblad', '1920-05-17', 'nl', 'Europe', 'The new tram line opens; the summer timetable of the ferries.'),
  garment({ localId: 'fashion_evening_dress', title: 'Evening dress with beaded bodice', designer: 'Maison Lefèvre', year: 1925, type: 'evening dress', technique: 'beading', material: ['silk', 'glass beads'], description: 'A straight-cut evening dress of the 1920s, its bodice covered in glass beads.' }),
  garment({ localId: 'fashion_day_dress', title: 'Day dress with pleated skirt', designer: 'Maison Lefèvre', year: 1928, type: 'dress', technique: 'pleating', material: ['wool'], description: 'A wool day dress with a knife-pleated skirt and a sailor collar.' }),
  garment({ localId: 'fashion_coat', title: 'Coat with fur collar', designer: 'Atelier Brandt', year: 1931, type: 'coat', technique: 'tailoring', material: ['wool', 'fur'], description: 'A tailored winter coat with a wide fur collar and cuffs.' }),
  garment({ localId: 'fashion_hat', title: 'Cloche hat', designer: 'Atelier Brandt', year: 1926, type: 'hat', technique: 'felting', material: ['felt'], description: 'A close-fitting felt cloche with a grosgrain band.' }),
  garment({ localId: 'fashion_shawl', title: 'Embroidered shawl', designer: 'Casa Moreno', year: 1912, type: 'shawl', technique: 'embroidery', material: ['silk'], description: 'A square silk shawl embroidered with flowers, with a knotted fringe.' }),
  garment({ localId: 'fashion_gown', title: 'Ball gown with embroidered train', designer: 'Casa Moreno', year: 1909, type: 'evening dress', technique: 'embroidery', material: ['silk', 'lace'], description: 'A ball gown of silk satin with a lace overlay and an embroidered train.' }),
  garment({ localId: 'fashion_suit', title: 'Two-piece travelling suit', designer: 'Hendriks & Zonen', year: 1935, type: 'suit', technique: 'tailoring', material: ['linen'], description: 'A linen jacket and skirt for travelling, with patch pockets.' }),
  garment({ localId: 'fashion_gloves', title: 'Pair of evening gloves', designer: 'Hendriks & Zonen', year: 1937, type: 'gloves', technique: 'sewing', material: ['leather'], description: 'Elbow-length kid leather gloves with three buttons at the wrist.' }),
];

function buildRecord(spec: ThemeSpec): SeedRecord {
  const id = `/${THEME_DATASET}/${spec.localId}`;
  const english = (map: LangMap): string => map.en?.[0] ?? Object.values(map)[0]?.[0] ?? '';
  const dataset = `${THEME_DATASET}_Local_SampleCollections`;
  const item: Record<string, unknown> = {
    id,
    guid: `https://www.europeana.eu/item${id}`,
    link: `https://api.europeana.eu/record${id}.json`,
    type: spec.type,
    title: [english(spec.title)],
    dcTitleLangAware: spec.title,
    dcDescription: [english(spec.description)],
    dcDescriptionLangAware: spec.description,
    dcCreator: [...spec.creators],
    dcCreatorLangAware: { def: [...spec.creators] },
    dcTypeLangAware: { en: [...spec.dcType] },
    edmLandingPage: [`https://www.europeana.eu/item${id}`],
    dataProvider: [spec.dataProvider],
    provider: [PROVIDER],
    rights: [spec.rights],
    country: [spec.country],
    language: [spec.language],
    dcLanguage: [spec.language],
    year: [String(spec.year)],
    edmDatasetName: [dataset],
    europeanaCollectionName: [dataset],
    previewNoDistribute: false,
    ugc: [false],
    score: 1,
    timestamp: Date.parse(TIMESTAMP),
    timestamp_created: TIMESTAMP,
    timestamp_created_epoch: Date.parse(TIMESTAMP),
    timestamp_update: TIMESTAMP,
    timestamp_update_epoch: Date.parse(TIMESTAMP),
  };
  const record: Record<string, unknown> = {
    about: id,
    type: spec.type,
    title: [english(spec.title)],
    year: [String(spec.year)],
    country: [spec.country],
    language: [spec.language],
    edmDatasetName: [dataset],
    europeanaCollectionName: [dataset],
    timestamp_created: TIMESTAMP,
    timestamp_created_epoch: Date.parse(TIMESTAMP),
    timestamp_update: TIMESTAMP,
    timestamp_update_epoch: Date.parse(TIMESTAMP),
    providedCHOs: [{ about: `/item${id}` }],
    proxies: [
      {
        about: `/proxy/provider${id}`,
        proxyFor: `/item${id}`,
        proxyIn: [`/aggregation/provider${id}`],
        europeanaProxy: false,
        edmType: spec.type,
        dcTitle: spec.title,
        dcDescription: spec.description,
        dcCreator: { def: [...spec.creators] },
        dcDate: { def: [spec.date] },
        dcType: { en: [...spec.dcType] },
        ...(spec.dcFormat === undefined ? {} : { dcFormat: { en: [...spec.dcFormat] } }),
        ...(spec.medium === undefined ? {} : { dctermsMedium: { en: [...spec.medium] } }),
        ...(spec.issued === undefined ? {} : { dctermsIssued: { def: [spec.issued] } }),
        dcLanguage: { def: [spec.language] },
      },
      {
        about: `/proxy/europeana${id}`,
        proxyFor: `/item${id}`,
        proxyIn: [`/aggregation/europeana${id}`],
        europeanaProxy: true,
        edmType: spec.type,
        year: { def: [String(spec.year)] },
      },
    ],
    aggregations: [
      {
        about: `/aggregation/provider${id}`,
        aggregatedCHO: `/item${id}`,
        edmDataProvider: { def: [spec.dataProvider] },
        edmProvider: { def: [PROVIDER] },
        edmRights: { def: [spec.rights] },
        edmUgc: 'false',
        webResources: [],
      },
    ],
    europeanaAggregation: {
      about: `/aggregation/europeana${id}`,
      aggregatedCHO: `/item${id}`,
      edmCountry: { def: [spec.country] },
      edmLanguage: { def: [spec.language] },
      edmRights: { def: [spec.rights] },
      edmLandingPage: `https://www.europeana.eu/item${id}`,
    },
    agents: [],
    concepts: [],
    timespans: [],
    places: [],
    organizations: [],
  };
  return indexRecord({
    record: JSON.parse(JSON.stringify(record)) as Record<string, unknown>,
    item: JSON.parse(JSON.stringify(item)) as Record<string, unknown>,
    type: spec.type,
    contentTier: 2,
    year: spec.year,
    media: [],
    palette: [],
    colour: undefined,
    themes: [spec.theme],
    entities: [],
    created: TIMESTAMP,
    updated: TIMESTAMP,
    extraWhat: [...spec.dcType, ...(spec.dcFormat ?? []), ...(spec.medium ?? [])],
    extraWhen: [spec.date],
    extraFacets: [
      ['proxy_dc_type.en', spec.dcType],
      ['proxy_dc_format.en', spec.dcFormat ?? []],
      ['proxy_dcterms_medium.en', spec.medium ?? []],
      ['proxy_dcterms_issued', spec.issued === undefined ? [] : [spec.issued]],
    ],
  });
}

/** The seed's newspaper issues and fashion items. */
export function buildThemeRecordsSeed(): SeedRecord[] {
  return SPECS.map(buildRecord);
}
