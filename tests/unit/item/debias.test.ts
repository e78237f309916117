/**
 * DE-BIAS's notes on contentious words of an item (src/lib/item/debias.ts; europeana.eu's composables/deBias.js and
 * TextQuoteSelector.vue): which words the annotations quote, where they are in a value, and the item view with them
 * marked.
 */
import { describe, expect, it } from 'vitest';
import { annotationSchema, type Annotation } from '../../../src/lib/apis/annotation.ts';
import { itemView } from '../../../src/lib/edm/item.ts';
import { DEBIAS_PROJECT_URL, debiasConcept, debiasHref, debiasTerms, fieldName, markTerms, quoteIndex, withDebiasTerms, type DebiasTerm } from '../../../src/lib/item/debias.ts';
import { debiasTermModel } from '../../../src/lib/debias/term-page.ts';
import { painting } from '../edm/fixtures.ts';

const ITEM = 'http://data.europeana.eu/item/2000001/aic_80604';
const concept = (number: number, lang: string, definition: Record<string, string[]>) => ({
  id: `http://data.europeana.eu/vocabulary/debias/c_${String(number)}_${lang}`,
  type: 'Concept',
  prefLabel: { [lang]: 'costume' },
  definition,
});
const quote = (predicate: string, exact: string, lang: string, prefix?: string, suffix?: string) => ({
  source: ITEM,
  selector: { type: 'RDFPropertySelector', hasPredicate: predicate, refinedBy: { type: 'TextQuoteSelector', exact: { '@language': lang, '@value': exact }, prefix, suffix } },
});
const highlighting = (id: string, body: unknown, target: unknown): Annotation => annotationSchema.parse({ id, motivation: 'highlighting', body, target });

const annotations: Annotation[] = [
  highlighting('h/1', concept(7, 'en', { en: ['A costume is not a disguise.'] }), quote('dc:title', 'Costume', 'en', 'after a ', ' Ball')),
  highlighting('h/2', concept(8, 'en', { en: ['Canvas, as a word.'], de: ['Leinwand, als Wort.'] }), [quote('dc:description', 'canvas', 'en', 'Distemper on '), quote('dc:title', 'Portrait', 'en', undefined, ' after')]),
  // Not DE-BIAS's: a tag, a highlight without a concept, one whose concept has no definition, one without a quote.
  annotationSchema.parse({ id: 't/1', motivation: 'tagging', body: { type: 'TextualBody', value: 'costume' }, target: ITEM }),
  highlighting('h/3', 'http://data.europeana.eu/vocabulary/debias/c_9_en', quote('dc:title', 'Ball', 'en', 'Costume ')),
  highlighting('h/4', concept(10, 'en', {}), quote('dc:title', 'Ball', 'en', 'Costume ')),
  highlighting('h/5', concept(11, 'en', { en: ['x'] }), ITEM),
];

