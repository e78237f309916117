import type { ServiceDeps } from '../deps.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { sendJsonLd } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { requireRecord } from '../record/handler.ts';
import { readingText, type PageWord, type ReadingPage, type ReadingText } from '../seed/reading.ts';

const PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';
const SEARCH_CONTEXT = 'http://iiif.io/api/search/1/context.json';
export const SEARCH_PROFILE = 'http://iiif.io/api/search/1/search';
/** Words of context a hit gives before and after the match. */
const CONTEXT_WORDS = 5;
const MAX_QUERY_LENGTH = 200;

/** The address of a record's page `n` of text (1-based) and of its search service, under its manifest's base. */
export function annotationPageUrl(base: string, page: number): string {
  return `${base}/annopage/${String(page)}`;
}
/** The address of page `n`'s full-text resource: the page's whole text, which its annotations point into. */
export function fullTextUrl(base: string, page: number): string {
  return `${base}/fulltext/${String(page)}`;
}

interface Placed {
  readonly part: PageWord;
  readonly start: number;
  readonly end: number;
}

/**
 * A page's whole text (its lines, one a line) and where each line, or each word, stands in it: Europeana's
 * annotations name their text by character range (`#char=start,end`) in the page's full-text resource.
 */
function placedText(page: ReadingPage, words: boolean): { value: string; parts: Placed[] } {
  const parts: Placed[] = [];
  let offset = 0;
  const lines: string[] = [];
  for (const line of page.lines) {
    if (words) {
      let cursor = 0;
      for (const word of line.words) {
        const at = line.text.indexOf(word.text, cursor);
        const start = at < 0 ? cursor : at;
        parts.push({ part: word, start: offset + start, end: offset + start + word.text.length });
        cursor = start + word.text.length;
      }
    } else {
      parts.push({ part: line, start: offset, end: offset + line.text.length });
    }
    lines.push(line.text);
    offset += line.text.length + 1;
  }
  return { value: lines.join('\n'), parts };
}
export function searchServiceUrl(base: string): string {
  return `${base}/search`;
}

function xywh(word: PageWord): string {
  return `xywh=${String(word.x)},${String(word.y)},${String(word.w)},${String(word.h)}`;
}

