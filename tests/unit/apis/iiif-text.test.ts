import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageServices, parseManifest } from '../../../src/lib/apis/iiif.ts';
import { fullTextSources, parseAnnotationPage, parseSearchResponse, parseTarget, readingOffer } from '../../../src/lib/apis/iiif-text.ts';

/**
 * Reading a multi-page item's manifest, its pages' text and its Content Search answers (issue 22 item 1):
 * Presentation 3 as the local services serve it, Presentation 2 as Europeana's API still does (a real newspaper
 * manifest from the shared samples), annotation pages of lines (P3) and annotation lists (P2), Content Search 1
 * and 2.
 */
const base = 'https://iiif.europeana.eu/presentation/2000004/newspaper';

const p3Manifest = {
  '@context': 'http://iiif.io/api/presentation/3/context.json',
  id: `${base}/manifest`,
  type: 'Manifest',
  service: [{ id: `${base}/search`, type: 'SearchService1', profile: 'http://iiif.io/api/search/1/search' }],
  items: [1, 2].map((n) => ({
    id: `${base}/canvas/p${String(n)}`,
    type: 'Canvas',
    width: 1000,
    height: 1400,
    items: [{ type: 'AnnotationPage', items: [{ type: 'Annotation', motivation: 'painting', body: { id: `https://iiif.example/image/${String(n)}/full/max/0/default.jpg`, type: 'Image', width: 1000, height: 1400, service: [{ id: `https://iiif.example/image/${String(n)}`, type: 'ImageService3' }] } }] }],
    annotations: [{ id: `${base}/annopage/${String(n)}`, type: 'AnnotationPage' }],
  })),
};

describe('readingOffer', () => {
  it('finds each canvas\'s text page and the Content Search service of a Presentation 3 manifest', () => {
    const offer = readingOffer(parseManifest(p3Manifest));
    expect(offer.searchUrl).toBe(`${base}/search`);
    expect(offer.canvases.map((c) => c.textUrl)).toEqual([`${base}/annopage/1`, `${base}/annopage/2`]);
    expect(offer.canvases[0]).toMatchObject({ id: `${base}/canvas/p1`, width: 1000, height: 1400 });
  });

  it('reads a real Presentation 2 newspaper manifest: canvases, image services and otherContent text pages', () => {
    const json: unknown = JSON.parse(readFileSync(new URL('../../fixtures/iiif/manifest_v2_9200356_BibliographicResource_3000118390149.json', import.meta.url), 'utf8'));
    const manifest = parseManifest(json);
    expect(manifest.items).toHaveLength(4);
    expect(imageServices(manifest)).toHaveLength(4);
    expect(imageServices(manifest)[0]?.serviceUrl).toMatch(/^https:\/\/iiif\.europeana\.eu\/image\/.+19220315_1-0001$/);
    const offer = readingOffer(manifest);
    expect(offer.canvases[0]).toMatchObject({ id: 'https://iiif.europeana.eu/presentation/9200356/BibliographicResource_3000118390149/canvas/p1', width: 686, height: 1024 });
    expect(offer.canvases[0]?.textUrl).toBe('https://iiif.europeana.eu/presentation/9200356/BibliographicResource_3000118390149/annopage/1');
    expect(offer.searchUrl).toBeUndefined();
  });

  it('knows a search service by its profile too, and ignores one that is not http(s)', () => {
    expect(readingOffer(parseManifest({ ...p3Manifest, service: { '@id': `${base}/search`, profile: 'http://iiif.io/api/search/1/search' } })).searchUrl).toBe(`${base}/search`);
    expect(readingOffer(parseManifest({ ...p3Manifest, service: [{ id: 'javascript:alert(1)', type: 'SearchService1' }] })).searchUrl).toBeUndefined();
    expect(readingOffer(parseManifest({ ...p3Manifest, service: 'nonsense' })).searchUrl).toBeUndefined();
  });

  it('offers no text for a film\'s captions', () => {
    const film = { items: [{ id: `${base}/canvas/p1`, duration: 12, items: [], annotations: [{ id: `${base}/captions`, items: [] }] }] };
    expect(readingOffer(parseManifest(film)).canvases[0]?.textUrl).toBeUndefined();
  });
});

