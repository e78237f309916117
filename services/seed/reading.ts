/**
 * Multi-page items to read (issue 22 item 1): a newspaper issue, a book and a handwritten letter, each page an
 * image the local image service serves, with the words on it as full text (the newspaper's and the book's as OCR,
 * motivation `supplementing`; the letter's as a transcription, motivation `transcribing`), and a pamphlet as a
 * PDF. The IIIF routes (services/iiif/text.ts) give each page's words as an annotation page, with every line's and
 * word's place on the page (`#xywh=`), and search them (IIIF Content Search 1). The page images and the PDF are the
 * seed's own (`images/reading/`, `media/text/`), written by `reading-files.ts` from the text below
 * (SOURCES.md); the words' places come from the same layout, so what the search highlights is where the word is.
 */
import { createHash } from 'node:crypto';
import type { LangMap } from './langmap.ts';
import type { MediaRow, SeedRecord } from './model.ts';
import { sampleRecord } from './sample-record.ts';
import { NEWSPAPER_TOPIC, WORLD_WAR_I_TOPIC, topicConcept } from './topics.ts';
import type { SampleDescription } from './sample-record.ts';

export const READING_DATASET = '2000004';
const PROVIDER = 'Heritage Portal sample media';
const FILE_HOST = 'https://sample-media.heritage-portal.example';
const TIMESTAMP = '2026-11-26T09:00:00.000Z';
const PDM = 'http://creativecommons.org/publicdomain/mark/1.0/';
const CC0 = 'http://creativecommons.org/publicdomain/zero/1.0/';

/** The page images' size and layout: monospaced type, so every word's box is known exactly. */
export const PAGE_WIDTH = 1000;
export const PAGE_HEIGHT = 1400;
export const FONT_SIZE = 30;
/** DejaVu Sans Mono's advance is 1233/2048 em. */
export const CHAR_WIDTH = (FONT_SIZE * 1233) / 2048;
export const LINE_HEIGHT = 46;
export const MARGIN_LEFT = 70;
export const FIRST_BASELINE = 210;
export const HEADING_BASELINE = 110;

export type TextMotivation = 'supplementing' | 'transcribing';

interface ReadingSpec extends SampleDescription {
  readonly kind: 'newspaper' | 'book' | 'letter';
  /** The Europeana topics the record is enriched with (topics.ts), by concept id. */
  readonly topics?: readonly number[];
  readonly creator: string;
  readonly dcType: LangMap;
  readonly language: string;
  readonly motivation: TextMotivation;
  /** Running head printed on every page. */
  readonly head: string;
  /** The lines of every page (at most 25 lines of 48 characters). */
  readonly pages: readonly (readonly string[])[];
}