/** A word as compared with the query: lower case, without the punctuation around it. */
function normalise(word: string): string {
  return word.toLocaleLowerCase('en').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

function requireText(deps: ServiceDeps, dataset: string, id: string): ReadingText {
  const record = requireRecord(deps.db, dataset, id);
  const text = readingText(record.id);
  if (text === undefined) throw notFound(`Record ${record.id} has no full text`);
  return text;
}

/**
 * The full text of multi-page records, as Europeana's IIIF services give it (services/seed/reading.ts holds it):
 * - `GET /iiif/presentation/{dataset}/{id}/annopage/{n}`: page `n`'s text as a Presentation 3 AnnotationPage, one
 *   annotation a line (`?textGranularity=word`: a word), motivation `supplementing` (OCR) or `transcribing` (a
 *   transcription), targeting the canvas region `#xywh=` where it is; as Europeana's full-text API does, a body
 *   names its text by character range in the page's full-text resource (`{id}#char=start,end`).
 * - `GET /iiif/presentation/{dataset}/{id}/fulltext/{n}`: that resource, page `n`'s whole text (`FullTextResource`).
 * - `GET /iiif/presentation/{dataset}/{id}/search?q=…` (IIIF Content Search 1; `query` as Europeana's portal names
 *   it is read too): the words matching any of the query's terms, as an `sc:AnnotationList` of annotations on
 *   their canvas region, with one `search:Hit` each giving the match and the words before and after it.
 * Both public and readable from any origin, like the manifest.
 */
export function registerTextRoutes(router: Router, deps: ServiceDeps): void {
  /** The page `params.page` of a record's text, or a 404. */
  const requirePage = (params: Readonly<Record<string, string>>): { text: ReadingText; page: ReadingPage; number: number } => {
    const text = requireText(deps, params.dataset ?? '', params.id ?? '');
    const number = /^[1-9][0-9]{0,3}$/.test(params.page ?? '') ? Number(params.page) : 0;
    const page = text.pages[number - 1];
    if (page === undefined) throw notFound(`No page ${params.page ?? ''} in ${text.recordId}`);
    return { text, page, number };
  };

  router.get('/iiif/presentation/:dataset/:id/annopage/:page', ({ res, params, origin, url }) => {
    res.setHeader('access-control-allow-origin', '*');
    const { text, page, number } = requirePage(params);
    const base = `${origin}/iiif/presentation${text.recordId}`;
    const canvas = `${base}/canvas/p${String(number)}`;
    const words = url.searchParams.get('textGranularity') === 'word';
    const resource = fullTextUrl(base, number);
    sendJsonLd(res, 200, {
      '@context': PRESENTATION_CONTEXT,
      id: `${annotationPageUrl(base, number)}${words ? '?textGranularity=word' : ''}`,
      type: 'AnnotationPage',
      textGranularity: words ? 'word' : 'line',
      language: text.language,
      items: placedText(page, words).parts.map(({ part, start, end }, index) => ({
        id: `${base}/annotation/p${String(number)}-${words ? 'w' : 'l'}${String(index + 1)}`,
        type: 'Annotation',
        motivation: text.motivation,
        textGranularity: words ? 'word' : 'line',
        body: { id: `${resource}#char=${String(start)},${String(end)}`, language: text.language },
        target: `${canvas}#${xywh(part)}`,
      })),
    }, 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"');
  }, { public: true });

  router.get('/iiif/presentation/:dataset/:id/fulltext/:page', ({ res, params, origin }) => {
    res.setHeader('access-control-allow-origin', '*');
    const { text, page, number } = requirePage(params);
    const base = `${origin}/iiif/presentation${text.recordId}`;
    sendJsonLd(res, 200, {
      '@context': PRESENTATION_CONTEXT,
      id: fullTextUrl(base, number),
      type: 'FullTextResource',
      language: text.language,
      value: placedText(page, false).value,
    }, 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"');
  }, { public: true });

  router.get('/iiif/presentation/:dataset/:id/search', ({ res, params, origin, url }) => {
    res.setHeader('access-control-allow-origin', '*');
    const text = requireText(deps, params.dataset ?? '', params.id ?? '');
    const query = (url.searchParams.get('q') ?? url.searchParams.get('query') ?? '').trim();
    if (query.length > MAX_QUERY_LENGTH) throw badRequest(`The query is longer than ${String(MAX_QUERY_LENGTH)} characters`);
    const terms = new Set(query.split(/\s+/).map(normalise).filter((term) => term !== ''));
    const base = `${origin}/iiif/presentation${text.recordId}`;
    const resources: Record<string, unknown>[] = [];
    const hits: Record<string, unknown>[] = [];
    for (const page of text.pages) {
      const words = page.lines.flatMap((line) => line.words);
      words.forEach((word, index) => {
        if (!terms.has(normalise(word.text))) return;
        const id = `${base}/search-result/p${String(page.number)}-w${String(index + 1)}`;
        resources.push({
          '@id': id,
          '@type': 'oa:Annotation',
          motivation: 'sc:painting',
          resource: { '@type': 'cnt:ContentAsText', chars: word.text },
          on: `${base}/canvas/p${String(page.number)}#${xywh(word)}`,
        });
        hits.push({
          '@type': 'search:Hit',
          annotations: [id],
          match: word.text,
          before: words.slice(Math.max(0, index - CONTEXT_WORDS), index).map((w) => w.text).join(' '),
          after: words.slice(index + 1, index + 1 + CONTEXT_WORDS).map((w) => w.text).join(' '),
        });
      });
    }
    sendJsonLd(res, 200, {
      '@context': SEARCH_CONTEXT,
      '@id': `${searchServiceUrl(base)}?${new URLSearchParams({ q: query }).toString()}`,
      '@type': 'sc:AnnotationList',
      within: { '@type': 'sc:Layer', total: resources.length },
      resources,
      hits,
    }, 'application/ld+json');
  }, { public: true });
}