describe('parseTarget', () => {
  it('reads a canvas with an xywh fragment, a SpecificResource with a FragmentSelector, and a bare canvas', () => {
    expect(parseTarget(`${base}/canvas/p3#xywh=10,20,30,40`)).toEqual({ canvasId: `${base}/canvas/p3`, region: { x: 10, y: 20, w: 30, h: 40 } });
    expect(parseTarget({ type: 'SpecificResource', source: { id: `${base}/canvas/p3`, type: 'Canvas' }, selector: { type: 'FragmentSelector', value: 'xywh=pixel:1,2,3,4' } })).toEqual({ canvasId: `${base}/canvas/p3`, region: { x: 1, y: 2, w: 3, h: 4 } });
    expect(parseTarget(`${base}/canvas/p3`)).toEqual({ canvasId: `${base}/canvas/p3`, region: undefined });
    expect(parseTarget(42)).toBeUndefined();
  });
});

describe('parseAnnotationPage', () => {
  it('reads the lines of a Presentation 3 page in order, with their regions and language', () => {
    const text = parseAnnotationPage({
      type: 'AnnotationPage',
      items: [
        { type: 'Annotation', motivation: 'supplementing', body: { type: 'TextualBody', value: 'A NEW LAMP', language: 'en' }, target: `${base}/canvas/p3#xywh=70,186,524,32` },
        { type: 'Annotation', motivation: 'commenting', body: { type: 'TextualBody', value: 'a comment, not text of the page' }, target: `${base}/canvas/p3` },
        { type: 'Annotation', motivation: 'supplementing', body: { type: 'TextualBody', value: '  ' }, target: `${base}/canvas/p3` },
        { type: 'Annotation', motivation: 'supplementing', body: [{ type: 'TextualBody', value: 'for the lighthouse' }], target: `${base}/canvas/p3#xywh=70,232,400,32` },
        'not an annotation',
      ],
    });
    expect(text).toEqual({
      kind: 'fulltext',
      language: 'en',
      lines: [{ text: 'A NEW LAMP', region: { x: 70, y: 186, w: 524, h: 32 } }, { text: 'for the lighthouse', region: { x: 70, y: 232, w: 400, h: 32 } }],
    });
  });

  it('calls a page of transcribing annotations a transcription', () => {
    expect(parseAnnotationPage({ items: [{ motivation: 'transcribing', body: { value: 'Dear Tomas,' }, target: `${base}/canvas/p1` }] }).kind).toBe('transcription');
  });

  it('reads a Presentation 2 annotation list (cnt:ContentAsText on a canvas region)', () => {
    const text = parseAnnotationPage({ '@type': 'sc:AnnotationList', resources: [{ '@type': 'oa:Annotation', motivation: 'sc:painting', resource: { '@type': 'cnt:ContentAsText', chars: 'Edasi' }, on: `${base}/canvas/p1#xywh=5,6,7,8` }] });
    expect(text.lines).toEqual([{ text: 'Edasi', region: { x: 5, y: 6, w: 7, h: 8 } }]);
  });

  it('refuses what is no annotation page at all', () => {
    expect(() => parseAnnotationPage('nonsense')).toThrow();
  });

  it('reads bodies that name their characters in the page\'s full-text resource, as Europeana\'s full-text API serves them', () => {
    const resource = `${base}/fulltext/3`;
    const v3 = {
      type: 'AnnotationPage',
      items: [
        { motivation: 'supplementing', body: { id: `${resource}#char=0,10`, language: 'et' }, target: `${base}/canvas/p3#xywh=1,2,3,4` },
        { motivation: 'supplementing', body: { type: 'SpecificResource', source: resource, selector: { type: 'TextPositionSelector', start: 11, end: 29 } }, target: `${base}/canvas/p3` },
        { motivation: 'supplementing', body: { id: `${base}/fulltext/elsewhere#char=0,4` }, target: `${base}/canvas/p3` },
        { motivation: 'supplementing', body: { id: `${resource}#char=9,2` }, target: `${base}/canvas/p3` },
        { motivation: 'supplementing', body: { type: 'TextualBody', value: 'inline' }, target: `${base}/canvas/p3` },
      ],
    };
    // Each resource once, in order; bodies with their own text need none.
    expect(fullTextSources(v3)).toEqual([resource, `${base}/fulltext/elsewhere`]);
    const resources = new Map([[resource, 'A NEW LAMP\nfor the lighthouse']]);
    expect(parseAnnotationPage(v3, resources)).toEqual({
      kind: 'fulltext',
      language: 'et',
      lines: [{ text: 'A NEW LAMP', region: { x: 1, y: 2, w: 3, h: 4 } }, { text: 'for the lighthouse', region: undefined }, { text: 'inline', region: undefined }],
    });
    // Presentation 2: the resource's `@id`.
    const v2 = { '@type': 'sc:AnnotationList', resources: [{ motivation: 'sc:painting', resource: { '@type': 'dctypes:Text', '@id': `${resource}#char=2,10` }, on: `${base}/canvas/p3` }] };
    expect(fullTextSources(v2)).toEqual([resource]);
    expect(parseAnnotationPage(v2, resources).lines.map((line) => line.text)).toEqual(['NEW LAMP']);
    // Without the resource there is no text to show.
    expect(parseAnnotationPage(v2).lines).toEqual([]);
  });
});