const SPECS: readonly ReadingSpec[] = [
  {
    localId: 'newspaper_harbour_courier_1912',
    kind: 'newspaper',
    topics: [NEWSPAPER_TOPIC],
    title: { en: ['The Harbour Courier, 14 March 1912'], de: ['The Harbour Courier, 14. März 1912'] },
    description: { en: ['A four-page issue of a small coastal town\'s weekly newspaper: shipping news, the town council, a new lighthouse lamp and the advertisements.'], de: ['Eine vierseitige Ausgabe der Wochenzeitung einer kleinen Küstenstadt: Schiffsnachrichten, der Stadtrat, eine neue Leuchtturmlampe und die Anzeigen.'] },
    creator: 'The Harbour Courier',
    date: '1912-03-14',
    year: 1912,
    dcType: { en: ['Newspaper'], de: ['Zeitung'] },
    rights: PDM,
    language: 'en',
    motivation: 'supplementing',
    head: 'THE HARBOUR COURIER  14 MARCH 1912',
    pages: [
      [
        'SHIPPING NEWS OF THE WEEK',
        '',
        'The schooner Margaret Ellen came into port on',
        'Monday with a cargo of timber from the Baltic.',
        'Her master reports heavy weather off the cape',
        'and the loss of a topmast, since repaired.',
        '',
        'The steamer Dunmore left on Tuesday for the',
        'south with salted herring and forty passengers.',
        '',
        'FISH PRICES AT THE QUAY',
        '',
        'Herring sold at eleven shillings the cran, cod',
        'at four pence the pound. The fleet expects a',
        'better catch once the easterly wind has gone.',
      ],
      [
        'THE TOWN COUNCIL',
        '',
        'At its meeting on Thursday the council agreed',
        'to repair the sea wall before the spring tides.',
        'Mr Tulloch asked who would pay for the stone;',
        'the mayor answered that the harbour board had',
        'promised half of the cost.',
        '',
        'The council also heard a letter from the school',
        'board asking for a new stove for the infants.',
        'The request was granted without a vote.',
        '',
        'WEATHER',
        '',
        'Cold and bright, with frost on three nights.',
      ],
      [
        'A NEW LAMP FOR THE LIGHTHOUSE',
        '',
        'The commissioners have fitted the lighthouse on',
        'the north head with a new paraffin lamp. Its',
        'light, they say, is seen twenty miles out to',
        'sea, and turns once in every thirty seconds.',
        '',
        'The keeper, Mr Sinclair, showed our reporter',
        'the great glass lens, which came from Paris in',
        'eleven wooden crates and took a week to build.',
        '',
        'Fishermen welcome the change: on a dark night',
        'the old lamp was hard to tell from the stars.',
      ],
      [
        'ADVERTISEMENTS',
        '',
        'J. MOWAT, BAKER. Fresh bread every morning but',
        'the Sabbath. Oatcakes and biscuits for ships.',
        '',
        'THE ANCHOR INN. Good beds, a warm fire and a',
        'hot dinner at one shilling.',
        '',
        'TO LET: a cottage by the pier, two rooms and a',
        'garden. Apply to Mrs Halcrow, Church Street.',
        '',
        'LOST: a brown dog answering to the name of',
        'Laddie. A reward is offered at this office.',
      ],
    ],
  },
  {
    localId: 'book_weaving_treatise',
    kind: 'book',
    title: { en: ['A Short Treatise on Weaving'], de: ['Eine kurze Abhandlung über das Weben'], fr: ['Petit traité du tissage'] },
    description: { en: ['A small handbook for beginners at the loom: the warp, the weft and the plain weave, in three pages.'], de: ['Ein kleines Handbuch für Anfänger am Webstuhl: Kette, Schuss und Leinwandbindung, auf drei Seiten.'] },
    creator: 'Elspeth Gair',
    date: '1887',
    year: 1887,
    dcType: { en: ['Book'], de: ['Buch'], fr: ['Livre'] },
    rights: PDM,
    language: 'en',
    motivation: 'supplementing',
    head: 'A SHORT TREATISE ON WEAVING',
    pages: [
      [
        'CHAPTER I. OF THE LOOM',
        '',
        'A loom is no more than a frame that holds one',
        'set of threads tight while another is passed',
        'between them. The threads held tight are the',
        'warp; the thread passed between them is the',
        'weft. All weaving, from the plainest linen to',
        'the finest damask, comes down to this.',
      ],
      [
        'CHAPTER II. OF THE WARP',
        '',
        'The warp must be strong, for it bears the pull',
        'of the loom the whole time the cloth is made.',
        'Wind it evenly, count every thread twice, and',
        'never let it touch the floor, where dust and',
        'damp will weaken it before you begin.',
      ],
      [
        'CHAPTER III. OF THE PLAIN WEAVE',
        '',
        'In the plain weave the weft passes over one',
        'warp thread and under the next, and back again',
        'the other way. It is the first cloth every',
        'weaver makes, and the one made most often,',
        'for it is strong, quick and uses little yarn.',
      ],
    ],
  },
  {
    localId: 'letter_anna_1916',
    kind: 'letter',
    topics: [WORLD_WAR_I_TOPIC],
    title: { en: ['Letter from Anna to her brother Tomas, 1916'], de: ['Brief von Anna an ihren Bruder Tomas, 1916'] },
    description: { en: ['A two-page handwritten letter from home to a soldier at the front, with a volunteer\'s transcription.'], de: ['Ein zweiseitiger handgeschriebener Brief von zu Hause an einen Soldaten an der Front, mit der Transkription einer Freiwilligen.'] },
    creator: 'Anna Lindqvist',
    date: '1916-10-02',
    year: 1916,
    dcType: { en: ['Letter'], de: ['Brief'] },
    rights: CC0,
    language: 'en',
    motivation: 'transcribing',
    head: '2nd October 1916',
    pages: [
      [
        'Dear Tomas,',
        '',
        'Your letter came on Friday and Mother read it',
        'aloud twice at supper. We are all well. The',
        'apples are in, more than last year, and Father',
        'has mended the barn roof at last.',
        '',
        'I am sending socks and a tin of the ginger',
        'biscuits you like. Please write when you can.',
      ],
      [
        'Little Karin asks every day when you will come',
        'home. I tell her: when the snow comes. I hope',
        'that is true.',
        '',
        'Keep warm and keep safe.',
        '',
        'Your loving sister,',
        'Anna',
      ],
    ],
  },
];

