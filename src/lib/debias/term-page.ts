/**
 * A DE-BIAS term's page (`/{locale}/debias/{number}-{word}`, europeana.eu's pages/debias/_.vue): what a contentious
 * word of collection descriptions means, where that comes from, how to use it and what to say instead, from the
 * concept of the DE-BIAS vocabulary that the item pages' notes link to (src/lib/item/debias.ts). The vocabulary has a
 * concept a language (`c_{number}_{language}`); the page shows the one in its own language, and otherwise the word's
 * own (europeana.eu says only "This page is only available in the language of the biased term" there; the portal says
 * it above the term). The word after the number is for readers: a link with another word, or none, is moved (301)
 * to the term's own address, its number and its label's words.
 */
import { annotationsByBody, type Annotation, type AnnotationBody } from '../apis/annotation.ts';
import { anonymousPageCache } from '../cache/page-cache.ts';
import { langMapValue, langMapValueIn, type LangMap } from '../edm/langmap.ts';
import { PortalError } from '../errors/catalogue.ts';
import { debiasConcept, debiasHref } from '../item/debias.ts';
import { failedPage, type PageRequest, type PageResult } from '../pages/result.ts';

/** What the page shows of a concept. */
export interface DebiasTermModel {
  /** The term, as the vocabulary names it. */
  readonly label: string;
  /** Language of the concept when it is not the page's (the page then says it has no version in the page's). */
  readonly lang: string | undefined;
  readonly definitions: readonly string[];
  /** Where the explanation comes from. */
  readonly sources: readonly string[];
  readonly recommendations: readonly string[];
  /** Words to use instead, `;`-separated. */
  readonly alternatives: string | undefined;
}

/** `{number}` or `{number}-{word}`. */
const TERM_PARAM = /^(\d{1,9})(?:-[^/]*)?$/;

type ConceptBody = Exclude<AnnotationBody, string>;

function conceptOf(annotations: readonly Annotation[]): { body: ConceptBody; lang: string } | undefined {
  for (const annotation of annotations) {
    const body = annotation.body;
    const lang = typeof body === 'object' ? debiasConcept(body.id)?.lang : undefined;
    if (typeof body === 'object' && lang !== undefined) return { body, lang };
  }
  return undefined;
}

function values(map: LangMap | undefined, lang: string): readonly string[] {
  return langMapValueIn(map, lang)?.values ?? [];
}

/** The page model of a concept's body in its language. */
export function debiasTermModel(body: ConceptBody, lang: string, locale: string): DebiasTermModel | undefined {
  const label = langMapValue(body.prefLabel, lang)?.values[0];
  const definitions = values(body.definition, lang);
  if (label === undefined || definitions.length === 0) return undefined;
  const alternatives = values(body.altLabel, lang);
  return {
    label,
    lang: lang === locale ? undefined : lang,
    definitions,
    sources: values(body.note, lang),
    recommendations: values(body.scopeNote, lang),
    alternatives: alternatives.length > 0 ? alternatives.join('; ') : undefined,
  };
}

/**
 * Loads the page of `/debias/{param}`: the concept in the page's language, else in any (the annotations of items
 * that use the word carry it, `profile=dereference`); not found is a 404, a failing Annotation API the upstream error.
 */
export async function loadDebiasTermPage(param: string, request: PageRequest): Promise<PageResult<DebiasTermModel>> {
  const number = TERM_PARAM.exec(param)?.[1];
  const notFound = (): PageResult<DebiasTermModel> => failedPage(new PortalError(`No DE-BIAS term ${param}`, { status: 404, code: 'pageNotFound' }), request);
  if (number === undefined) return notFound();
  try {
    const find = (lang: string): Promise<readonly Annotation[]> =>
      annotationsByBody(`*/c_${number}_${lang}*`, { motivation: 'highlighting', pageSize: 1, context: request.context });
    const concept = conceptOf(await find(request.locale)) ?? conceptOf(await find('*'));
    const model = concept === undefined ? undefined : debiasTermModel(concept.body, concept.lang, request.locale);
    if (concept === undefined || model === undefined) return notFound();
    // One address a term: its number and its label's words (a link that names it otherwise, or not at all, is moved).
    const canonical = debiasHref(concept.body.id, model.label, request.locale);
    if (request.url.pathname !== canonical) return { kind: 'redirect', location: `${canonical}${request.url.search}`, status: 301 };
    return { kind: 'page', model, routeCache: anonymousPageCache('debias', request.user !== undefined) };
  } catch (error) {
    return failedPage(error, request);
  }
}
