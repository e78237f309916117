import { z } from 'zod';
import type { ApiContext } from './client.ts';
import { list, presentationClient, type Manifest } from './iiif.ts';
import { UPSTREAM_CACHE_TTL_MS } from './response-cache.ts';

/**
 * The words on the pages of a multi-page item (issue 22 item 1), as Europeana's IIIF services give them: each
 * canvas's full text or transcription is an annotation page the manifest names (Presentation 3 `annotations`,
 * Presentation 2 `otherContent`), one annotation a line or word with motivation `supplementing` or `transcribing`
 * (Presentation 2: `sc:painting` with `cnt:ContentAsText`), a textual body and the canvas region it lies in
 * (`#xywh=`); the manifest's IIIF Content Search service (version 1, or 2) finds words across all pages. Only
 * annotation pages and search services under the IIIF Presentation API's base are fetched (like image services).
 */

/** A region of a canvas, in canvas coordinates. */
export interface Region {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface TextLine {
  readonly text: string;
  readonly region: Region | undefined;
}

/** What a page's text is: OCR or other full text (`supplementing`), or a transcription (`transcribing`). */
export type TextKind = 'fulltext' | 'transcription';

export interface PageText {
  readonly kind: TextKind;
  readonly language: string | undefined;
  readonly lines: readonly TextLine[];
}

export interface TextHit {
  /** The canvas the hit is on. */
  readonly canvasId: string;
  readonly region: Region | undefined;
  readonly match: string;
  readonly before: string;
  readonly after: string;
}

/** What a manifest offers to read: each canvas's text page (if any) and the search service. */
export interface ReadingOffer {
  readonly canvases: readonly { readonly id: string | undefined; readonly width: number | undefined; readonly height: number | undefined; readonly textUrl: string | undefined }[];
  readonly searchUrl: string | undefined;
}

const SEARCH_PROFILE = /iiif\.io\/api\/search\/[12]\/search/;

/**
 * The text pages and Content Search service of a manifest.
 * @example readingOffer(manifest).canvases[2]?.textUrl // 'https://iiif.europeana.eu/presentation/…/annopage/3'
 */
export function readingOffer(manifest: Manifest): ReadingOffer {
  const search = (manifest.service ?? []).find((service) => {
    const types = [service.type, service['@type']].filter((t): t is string => t !== undefined);
    return types.some((t) => /^SearchService[12]$/.test(t)) || list<string>(service.profile).some((p) => SEARCH_PROFILE.test(p));
  });
  const searchUrl = search?.id ?? search?.['@id'];
  return {
    canvases: manifest.items.map((canvas) => ({
      id: canvas.id,
      width: canvas.width,
      height: canvas.height,
      // A page with a duration is a film's (captions): not text to read.
      textUrl: canvas.duration === undefined ? canvas.annotations.find((page) => page.id !== undefined && /^https?:\/\//.test(page.id))?.id : undefined,
    })),
    searchUrl: searchUrl !== undefined && /^https?:\/\//.test(searchUrl) ? searchUrl : undefined,
  };
}

/**
 * The canvas and region a target names: a `canvas#xywh=x,y,w,h` string, or a SpecificResource with a
 * FragmentSelector (`{ source, selector: { value: 'xywh=…' } }`).
 * @example parseTarget('https://x/canvas/p3#xywh=10,20,30,40') // { canvasId: 'https://x/canvas/p3', region: { x: 10, y: 20, w: 30, h: 40 } }
 */
export function parseTarget(target: unknown): { canvasId: string; region: Region | undefined } | undefined {
  const first = list<unknown>(target)[0];
  let source: string | undefined;
  let fragment: string | undefined;
  if (typeof first === 'string') {
    [source, fragment] = first.split('#', 2);
  } else {
    const resource = z.looseObject({ source: z.union([z.string(), z.looseObject({ id: z.string() })]).optional(), id: z.string().optional(), selector: z.unknown().optional() }).safeParse(first);
    if (!resource.success) return undefined;
    const src = resource.data.source;
    source = typeof src === 'string' ? src : src?.id ?? resource.data.id;
    const selector = z.looseObject({ value: z.string() }).safeParse(list<unknown>(resource.data.selector)[0]);
    fragment = selector.success ? selector.data.value : undefined;
  }
  if (source === undefined || source === '') return undefined;
  const match = /(?:^|&)xywh=(?:pixel:)?(\d+(?:\.\d+)?),(\d+(?:\.\d+)?),(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)/.exec(fragment ?? '');
  const region = match ? { x: Number(match[1]), y: Number(match[2]), w: Number(match[3]), h: Number(match[4]) } : undefined;
  return { canvasId: source, region };
}

const textualBodySchema = z.looseObject({
  value: z.string().optional(),
  chars: z.string().optional(),
  language: z.union([z.string(), z.array(z.string())]).optional(),
});
/** Presentation 3 AnnotationPage (`items`) or Presentation 2 AnnotationList (`resources`). */
const annotationPageSchema = z.looseObject({
  items: z.array(z.looseObject({ motivation: z.union([z.string(), z.array(z.string())]).optional(), body: z.unknown().optional(), target: z.unknown().optional() }).catch({ body: undefined, target: undefined })).optional(),
  resources: z.array(z.looseObject({ motivation: z.union([z.string(), z.array(z.string())]).optional(), resource: z.unknown().optional(), on: z.unknown().optional() }).catch({ resource: undefined, on: undefined })).optional(),
});

/**
 * Where a body's text is when the body does not carry it: Europeana's full-text annotations name a part of the
 * page's full-text resource, as `{id}#char=start,end` (its annotation pages, P2 and P3) or as a SpecificResource
 * with a TextPositionSelector; the resource holds the page's whole text (`value`).
 */
interface TextReference {
  readonly source: string;
  readonly start: number;
  readonly end: number;
}

const referenceSchema = z.looseObject({
  id: z.string().optional(),
  '@id': z.string().optional(),
  source: z.union([z.string(), z.looseObject({ id: z.string().optional(), '@id': z.string().optional() })]).optional(),
  selector: z.looseObject({ type: z.string().optional(), start: z.number().int().nonnegative(), end: z.number().int().nonnegative() }).optional(),
});

function textReference(entry: unknown): TextReference | undefined {
  const parsed = referenceSchema.safeParse(entry);
  if (!parsed.success) return undefined;
  const { selector, source } = parsed.data;
  if (selector !== undefined && source !== undefined) {
    const id = typeof source === 'string' ? source : (source.id ?? source['@id']);
    return id === undefined || selector.end < selector.start ? undefined : { source: id, start: selector.start, end: selector.end };
  }
  const id = parsed.data.id ?? parsed.data['@id'];
  const match = id === undefined ? null : /^([^#]+)#(?:.*&)?char=(\d+),(\d+)(?:&|$)/.exec(id);
  if (match === null) return undefined;
  const [, resource = '', start = '0', end = '0'] = match;
  return Number(end) < Number(start) ? undefined : { source: resource, start: Number(start), end: Number(end) };
}

/** A body's text: its own, else its part of a full-text resource that `resources` holds (by the resource's id). */
const NO_RESOURCES: ReadonlyMap<string, string> = new Map();
/** Answers read as they are (the parsers below check what they use); one schema, so a cached answer is parsed once. */
const ANY_JSON = z.unknown();

function bodyText(body: unknown, resources: ReadonlyMap<string, string> = NO_RESOURCES): { text: string; language: string | undefined } | undefined {
  for (const entry of list<unknown>(body)) {
    const parsed = textualBodySchema.safeParse(entry);
    if (!parsed.success) continue;
    const reference = textReference(entry);
    const text = parsed.data.value ?? parsed.data.chars ?? (reference === undefined ? undefined : resources.get(reference.source)?.slice(reference.start, reference.end));
    if (text !== undefined && text.trim() !== '') return { text: text.trim(), language: list<string>(parsed.data.language)[0] };
  }
  return undefined;
}

const TEXT_MOTIVATIONS = new Set(['supplementing', 'transcribing', 'sc:painting']);

function pageAnnotations(json: unknown): { motivations: readonly string[]; body: unknown; target: unknown }[] {
  const page = annotationPageSchema.parse(json);
  return [
    ...(page.items ?? []).map((a) => ({ motivations: list<string>(a.motivation), body: a.body, target: a.target })),
    ...(page.resources ?? []).map((a) => ({ motivations: list<string>(a.motivation), body: a.resource, target: a.on })),
  ].filter((a) => a.motivations.some((m) => TEXT_MOTIVATIONS.has(m)));
}

/**
 * The full-text resources an annotation page's bodies point into instead of carrying their text (in order, each
 * once), for the caller to fetch before `parseAnnotationPage`.
 */
export function fullTextSources(json: unknown): string[] {
  const sources = new Set<string>();
  for (const annotation of pageAnnotations(json)) {
    for (const entry of list<unknown>(annotation.body)) {
      const own = textualBodySchema.safeParse(entry);
      if (own.success && (own.data.value ?? own.data.chars) !== undefined) continue;
      const reference = textReference(entry);
      if (reference !== undefined) sources.add(reference.source);
    }
  }
  return [...sources];
}

/** A full-text resource (P3 `FullTextResource`, P2 `dctypes:Text`): the page's whole text. */
const fullTextResourceSchema = z.looseObject({ value: z.string().optional(), chars: z.string().optional() });

/**
 * A page's text from its annotation page: the lines in order, each with its region; `transcribing` makes it a
 * transcription. A body that names its characters in a full-text resource takes them from `resources` (fetched by
 * the caller: `fullTextSources`). Annotations of other motivations (comments, tags) and bodies without text are
 * left out.
 */
export function parseAnnotationPage(json: unknown, resources: ReadonlyMap<string, string> = NO_RESOURCES): PageText {
  let kind: TextKind = 'fulltext';
  let language: string | undefined;
  const lines: TextLine[] = [];
  for (const annotation of pageAnnotations(json)) {
    const body = bodyText(annotation.body, resources);
    if (body === undefined) continue;
    if (annotation.motivations.includes('transcribing')) kind = 'transcription';
    language ??= body.language;
    lines.push({ text: body.text, region: parseTarget(annotation.target)?.region });
  }
  return { kind, language, lines };
}

const searchV1Schema = z.looseObject({
  resources: z.array(z.looseObject({ '@id': z.string().optional(), resource: z.unknown().optional(), on: z.unknown().optional() }).catch({ resource: undefined, on: undefined })).default([]),
  hits: z.array(z.looseObject({ annotations: z.array(z.string()).default([]), match: z.string().optional(), before: z.string().optional(), after: z.string().optional() }).catch({ annotations: [] })).default([]),
});
const searchV2Schema = z.looseObject({
  items: z.array(z.looseObject({ id: z.string().optional(), body: z.unknown().optional(), target: z.unknown().optional() }).catch({ body: undefined, target: undefined })),
});

/**
 * The hits of a Content Search answer: version 1 (`sc:AnnotationList`, `resources` on canvas regions and `hits`
 * with the match and the words around it) or version 2 (an AnnotationPage of `items`). A hit spanning several
 * annotations is placed at the first.
 */
export function parseSearchResponse(json: unknown): TextHit[] {
  const v2 = searchV2Schema.safeParse(json);
  if (v2.success && !(typeof json === 'object' && json !== null && 'resources' in json)) {
    return v2.data.items.flatMap((item) => {
      const target = parseTarget(item.target);
      const body = bodyText(item.body);
      return target ? [{ canvasId: target.canvasId, region: target.region, match: body?.text ?? '', before: '', after: '' }] : [];
    });
  }
  const v1 = searchV1Schema.parse(json);
  const byId = new Map(v1.resources.map((r) => [r['@id'], r]));
  const hits: TextHit[] = [];
  const placed = new Set<string>();
  for (const hit of v1.hits) {
    const resource = byId.get(hit.annotations[0]);
    const target = parseTarget(resource?.on);
    if (resource === undefined || target === undefined) continue;
    hit.annotations.forEach((id) => placed.add(id));
    hits.push({ canvasId: target.canvasId, region: target.region, match: hit.match ?? bodyText(resource.resource)?.text ?? '', before: hit.before ?? '', after: hit.after ?? '' });
  }
  // Answers without `hits` (allowed by version 1): every resource is a hit.
  for (const resource of v1.resources) {
    if (resource['@id'] !== undefined && placed.has(resource['@id'])) continue;
    if (v1.hits.length > 0) continue;
    const target = parseTarget(resource.on);
    if (target) hits.push({ canvasId: target.canvasId, region: target.region, match: bodyText(resource.resource)?.text ?? '', before: '', after: '' });
  }
  return hits;
}

/** The path of `url` under the Presentation API's base, or `undefined` when it lies elsewhere. */
function pathUnderBase(url: string, context: ApiContext | undefined): string | undefined {
  const base = presentationClient.baseUrl(context);
  if (!url.startsWith(`${base}/`)) return undefined;
  const path = url.slice(base.length);
  return /^\/[A-Za-z0-9._~/-]+$/.test(path) && !path.includes('/../') ? path : undefined;
}

/** A page's text, or `undefined` when its annotation page lies outside the Presentation API. */
export async function getPageText(url: string, options: { context?: ApiContext | undefined } = {}): Promise<PageText | undefined> {
  const path = pathUnderBase(url, options.context);
  if (path === undefined) return undefined;
  const json = await presentationClient.requestParsed(path, ANY_JSON, { context: options.context, cacheTtlMs: UPSTREAM_CACHE_TTL_MS });
  // The full-text resources the bodies point into, from the same API (one for a page, as Europeana serves them).
  const resources = new Map<string, string>();
  await Promise.all(fullTextSources(json).map(async (source) => {
    const resourcePath = pathUnderBase(source, options.context);
    if (resourcePath === undefined) return;
    const resource = await presentationClient.requestParsed(resourcePath, fullTextResourceSchema, { context: options.context, cacheTtlMs: UPSTREAM_CACHE_TTL_MS });
    const text = resource.value ?? resource.chars;
    if (text !== undefined) resources.set(source, text);
  }));
  return parseAnnotationPage(json, resources);
}

export const MAX_TEXT_QUERY_LENGTH = 100;

/** The hits of `query` in the item's text by its Content Search service (none when the service lies elsewhere). */
export async function searchText(url: string, query: string, options: { context?: ApiContext | undefined } = {}): Promise<TextHit[]> {
  const path = pathUnderBase(url, options.context);
  if (path === undefined) return [];
  const json = await presentationClient.requestParsed(path, ANY_JSON, { context: options.context, params: { q: query.slice(0, MAX_TEXT_QUERY_LENGTH) }, cacheTtlMs: UPSTREAM_CACHE_TTL_MS });
  return parseSearchResponse(json);
}