/** The pamphlet served as a PDF: what reading-files.ts writes into it (two pages). */
export const PAMPHLET_PAGES: readonly (readonly string[])[] = [
  ['PUBLIC BATHS AND WASH-HOUSES', '', 'Hours of opening, charges and rules', 'for the use of the public baths.', '', 'Hot bath, with towel: twopence.', 'Cold bath: one penny.'],
  ['RULES', '', 'No person shall stay in a bath', 'longer than thirty minutes.', '', 'Children under ten must be', 'accompanied by a grown person.'],
];
export const PAMPHLET_ID = 'pamphlet_public_baths';
export const PAMPHLET_FILE = 'text/public-baths.pdf';

/** One word on a page, where it is (page pixels). */
export interface PageWord {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** One line of a page's text with its words. */
export interface PageLine extends PageWord {
  readonly words: readonly PageWord[];
}

export interface ReadingPage {
  /** 1-based. */
  readonly number: number;
  readonly lines: readonly PageLine[];
}

export interface ReadingText {
  readonly recordId: string;
  readonly language: string;
  readonly motivation: TextMotivation;
  readonly pages: readonly ReadingPage[];
}

/** The box of `text` starting at column `column` of the line whose baseline is `baseline`. */
function box(text: string, column: number, baseline: number): PageWord {
  return { text, x: Math.round(MARGIN_LEFT + column * CHAR_WIDTH), y: Math.round(baseline - FONT_SIZE * 0.8), w: Math.round(text.length * CHAR_WIDTH), h: Math.round(FONT_SIZE * 1.05) };
}

/** The lines of a page as laid out on its image (empty lines take their room but hold no text). */
export function layoutPage(lines: readonly string[], number: number): ReadingPage {
  const out: PageLine[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const baseline = FIRST_BASELINE + index * LINE_HEIGHT;
    const words: PageWord[] = [];
    for (const match of line.matchAll(/\S+/g)) words.push(box(match[0], match.index, baseline));
    const start = line.length - line.trimStart().length;
    out.push({ ...box(line.trim(), start, baseline), words });
  });
  return { number, lines: out };
}

/** The page images of a record: `reading/{localId}-p{n}.jpg` under images/full and images/w400. */
export function pageFile(localId: string, number: number): string {
  return `reading/${localId}-p${String(number)}.jpg`;
}

/** The cover of a reading record: the top of its first page, landscape (its masthead or date and first lines). */
export const COVER_HEIGHT = 700;

/** The cover image of a record: `reading/{localId}-cover.jpg` under images/full (written by reading-files.ts). */
export function coverFile(localId: string): string {
  return `reading/${localId}-cover.jpg`;
}

/** The records with a cover (every reading record with page images). */
export const coverRecords = (): string[] => SPECS.map((spec) => spec.localId);

/** A reading record's cover as the editorial seed shows it (a theme's picture): its file and its record's credit. */
export interface ReadingCover {
  /** Under images/full, PAGE_WIDTH × COVER_HEIGHT. */
  readonly file: string;
  readonly width: number;
  readonly height: number;
  /** The record's English title, its creator, rights statement, provider and identifier (`/{dataset}/{localId}`). */
  readonly title: string;
  readonly creator: string;
  readonly rights: string;
  readonly provider: string;
  readonly recordId: string;
}