describe('the words DE-BIAS quotes (debiasTerms)', () => {
  it('reads every quoted word with its field, neighbours, language, definition and page, and leaves out the rest', () => {
    const terms = debiasTerms(annotations, 'en');
    expect(terms).toEqual([
      { field: 'dcTitle', exact: 'Costume', prefix: 'after a ', suffix: ' Ball', lang: 'en', definition: 'A costume is not a disguise.', definitionLang: undefined, href: '/en/debias/7-costume' },
      { field: 'dcDescription', exact: 'canvas', prefix: 'Distemper on ', suffix: undefined, lang: 'en', definition: 'Canvas, as a word.', definitionLang: undefined, href: '/en/debias/8-canvas' },
      { field: 'dcTitle', exact: 'Portrait', prefix: undefined, suffix: ' after', lang: 'en', definition: 'Canvas, as a word.', definitionLang: undefined, href: '/en/debias/8-portrait' },
    ]);
  });

  it("explains in the page's language when the concept has it, else in the word's, saying which", () => {
    const [costume, canvas] = debiasTerms(annotations, 'de');
    expect(canvas).toMatchObject({ definition: 'Leinwand, als Wort.', definitionLang: undefined, href: '/de/debias/8-canvas' });
    expect(costume).toMatchObject({ definition: 'A costume is not a disguise.', definitionLang: 'en' });
    // A French word read in German: its French explanation before the English one.
    const french = highlighting('h/9', concept(12, 'fr', { en: ['In English.'], fr: ['En français.'] }), quote('dc:title', 'Portrait', 'fr', undefined, ' après'));
    expect(debiasTerms([french], 'de')[0]).toMatchObject({ definition: 'En français.', definitionLang: 'fr' });
    expect(debiasTerms([french], 'en')[0]).toMatchObject({ definition: 'In English.', definitionLang: undefined });
  });

  it('names fields as the portal does, and links to the concept page or, for another vocabulary, to DE-BIAS', () => {
    expect(fieldName('dc:title')).toBe('dcTitle');
    expect(fieldName('dcterms:isPartOf')).toBe('dctermsIsPartOf');
    expect(fieldName('edm:currentLocation')).toBe('edmCurrentLocation');
    expect(debiasHref('http://data.europeana.eu/vocabulary/debias/c_2101_en', 'Chief', 'de')).toBe('/de/debias/2101-chief');
    expect(debiasHref('http://example.org/c4p/c_33_sk.json', 'Čierny Ľud', 'sk')).toBe('/sk/debias/33-cierny-lud');
    expect(debiasHref('http://example.org/vocabulary/other/17', 'word', 'en')).toBe(DEBIAS_PROJECT_URL);
    expect(debiasHref(undefined, 'word', 'en')).toBe(DEBIAS_PROJECT_URL);
    expect(debiasConcept('http://data.europeana.eu/vocabulary/debias/c_2101_en')).toEqual({ number: '2101', lang: 'en' });
    expect(debiasConcept('http://example.org/c4p/c_33_sk.json')).toEqual({ number: '33', lang: 'sk' });
    for (const id of [undefined, 'http://example.org/vocabulary/other/17', 'http://example.org/c_x_en', 'http://example.org/c_1_english']) expect(debiasConcept(id), id).toBeUndefined();
  });
});

describe('where a quote is in a text (TextQuoteSelector)', () => {
  it('finds the words between their neighbours; without a prefix only at the start, without a suffix only at the end', () => {
    expect(quoteIndex('an offensive word', { exact: 'offensive', prefix: 'an ', suffix: ' word' })).toBe(3);
    expect(quoteIndex('an offensive term', { exact: 'offensive', prefix: 'an ', suffix: ' word' })).toBe(-1);
    expect(quoteIndex('offensive words', { exact: 'offensive', prefix: undefined, suffix: ' words' })).toBe(0);
    expect(quoteIndex('so offensive words', { exact: 'offensive', prefix: undefined, suffix: ' words' })).toBe(-1);
    expect(quoteIndex('most offensive', { exact: 'offensive', prefix: 'most ', suffix: undefined })).toBe(5);
    expect(quoteIndex('most offensive!', { exact: 'offensive', prefix: 'most ', suffix: undefined })).toBe(-1);
    // The second occurrence when only its neighbours match.
    expect(quoteIndex('a word and a harmful word', { exact: 'word', prefix: 'harmful ', suffix: undefined })).toBe(21);
  });

  it('cuts a text into words and marked words in order, each note named once; overlaps go to the first', () => {
    let n = 0;
    const next = (): string => `n${String(++n)}`;
    const term = (exact: string, prefix?: string, suffix?: string): DebiasTerm => ({ field: 'dcTitle', exact, prefix, suffix, lang: 'en', definition: `about ${exact}`, definitionLang: undefined, href: `/en/debias/1-${exact}` });
    const parts = markTerms('a harmful and offensive word', [term('offensive', 'and ', ' word'), term('harmful', 'a ', ' and'), term('harmful and', 'a ', ' offensive')], next);
    expect(parts).toEqual([
      { text: 'a ' },
      { text: 'harmful', note: { id: 'n1', text: 'about harmful', lang: undefined, href: '/en/debias/1-harmful' } },
      { text: ' and ' },
      { text: 'offensive', note: { id: 'n2', text: 'about offensive', lang: undefined, href: '/en/debias/1-offensive' } },
      { text: ' word' },
    ]);
    expect(parts?.map((part) => part.text).join('')).toBe('a harmful and offensive word');
    expect(markTerms('nothing here', [term('harmful', 'a ')], next)).toBeUndefined();
  });
});

