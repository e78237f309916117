/**
 * The local IIIF services' full text (issue 22 item 1), as Europeana's: a multi-page record's manifest names each
 * page's text as an annotation page and its IIIF Content Search 1 service; the annotation pages give the lines
 * (or words) with motivation `supplementing` (OCR) or `transcribing` (the letter) on their canvas regions; the
 * search answers an `sc:AnnotationList` whose hits point at the words' regions; all public, from any origin. What
 * the portal reads of them, it reads with its own parsers (src/lib/apis/iiif-text.ts). The PDF pamphlet is served
 * by the media proxy as a PDF.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseManifest } from '../../src/lib/apis/iiif.ts';
import { fullTextSources, parseAnnotationPage, parseSearchResponse, readingOffer, type PageText } from '../../src/lib/apis/iiif-text.ts';
import { getJson, servicesUrl } from '../support/services.ts';

const NEWSPAPER = '/2000004/newspaper_harbour_courier_1912';
const LETTER = '/2000004/letter_anna_1916';

async function publicJson(path: string): Promise<{ status: number; cors: string | null; body: unknown }> {
  const response = await fetch(`${servicesUrl()}${path}`);
  return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: response.ok ? await response.json() : undefined };
}

describe('full text of multi-page records', () => {
  it('the manifest names a text page for every canvas and a Content Search 1 service', async () => {
    const manifest = await publicJson(`/iiif/presentation${NEWSPAPER}/manifest`);
    expect(manifest.status).toBe(200);
    const offer = readingOffer(parseManifest(manifest.body));
    expect(offer.canvases).toHaveLength(4);
    expect(offer.canvases.map((c) => c.textUrl)).toEqual([1, 2, 3, 4].map((n) => `${servicesUrl()}/iiif/presentation${NEWSPAPER}/annopage/${String(n)}`));
    expect(offer.searchUrl).toBe(`${servicesUrl()}/iiif/presentation${NEWSPAPER}/search`);
  });

  /** A page's text as the portal reads it: the annotation page, and the full-text resource its bodies point into. */
  async function pageText(body: unknown): Promise<PageText> {
    const resources = new Map<string, string>();
    for (const source of fullTextSources(body)) {
      const resource = await fetch(source);
      expect(resource.headers.get('access-control-allow-origin')).toBe('*');
      resources.set(source, String(((await resource.json()) as { value?: unknown }).value));
    }
    return parseAnnotationPage(body, resources);
  }

  it('an annotation page gives the page\'s lines on their regions, without a key, to any origin', async () => {
    const page = await publicJson(`/iiif/presentation${NEWSPAPER}/annopage/3`);
    expect(page.status).toBe(200);
    expect(page.cors).toBe('*');
    expect(page.body).toMatchObject({ '@context': 'http://iiif.io/api/presentation/3/context.json', type: 'AnnotationPage' });
    // As Europeana's full-text API: each body names its characters in the page's full-text resource.
    expect(fullTextSources(page.body)).toEqual([`${servicesUrl()}/iiif/presentation${NEWSPAPER}/fulltext/3`]);
    expect(parseAnnotationPage(page.body).lines).toEqual([]);
    const text = await pageText(page.body);
    expect(text.kind).toBe('fulltext');
    expect(text.language).toBe('en');
    expect(text.lines[0]).toEqual({ text: 'A NEW LAMP FOR THE LIGHTHOUSE', region: { x: 70, y: 186, w: 524, h: 32 } });
    const words = await pageText((await publicJson(`/iiif/presentation${NEWSPAPER}/annopage/3?textGranularity=word`)).body);
    expect(words.lines.slice(0, 2).map((w) => w.text)).toEqual(['A', 'NEW']);
  });

  it('the letter\'s pages are a transcription', async () => {
    const text = await pageText((await publicJson(`/iiif/presentation${LETTER}/annopage/1`)).body);
    expect(text.kind).toBe('transcription');
    expect(text.lines[0]?.text).toBe('Dear Tomas,');
  });

  it('unknown pages and records without text are not found', async () => {
    expect((await publicJson(`/iiif/presentation${NEWSPAPER}/annopage/9`)).status).toBe(404);
    expect((await publicJson(`/iiif/presentation${NEWSPAPER}/annopage/0`)).status).toBe(404);
    expect((await publicJson(`/iiif/presentation${NEWSPAPER}/fulltext/9`)).status).toBe(404);
    expect((await publicJson('/iiif/presentation/2000002/film_mandelbrot/annopage/1')).status).toBe(404);
    expect((await publicJson('/iiif/presentation/2000002/film_mandelbrot/search?q=x')).status).toBe(404);
  });

  it('Content Search 1 finds a word on its page, case and punctuation aside, with the words around it', async () => {
    const answer = await publicJson(`/iiif/presentation${NEWSPAPER}/search?q=Lighthouse`);
    expect(answer.status).toBe(200);
    expect(answer.cors).toBe('*');
    expect(answer.body).toMatchObject({ '@context': 'http://iiif.io/api/search/1/context.json', '@type': 'sc:AnnotationList', within: { total: 2 } });
    const hits = parseSearchResponse(answer.body);
    expect(hits.map((h) => [h.canvasId.replace(servicesUrl(), ''), h.match])).toEqual([
      [`/iiif/presentation${NEWSPAPER}/canvas/p3`, 'LIGHTHOUSE'],
      [`/iiif/presentation${NEWSPAPER}/canvas/p3`, 'lighthouse'],
    ]);
    expect(hits[1]?.before).toBe('The commissioners have fitted the');
    expect(hits[1]?.region).toEqual({ x: 684, y: 278, w: 181, h: 32 });
    // `query`, as Europeana's portal names the parameter, too; a word ending a sentence matches without its stop.
    expect(parseSearchResponse((await publicJson(`/iiif/presentation${NEWSPAPER}/search?query=stars`)).body).map((h) => h.match)).toEqual(['stars.']);
    expect(parseSearchResponse((await publicJson(`/iiif/presentation${NEWSPAPER}/search?q=zeppelin`)).body)).toEqual([]);
    expect((await publicJson(`/iiif/presentation${NEWSPAPER}/search?q=${'a'.repeat(201)}`)).status).toBe(400);
  });

  it('the pamphlet is a PDF the media proxy serves', async () => {
    const record = await getJson(`/record/v2/2000004/pamphlet_public_baths.json`);
    expect(record.status).toBe(200);
    const url = /https:\/\/sample-media\.heritage-portal\.example\/pamphlet_public_baths\/1\/public-baths\.pdf/.exec(JSON.stringify(record.body))?.[0] ?? '';
    const hash = createHash('md5').update(url).digest('hex');
    const response = await fetch(`${servicesUrl()}/media/2000004/pamphlet_public_baths/${hash}?wskey=api2demo`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(body.subarray(-6).toString('latin1')).toBe('%%EOF\n');
  });
});