describe('parseSearchResponse', () => {
  it('reads Content Search 1: hits with their match, context and region', () => {
    const hits = parseSearchResponse({
      '@context': 'http://iiif.io/api/search/1/context.json',
      '@type': 'sc:AnnotationList',
      resources: [
        { '@id': 'r1', '@type': 'oa:Annotation', motivation: 'sc:painting', resource: { '@type': 'cnt:ContentAsText', chars: 'LIGHTHOUSE' }, on: `${base}/canvas/p3#xywh=413,186,181,32` },
        { '@id': 'r2', '@type': 'oa:Annotation', motivation: 'sc:painting', resource: { '@type': 'cnt:ContentAsText', chars: 'lighthouse' }, on: `${base}/canvas/p3#xywh=684,278,181,32` },
      ],
      hits: [
        { '@type': 'search:Hit', annotations: ['r1'], match: 'LIGHTHOUSE', before: 'A NEW LAMP FOR THE', after: 'The commissioners' },
        { '@type': 'search:Hit', annotations: ['r2'], match: 'lighthouse', before: 'fitted the', after: 'on the north' },
        { '@type': 'search:Hit', annotations: ['missing'], match: 'nowhere' },
      ],
    });
    expect(hits).toEqual([
      { canvasId: `${base}/canvas/p3`, region: { x: 413, y: 186, w: 181, h: 32 }, match: 'LIGHTHOUSE', before: 'A NEW LAMP FOR THE', after: 'The commissioners' },
      { canvasId: `${base}/canvas/p3`, region: { x: 684, y: 278, w: 181, h: 32 }, match: 'lighthouse', before: 'fitted the', after: 'on the north' },
    ]);
  });

  it('reads Content Search 1 without hits: every resource is one', () => {
    const hits = parseSearchResponse({ resources: [{ '@id': 'r1', resource: { chars: 'weft' }, on: `${base}/canvas/p1#xywh=1,2,3,4` }] });
    expect(hits).toEqual([{ canvasId: `${base}/canvas/p1`, region: { x: 1, y: 2, w: 3, h: 4 }, match: 'weft', before: '', after: '' }]);
  });

  it('reads Content Search 2 (an AnnotationPage of items)', () => {
    const hits = parseSearchResponse({ type: 'AnnotationPage', items: [{ id: 'a1', type: 'Annotation', motivation: 'highlighting', body: { type: 'TextualBody', value: 'warp' }, target: { type: 'SpecificResource', source: `${base}/canvas/p2`, selector: { type: 'FragmentSelector', value: 'xywh=9,8,7,6' } } }] });
    expect(hits).toEqual([{ canvasId: `${base}/canvas/p2`, region: { x: 9, y: 8, w: 7, h: 6 }, match: 'warp', before: '', after: '' }]);
  });
});