describe('the item view with its contentious words marked (withDebiasTerms)', () => {
  const view = itemView(painting(), { locale: 'en' });
  const marked = withDebiasTerms(view, debiasTerms(annotations, 'en'));

  it('marks the title, the description and the same fields in the metadata lists, each note with its own id', () => {
    expect(marked.title?.parts?.map((part) => [part.text, part.note?.id])).toEqual([['Portrait', 'debias-1'], [' after a ', undefined], ['Costume', 'debias-2'], [' Ball', undefined]]);
    expect(marked.description?.values[0]?.parts?.map((part) => part.text)).toEqual(['Distemper on ', 'canvas']);
    const listed = marked.allMetadata.find((field) => field.name === 'dcTitle')?.values.find((value) => value.lang === 'en');
    expect(listed?.parts?.filter((part) => part.note).map((part) => part.text)).toEqual(['Portrait', 'Costume']);
    const ids = [marked.title, ...(marked.description?.values ?? []), ...marked.allMetadata.flatMap((field) => field.values), ...marked.goodToKnow.flatMap((field) => field.values)]
      .flatMap((value) => value?.parts ?? [])
      .flatMap((part) => (part.note ? [part.note.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves values in another language, links and a view without terms as they are', () => {
    const french = itemView(painting(), { locale: 'fr' });
    expect(french.title).toMatchObject({ text: 'Portrait après un bal costumé', lang: 'fr' });
    const englishQuote: DebiasTerm = { field: 'dcTitle', exact: 'Portrait', prefix: undefined, suffix: ' après', lang: 'en', definition: 'x', definitionLang: undefined, href: '/fr/debias/1' };
    expect(withDebiasTerms(french, [englishQuote]).title?.parts).toBeUndefined();
    expect(withDebiasTerms(french, [{ ...englishQuote, lang: 'fr' }]).title?.parts?.[0]).toMatchObject({ text: 'Portrait', note: { id: 'debias-1' } });
    // The creator's entity link (Edgar Degas) stays a link; the provider's text naming him is marked.
    const degas: DebiasTerm = { field: 'dcCreator', exact: 'Degas', prefix: 'Edgar ', suffix: undefined, lang: undefined, definition: 'x', definitionLang: undefined, href: '/en/debias/1' };
    const creator = withDebiasTerms(view, [degas, { ...degas, suffix: ' (French' }]).creator?.values ?? [];
    const linked = creator.find((value) => value.entityHref !== undefined);
    expect(linked?.text).toBe('Edgar Degas');
    expect(linked?.parts).toBeUndefined();
    expect(creator.find((value) => value.entityHref === undefined)?.parts?.map((part) => part.text)).toEqual(['Edgar ', 'Degas', ' (French, 1834–1917)']);
    expect(withDebiasTerms(view, [])).toBe(view);
  });
});

describe("a DE-BIAS term's page model", () => {
  const body = {
    id: 'http://data.europeana.eu/vocabulary/debias/c_2101_en',
    prefLabel: { en: 'chief' },
    definition: { en: ['First.', 'Second.'] },
    note: { en: ['From a glossary.'] },
    scopeNote: { en: ['Name the office.'] },
    altLabel: { en: ['leader', 'ruler'] },
  };

  it('shows the term, its definitions, source, recommendations and alternatives in its language', () => {
    expect(debiasTermModel(body, 'en', 'en')).toEqual({ label: 'chief', lang: undefined, definitions: ['First.', 'Second.'], sources: ['From a glossary.'], recommendations: ['Name the office.'], alternatives: 'leader; ruler' });
    expect(debiasTermModel(body, 'en', 'de')?.lang).toBe('en');
    expect(debiasTermModel({ ...body, altLabel: undefined, note: undefined, scopeNote: undefined }, 'en', 'en')).toMatchObject({ sources: [], recommendations: [], alternatives: undefined });
  });

  it('has no page without a label or a definition', () => {
    expect(debiasTermModel({ ...body, definition: { de: ['Nur Deutsch.'] } }, 'en', 'en')).toBeUndefined();
    expect(debiasTermModel({ ...body, prefLabel: undefined }, 'en', 'en')).toBeUndefined();
  });
});