/** The cover of the reading record `localId` (throws for one the seed does not have, so the seed cannot drift). */
export function readingCover(localId: string): ReadingCover {
  const spec = SPECS.find((candidate) => candidate.localId === localId);
  if (spec === undefined) throw new Error(`reading seed: no record ${localId}`);
  return {
    file: coverFile(localId),
    width: PAGE_WIDTH,
    height: COVER_HEIGHT,
    title: spec.title.en?.[0] ?? localId,
    creator: spec.creator,
    rights: spec.rights,
    provider: PROVIDER,
    recordId: `/${READING_DATASET}/${localId}`,
  };
}

/** What the page images show: the running head and the lines (reading-files.ts draws them). */
export function pageImages(): { file: string; head: string; lines: readonly string[]; number: number; kind: ReadingSpec['kind'] }[] {
  return SPECS.flatMap((spec) => spec.pages.map((lines, index) => ({ file: pageFile(spec.localId, index + 1), head: spec.head, lines, number: index + 1, kind: spec.kind })));
}

const TEXTS: ReadonlyMap<string, ReadingText> = new Map(
  SPECS.map((spec) => {
    const recordId = `/${READING_DATASET}/${spec.localId}`;
    return [recordId, { recordId, language: spec.language, motivation: spec.motivation, pages: spec.pages.map((lines, index) => layoutPage(lines, index + 1)) }];
  }),
);

/** The full text or transcription of a record, page by page; `undefined` for a record without one. */
export function readingText(recordId: string): ReadingText | undefined {
  return TEXTS.get(recordId);
}

function md5(value: string): string {
  return createHash('md5').update(value).digest('hex');
}

interface RecordInput extends SampleDescription {
  readonly topics?: readonly number[] | undefined;
  readonly creator: string;
  readonly dcType: LangMap;
  readonly language: string;
  readonly media: readonly MediaRow[];
  readonly fulltext: string;
  readonly preview: string | undefined;
}

function buildRecord(input: RecordInput): SeedRecord {
  return sampleRecord({
    ...input,
    dataset: { id: READING_DATASET, name: `${READING_DATASET}_Local_SampleReading` },
    type: 'TEXT',
    creators: [input.creator],
    provider: PROVIDER,
    dataProvider: PROVIDER,
    timestamp: TIMESTAMP,
    contentTier: 4,
    webResources: input.media,
    fulltext: [{ lang: input.language, text: input.fulltext }],
    concepts: (input.topics ?? []).map(topicConcept),
  });
}

/** The seed's multi-page records and the PDF pamphlet. */
export function buildReadingSeed(): SeedRecord[] {
  const paged = SPECS.map((spec) => {
    const media: MediaRow[] = spec.pages.map((_, index) => {
      const url = `${FILE_HOST}/${spec.localId}/${String(index + 1)}/page-${String(index + 1)}.jpg`;
      const file = pageFile(spec.localId, index + 1);
      return { hash: md5(url), url, previewFile: `w400/${file}`, fullFile: `full/${file}`, mime: 'image/jpeg', width: PAGE_WIDTH, height: PAGE_HEIGHT };
    });
    return buildRecord({ ...spec, media, fulltext: spec.pages.flat().join(' ').replace(/\s+/g, ' ').trim(), preview: media[0]?.url });
  });
  const pdfUrl = `${FILE_HOST}/${PAMPHLET_ID}/1/public-baths.pdf`;
  const pamphlet = buildRecord({
    localId: PAMPHLET_ID,
    title: { en: ['Public baths and wash-houses: hours, charges and rules'], de: ['Öffentliche Bäder und Waschhäuser: Öffnungszeiten, Preise und Regeln'] },
    description: { en: ['A two-page printed pamphlet, as a PDF.'], de: ['Ein zweiseitiges gedrucktes Faltblatt als PDF.'] },
    creator: 'Burgh Baths Committee',
    date: '1905',
    year: 1905,
    dcType: { en: ['Pamphlet'], de: ['Flugschrift'] },
    rights: PDM,
    language: 'en',
    media: [{ hash: md5(pdfUrl), url: pdfUrl, previewFile: undefined, fullFile: PAMPHLET_FILE, mime: 'application/pdf', width: 0, height: 0 }],
    fulltext: PAMPHLET_PAGES.flat().join(' ').replace(/\s+/g, ' ').trim(),
    preview: undefined,
  });
  return [...paged, pamphlet];
}
