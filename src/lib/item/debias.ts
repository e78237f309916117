/**
 * DE-BIAS's notes on contentious words in an item's metadata (Annotation API, motivation `highlighting`; europeana.eu's
 * composables/deBias.js, ItemDebiasField.vue, TextQuoteSelector.vue). Each annotation quotes a word in one field of the
 * record (`dc:title`: the words, their language, and the words just before and after them) and names a concept of the
 * DE-BIAS vocabulary that explains it. The item page marks the word where the field's value shows it and offers the
 * explanation beside it, with a link to the concept's page (src/lib/debias/term-page.ts).
 *
 * Better than the reference in one way: europeana.eu marks a word only when the page is in the word's language (an
 * English title read in German shows nothing); here the word is marked wherever the value shows it, with the
 * explanation in the page's language when the concept has it and in the word's own language otherwise.
 */
import type { Annotation, AnnotationTarget } from '../apis/annotation.ts';
import type { FieldValue, ItemField, TextPart } from '../edm/fields.ts';
import type { ItemView } from '../edm/item.ts';
import { langMapValue, langMapValueIn } from '../edm/langmap.ts';
import { otherLanguage } from '../i18n/locales.ts';

/** Where DE-BIAS explains itself when a concept has no page of its own here. */
export const DEBIAS_PROJECT_URL = 'https://pro.europeana.eu/project/de-bias';

/** A concept of the vocabulary: `…/c_{number}_{language}` (europeana.eu's ItemDebiasTerm.vue `linkDestination`). */
const CONCEPT_ID = /\/c_(\d+)_([a-z]{2,3})(?:\.[a-z]+)?$/;

/**
 * The number and language of a DE-BIAS concept's identifier; `undefined` for any other identifier.
 * @example debiasConcept('http://data.europeana.eu/vocabulary/debias/c_2101_en') // { number: '2101', lang: 'en' }
 */
export function debiasConcept(id: string | undefined): { readonly number: string; readonly lang: string } | undefined {
  const match = id === undefined ? null : CONCEPT_ID.exec(id);
  return match?.[1] === undefined || match[2] === undefined ? undefined : { number: match[1], lang: match[2] };
}

/** One contentious word the annotations quote, in one field, and what explains it. */
export interface DebiasTerm {
  /** The record's field, as the portal names fields (`dcTitle` for `dc:title`). */
  readonly field: string;
  readonly exact: string;
  readonly prefix: string | undefined;
  readonly suffix: string | undefined;
  /** Language of the words; a value in another language is not searched for them. */
  readonly lang: string | undefined;
  readonly definition: string;
  /** Language of the definition when it is not the page's. */
  readonly definitionLang: string | undefined;
  /** The concept's page on the portal, or DE-BIAS's project page. */
  readonly href: string;
}

/** `dc:title` → `dcTitle`, `dcterms:isPartOf` → `dctermsIsPartOf`, `edm:currentLocation` → `edmCurrentLocation`. */
export function fieldName(predicate: string): string {
  const [ns = '', local = ''] = predicate.split(':');
  return local === '' ? ns : `${ns}${local.charAt(0).toUpperCase()}${local.slice(1)}`;
}

/**
 * The concept page of a word: `/{locale}/debias/{number}-{word}` (europeana.eu's `debias-all` route); DE-BIAS's
 * project page when the concept's identifier is not the vocabulary's.
 * @example debiasHref('http://data.europeana.eu/vocabulary/debias/c_2101_en', 'Chief', 'de') // '/de/debias/2101-chief'
 */
export function debiasHref(conceptId: string | undefined, word: string, locale: string): string {
  const number = debiasConcept(conceptId)?.number;
  if (number === undefined) return DEBIAS_PROJECT_URL;
  const slug = word.toLocaleLowerCase(locale).normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return `/${locale}/debias/${number}${slug === '' ? '' : `-${encodeURIComponent(slug)}`}`;
}

function targetsOf(annotation: Annotation): AnnotationTarget[] {
  return Array.isArray(annotation.target) ? annotation.target : [annotation.target];
}

/**
 * The contentious words DE-BIAS's annotations quote in the record's fields, each with its explanation in the page's
 * language (else the word's). Annotations without a concept body, a definition or a quote are left out.
 */
