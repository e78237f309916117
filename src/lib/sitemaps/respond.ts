/**
 * The answers of the sitemap routes (src/pages/sitemap-[name].xml.ts), from the files stored in the shared store,
 * never from a walk: the index lists the files of every source's current generation (`lastmod`: when each file last
 * changed), a file is sent as stored, gzip-compressed (`Content-Encoding: gzip`, which every crawler accepts;
 * decompressed for a client that does not). A validator (`ETag`, the file's digest) lets a crawler skip a file
 * that did not change.
 *
 * On a fresh start nothing is stored yet: the index then has the editorial sitemap made at once (the page index, a
 * second or two) and lists the other sources as their first walks finish. Only when even that cannot be made (the
 * content service down on a first start) does it answer 503 with Retry-After, and a store that cannot be reached
 * is a 503 too: never a 500.
 */
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import Negotiator from 'negotiator';
import { publicOrigin } from '../config.ts';
import { runStore } from '../store/index.ts';
import type { SitemapFileInfo } from '../store/sitemap-files.ts';
import { sitemapFilePath } from './names.ts';
import { sitemapRefresher } from './registry.ts';
import type { SitemapSourceName } from './sources/source.ts';
import { sitemapIndex, w3cDatetime } from './xml.ts';

const gunzipAsync = promisify(gunzip);

/** How long the first editorial walk of a fresh start may keep the index's request waiting. */
const FIRST_WALK_WAIT_MS = 15_000;
/** What a crawler is told to wait when there is nothing to list yet. */
const RETRY_AFTER_S = 60;

const XML = 'application/xml; charset=utf-8';
/** Sitemaps are for crawlers, not search results (Google: a sitemap file shows up in results otherwise). */
const COMMON = { 'content-type': XML, 'x-robots-tag': 'noindex' } as const;

function unavailable(message: string): Response {
  return new Response(message, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(RETRY_AFTER_S), 'cache-control': 'no-store' } });
}

/** Whether the request takes a gzip body (negotiated from Accept-Encoding: q-values, `*`, `identity`). */
function acceptsGzip(request: Request): boolean {
  const header = request.headers.get('accept-encoding');
  if (header === null) return false;
  return new Negotiator({ headers: { 'accept-encoding': header } }).encodings(['gzip', 'identity'])[0] === 'gzip';
}

/** The files of the current generations; on a fresh start, after making the editorial one. */
async function listedFiles(): Promise<SitemapFileInfo[]> {
  const files = await runStore((store) => store.sitemapFiles());
  if (files.length > 0) return files;
  const refresher = await sitemapRefresher();
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_WALK_WAIT_MS)));
  await Promise.race([refresher.refresh('editorial', { ifOlderThan: 0, waitIfBusy: true }), waited]);
  clearTimeout(timer);
  return runStore((store) => store.sitemapFiles());
}

/** `GET /sitemap-index.xml`. */
export async function sitemapIndexResponse(): Promise<Response> {
  let files: SitemapFileInfo[];
  try {
    files = await listedFiles();
  } catch {
    return unavailable('The sitemaps cannot be read now; try again later.');
  }
  if (files.length === 0) return unavailable('The sitemaps are being made; try again in a minute.');
  const origin = publicOrigin();
  const body = sitemapIndex(files.map((f) => ({ loc: `${origin}${sitemapFilePath(f.source, f.page)}`, lastmod: w3cDatetime(f.changedAt) })));
  return new Response(body, { status: 200, headers: { ...COMMON, 'cache-control': 'public, max-age=300' } });
}

/** `GET /sitemap-{source}-{page}.xml`. */
export async function sitemapFileResponse(request: Request, source: SitemapSourceName, page: number): Promise<Response> {
  let file;
  try {
    file = await runStore((store) => store.sitemapFile(source, page));
  } catch {
    return unavailable('The sitemaps cannot be read now; try again later.');
  }
  if (file === undefined) return new Response('No such sitemap', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  const headers: Record<string, string> = {
    ...COMMON,
    'cache-control': 'public, max-age=3600',
    etag: `"${file.digest}"`,
    'last-modified': new Date(file.changedAt).toUTCString(),
    vary: 'Accept-Encoding',
  };
  const asked = request.headers.get('if-none-match');
  if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === headers.etag) === true) return new Response(null, { status: 304, headers });
  if (acceptsGzip(request)) return new Response(new Uint8Array(file.body), { status: 200, headers: { ...headers, 'content-encoding': 'gzip', 'content-length': String(file.body.length) } });
  const xml = await gunzipAsync(file.body);
  return new Response(new Uint8Array(xml), { status: 200, headers: { ...headers, 'content-length': String(xml.length) } });
}
