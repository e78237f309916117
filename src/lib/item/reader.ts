/**
 * The reader of a multi-page item (issue 22 item 1): the text of the page shown (full text or transcription, from
 * the annotation page its canvas names) and, when the visitor searched inside the item (`?find=`), the hits of the
 * manifest's Content Search service, each with the page it is on, and the regions of those on the page shown.
 * Read on the server, so the page's text is in the HTML (no JavaScript needed, crawlers and screen readers get it).
 * Nothing here is essential: any failure leaves the item page without its reader.
 */
import type { ApiContext } from '../apis/client.ts';
import { getManifest } from '../apis/iiif.ts';
import { getPageText, MAX_TEXT_QUERY_LENGTH, readingOffer, searchText, type Region, type TextKind } from '../apis/iiif-text.ts';
import { canvasIndex, type MediaResource } from '../edm/media.ts';

/** The query parameter of the search inside an item's text. */
export const FIND_PARAM = 'find';
/** The query parameter of the line of the page's text the visitor chose (1-based), shown on the image. */
export const LINE_PARAM = 'anno';

/** A line of the page's text, with its region on the page (fractions 0–1) when known: then it can be chosen. */
export interface ReaderLine {
  readonly text: string;
  readonly region: Region | undefined;
}

export interface ReaderHit {
  /** 1-based number of the page (media resource) the hit is on, as `?page=N`. */
  readonly page: number;
  readonly match: string;
  readonly before: string;
  readonly after: string;
}

export interface ReaderData {
  readonly kind: TextKind;
  readonly language: string | undefined;
  /** The lines of the page shown; empty when that page has no text. */
  readonly lines: readonly ReaderLine[];
  /** The chosen line (`?anno=`, 1-based) when the page has it and knows where it is. */
  readonly activeLine: number | undefined;
  /** The search service exists: the page offers the search form. */
  readonly searchable: boolean;
  /** The words searched for, trimmed; `undefined` when none. */
  readonly query: string | undefined;
  readonly hits: readonly ReaderHit[];
  /** The chosen line and the hits on the page shown, as fractions (0–1) of the page's width and height. */
  readonly highlights: readonly Region[];
}

/**
 * The line number of `?anno=` (1-based), `undefined` when it is not one.
 * @example lineNumber('3') // 3
 */
export function lineNumber(value: string | null | undefined): number | undefined {
  return value !== null && value !== undefined && /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : undefined;
}

/** The search words of `?find=`: trimmed, at most 100 characters, `undefined` when empty. */
export function textQuery(value: string | null | undefined): string | undefined {
  const query = (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT_QUERY_LENGTH);
  return query === '' ? undefined : query;
}

/** The media index (0-based) of the `canvas`-th canvas, or `undefined`. */
function mediaIndexOfCanvas(media: readonly MediaResource[], canvas: number): number | undefined {
  for (let index = 0; index < media.length; index++) if (canvasIndex(media, index) === canvas) return index;
  return undefined;
}

/** What the visitor asked of the reader: the words searched for (`?find=`) and the line chosen (`?anno=`). */
export interface ReaderAsk {
  readonly find?: string | null | undefined;
  readonly line?: string | null | undefined;
}

export async function loadReader(recordId: string, media: readonly MediaResource[], mediaIndex: number, ask: ReaderAsk, context: ApiContext | undefined): Promise<ReaderData | undefined> {
  const canvas = canvasIndex(media, mediaIndex);
  if (canvas === undefined || media[mediaIndex]?.kind !== 'image') return undefined;
  try {
    const offer = readingOffer(await getManifest(recordId, { context }));
    if (!offer.canvases.some((c) => c.textUrl !== undefined)) return undefined;
    const shown = offer.canvases[canvas];
    const query = offer.searchUrl === undefined ? undefined : textQuery(ask.find);
    const [text, found] = await Promise.all([
      shown?.textUrl === undefined ? undefined : getPageText(shown.textUrl, { context }).catch(() => undefined),
      query === undefined || offer.searchUrl === undefined ? [] : searchText(offer.searchUrl, query, { context }).catch(() => []),
    ]);
    const canvasIds = offer.canvases.map((c) => c.id);
    const hits: ReaderHit[] = [];
    const highlights: Region[] = [];
    const onPage = (region: Region): Region | undefined =>
      shown?.width && shown.height ? { x: region.x / shown.width, y: region.y / shown.height, w: region.w / shown.width, h: region.h / shown.height } : undefined;
    const asked = lineNumber(ask.line);
    const chosen = asked === undefined ? undefined : text?.lines[asked - 1]?.region;
    const activeRegion = chosen === undefined ? undefined : onPage(chosen);
    if (activeRegion !== undefined) highlights.push(activeRegion);
    for (const hit of found) {
      const at = canvasIds.indexOf(hit.canvasId);
      const page = at === -1 ? undefined : mediaIndexOfCanvas(media, at);
      if (page === undefined) continue;
      hits.push({ page: page + 1, match: hit.match, before: hit.before, after: hit.after });
      const region = at === canvas && hit.region ? onPage(hit.region) : undefined;
      if (region !== undefined) highlights.push(region);
    }
    return {
      kind: text?.kind ?? 'fulltext',
      language: text?.language,
      lines: text?.lines.map((line) => ({ text: line.text, region: line.region === undefined ? undefined : onPage(line.region) })) ?? [],
      activeLine: activeRegion === undefined ? undefined : asked,
      searchable: offer.searchUrl !== undefined,
      query,
      hits,
      highlights,
    };
  } catch {
    return undefined;
  }
}
