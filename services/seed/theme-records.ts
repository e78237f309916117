/**
 * Records of the newspaper and fashion collections (issue 25: the search sidebar's collection-specific filters,
 * portal.js utils/europeana/themes.js), shaped as Europeana holds them: newspaper issues with their date of issue
 * (`dcterms:issued`, the `proxy_dcterms_issued` filter by day or range), and fashion items as Europeana Fashion
 * delivers them, the designer as a creator "Name (Designer)" and the object type, technique and material as
 * English `dc:type`, `dc:format` and `dcterms:medium` values with their prefixes ("Object Type: dress",
 * "Technique: embroidery", "Material: silk"), which the portal's fashion facets filter on and strip. Metadata only
 * (no media): the titles, dates and names are the seed's own descriptions, not copies of real records.
 */
import type { EdmType, SeedRecord } from './model.ts';
import { sampleRecord } from './sample-record.ts';
import type { SampleDescription } from './sample-record.ts';
import { NEWSPAPER_TOPIC, topicConcept } from './topics.ts';

export const THEME_DATASET = '2000003';
const PROVIDER = 'Heritage Portal sample collections';
const TIMESTAMP = '2026-11-26T09:00:00.000Z';
const NO_COPYRIGHT = 'http://creativecommons.org/publicdomain/mark/1.0/';
const CC_BY_SA = 'http://creativecommons.org/licenses/by-sa/4.0/';

/** `date`: the date of the item, the day of issue of a newspaper (`YYYY-MM-DD`), a year or a span otherwise. */
interface ThemeSpec extends SampleDescription {
  readonly type: EdmType;
  readonly creators: readonly string[];
  readonly issued?: string;
  readonly dcType: readonly string[];
  readonly dcFormat?: readonly string[];
  readonly medium?: readonly string[];
  readonly dataProvider: string;
  readonly country: string;
  readonly language: string;
  readonly theme: 'newspaper' | 'fashion';
  /** The Europeana topics the record is enriched with (topics.ts), by concept id. */
  readonly topics?: readonly number[];
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
    topics: [NEWSPAPER_TOPIC],
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
  return sampleRecord({
    ...spec,
    dataset: { id: THEME_DATASET, name: `${THEME_DATASET}_Local_SampleCollections` },
    dcType: { en: [...spec.dcType] },
    provider: PROVIDER,
    timestamp: TIMESTAMP,
    contentTier: 2,
    proxyFields: {
      ...(spec.dcFormat === undefined ? {} : { dcFormat: { en: [...spec.dcFormat] } }),
      ...(spec.medium === undefined ? {} : { dctermsMedium: { en: [...spec.medium] } }),
      ...(spec.issued === undefined ? {} : { dctermsIssued: { def: [spec.issued] } }),
    },
    itemFields: { dcLanguage: [spec.language] },
    themes: [spec.theme],
    concepts: (spec.topics ?? []).map(topicConcept),
    what: [...(spec.dcFormat ?? []), ...(spec.medium ?? [])],
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
