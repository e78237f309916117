/**
 * DE-BIAS's notes on contentious words in the seed's titles (Annotation API, motivation `highlighting`): the shape of
 * the annotations the DE-BIAS tool published on Europeana — a body naming a concept of its vocabulary, one concept a
 * language (`…/vocabulary/debias/c_{number}_{language}`, with `profile=dereference` its labels, definition, source
 * note, recommendations and alternatives), and a target that quotes the word in one field of the record (a
 * `TextQuoteSelector` with the words before and after it, refining the field's `RDFPropertySelector`). The wording of
 * the two concepts is written for this seed after the vocabulary's kind of entries, not quoted from it (its `note`
 * says so, as the portal shows it under "Source").
 */
import { DATA_HOST } from './model.ts';

const ITEM = `${DATA_HOST}/item`;
const CONTEXT = 'http://www.w3.org/ns/anno.jsonld';
const VOCABULARY = `${DATA_HOST}/vocabulary/debias`;

/** "African Chief" (Art Institute of Chicago). */
export const CHIEF_ITEM_ID = '/2000001/aic_100352';
/** "Interior: A Sultana taking Coffee in the Harem" (Art Institute of Chicago). */
export const HAREM_ITEM_ID = '/2000001/aic_20598';

const SOURCE_NOTE = 'Written for the portal\u2019s local sample data after the kind of entries in the DE-BIAS vocabulary; not a quotation of it.';

interface Concept {
  readonly number: number;
  readonly lang: string;
  readonly prefLabel: string;
  readonly definition: string;
  readonly recommendation: string;
  readonly alternatives: readonly string[];
}

const CHIEF: Concept = {
  number: 2101,
  lang: 'en',
  prefLabel: 'chief',
  definition:
    'Said of leaders of African, Indigenous and other colonised peoples, \u201cchief\u201d carries a colonial view that ranked their ways of government below European ones and put very different offices under one word.',
  recommendation: 'Where it is known, name the office in the community\u2019s own language, or use a precise word such as king, ruler or elder, and name the person.',
  alternatives: ['leader', 'ruler', 'head of the community'],
};

const HAREM: Concept = {
  number: 2102,
  lang: 'en',
  prefLabel: 'harem',
  definition:
    'In European art of the 18th and 19th centuries the harem is mostly an imagined, often sexualised scene: it tells more of European fantasies about \u201cthe Orient\u201d than of the private quarters of households in the Ottoman Empire and elsewhere.',
  recommendation: 'Keep the word where it names the historical institution; describing a work of art, say that the scene is imagined and from whose point of view.',
  alternatives: ['women\u2019s quarters', 'private quarters of the household'],
};

function conceptBody(concept: Concept): Record<string, unknown> {
  const { lang } = concept;
  return {
    id: `${VOCABULARY}/c_${String(concept.number)}_${lang}`,
    type: 'Concept',
    prefLabel: { [lang]: concept.prefLabel },
    altLabel: { [lang]: [...concept.alternatives] },
    definition: { [lang]: [concept.definition] },
    scopeNote: { [lang]: [concept.recommendation] },
    note: { [lang]: [SOURCE_NOTE] },
  };
}

/** A note on `exact` in a field (`dc:title`) of an item, where it follows `prefix` and precedes `suffix`. */
function highlight(item: string, field: string, quote: { exact: string; prefix?: string; suffix?: string; lang: string }, concept: Concept, created: string): Record<string, unknown> {
  const [ns = '', name = ''] = field.split(':');
  const base = ns === 'dcterms' ? 'http://purl.org/dc/terms/' : 'http://purl.org/dc/elements/1.1/';
  return {
    '@context': CONTEXT,
    type: 'Annotation',
    motivation: 'highlighting',
    created,
    creator: { type: 'Organization', name: 'DE-BIAS project' },
    generator: { type: 'Software', name: 'DE-BIAS tool' },
    body: conceptBody(concept),
    target: {
      source: `${ITEM}${item}`,
      selector: {
        type: 'RDFPropertySelector',
        property: `${base}${name}`,
        hasPredicate: field,
        refinedBy: {
          type: 'TextQuoteSelector',
          exact: { '@language': quote.lang, '@value': quote.exact },
          ...(quote.prefix === undefined ? {} : { prefix: quote.prefix }),
          ...(quote.suffix === undefined ? {} : { suffix: quote.suffix }),
        },
      },
    },
  };
}

/** The annotation documents (services/seed/annotations.ts reads their record ids from the targets' sources). */
export function debiasAnnotations(): Record<string, unknown>[] {
  return [
    highlight(CHIEF_ITEM_ID, 'dc:title', { exact: 'Chief', prefix: 'African ', lang: 'en' }, CHIEF, '2024-09-30T12:00:00Z'),
    highlight(HAREM_ITEM_ID, 'dc:title', { exact: 'Harem', prefix: 'Coffee in the ', lang: 'en' }, HAREM, '2024-09-30T12:00:00Z'),
  ];
}