export function debiasTerms(annotations: readonly Annotation[], locale: string): DebiasTerm[] {
  const terms: DebiasTerm[] = [];
  for (const annotation of annotations) {
    if (annotation.motivation !== 'highlighting' || typeof annotation.body !== 'object') continue;
    const body = annotation.body;
    for (const target of targetsOf(annotation)) {
      if (typeof target === 'string' || target.selector?.hasPredicate === undefined || target.selector.refinedBy === undefined) continue;
      const { exact, prefix, suffix } = target.selector.refinedBy;
      const lang = exact['@language'];
      // In the page's language, else the word's, else any the concept has.
      const definition = langMapValueIn(body.definition, locale) ?? (lang === undefined ? undefined : langMapValueIn(body.definition, lang)) ?? langMapValue(body.definition, locale);
      const text = definition?.values[0];
      if (text === undefined || exact['@value'] === '') continue;
      terms.push({
        field: fieldName(target.selector.hasPredicate),
        exact: exact['@value'],
        prefix: prefix === '' ? undefined : prefix,
        suffix: suffix === '' ? undefined : suffix,
        lang,
        definition: text,
        definitionLang: otherLanguage(definition?.lang, locale),
        href: debiasHref(body.id, exact['@value'], locale),
      });
    }
  }
  return terms;
}

/**
 * Where a quote's words are in a text (europeana.eu's TextQuoteSelector.vue): after its prefix and before its suffix;
 * without a prefix only at the start, without a suffix only at the end. -1 when not there.
 */
export function quoteIndex(text: string, term: Pick<DebiasTerm, 'exact' | 'prefix' | 'suffix'>): number {
  if (term.prefix === undefined && !text.startsWith(term.exact)) return -1;
  if (term.suffix === undefined && !text.endsWith(term.exact)) return -1;
  const prefix = term.prefix ?? '';
  const found = text.indexOf(`${prefix}${term.exact}${term.suffix ?? ''}`);
  return found < 0 ? -1 : found + prefix.length;
}

/**
 * A text cut into its words and the contentious words the terms quote in it, in order; `undefined` when none is there.
 * Overlapping quotes: the first one in the text wins. `nextId` names each marked word's note (unique in the page).
 */
export function markTerms(text: string, terms: readonly DebiasTerm[], nextId: () => string): TextPart[] | undefined {
  const found = terms
    .map((term) => ({ term, index: quoteIndex(text, term) }))
    .filter((one) => one.index >= 0)
    .sort((a, b) => a.index - b.index);
  if (found.length === 0) return undefined;
  const parts: TextPart[] = [];
  let at = 0;
  for (const { term, index } of found) {
    if (index < at) continue;
    if (index > at) parts.push({ text: text.slice(at, index) });
    parts.push({ text: term.exact, note: { id: nextId(), text: term.definition, lang: term.definitionLang, href: term.href } });
    at = index + term.exact.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * The item view with the contentious words of its values marked (`FieldValue.parts`): the title, the description and
 * every field the metadata lists show. Only plain text values (not links) in the words' language are searched.
 */
export function withDebiasTerms(view: ItemView, terms: readonly DebiasTerm[]): ItemView {
  if (terms.length === 0) return view;
  const byField = Map.groupBy(terms, (term) => term.field);
  let count = 0;
  const nextId = (): string => `debias-${String(++count)}`;
  const markValue = (value: FieldValue, field: string): FieldValue => {
    const candidates = byField.get(field)?.filter((term) => term.lang === undefined || value.lang === undefined || term.lang === value.lang);
    if (!candidates?.length || value.entityHref !== undefined || value.searchHref !== undefined || value.url !== undefined || value.message !== undefined) return value;
    const parts = markTerms(value.text, candidates, nextId);
    return parts ? { ...value, parts } : value;
  };
  const markField = (field: ItemField | undefined): ItemField | undefined =>
    field === undefined || !byField.has(field.name) ? field : { ...field, values: field.values.map((value) => markValue(value, field.name)) };
  const markFields = (fields: readonly ItemField[]): ItemField[] => fields.map((field) => markField(field) ?? field);
  return {
    ...view,
    title: view.title === undefined ? undefined : markValue(view.title, 'dcTitle'),
    description: markField(view.description),
    creator: markField(view.creator),
    date: markField(view.date),
    dataProvider: markField(view.dataProvider),
    goodToKnow: markFields(view.goodToKnow),
    allMetadata: markFields(view.allMetadata),
  };
}
